-- Issue 31, the e-mail login's doors. Additive.

-- Every wrong login code tested for an address, kept 24 hours: an address gets 20 wrong
-- guesses a day across all its codes. A try takes its row before the code is tested (under a
-- per-address advisory lock, so concurrent guesses cannot overspend) and gives it back when
-- the code was right or never tested.
CREATE TABLE login_guesses (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  guessed_at bigint NOT NULL
);
CREATE INDEX login_guesses_email ON login_guesses (email, guessed_at);
CREATE INDEX login_guesses_expiry ON login_guesses (guessed_at);

-- An address whose budget is spent: no code is issued or taken until `locked_until`.
CREATE TABLE login_locks (
  email text PRIMARY KEY,
  locked_until bigint NOT NULL
);
CREATE INDEX login_locks_expiry ON login_locks (locked_until);

-- When a window's row may go (its window has ended); rows written before this migration
-- have none and go a day after their window started (no window is longer).
ALTER TABLE rate_limits ADD COLUMN expires_at bigint;
CREATE INDEX rate_limits_expiry ON rate_limits (expires_at);
CREATE INDEX rate_limits_window ON rate_limits (window_start);

-- The periodic sweep finds expired rows by these.
CREATE INDEX codes_expiry ON codes (expires_at);
CREATE INDEX login_throttle_expiry ON login_throttle (last_login_at);
CREATE INDEX device_approvals_expiry ON device_approvals (expires_at);
