-- Issue 31. Additive.

-- Telegram login data is signed, not bound to the flow that asked for it: each `hash` is
-- taken once, by whichever instance redeems it first (the primary key decides, across
-- instances on one database). A row is kept until its `auth_date` is too old to pass the
-- check anyway, then the next Telegram login deletes it.
CREATE TABLE telegram_login_hashes (
  hash text PRIMARY KEY,
  expires_at bigint NOT NULL
);
CREATE INDEX telegram_login_hashes_expiry ON telegram_login_hashes (expires_at);
