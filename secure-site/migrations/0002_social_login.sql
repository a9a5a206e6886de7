-- Social login (issue 17). Additive: e-mail login keeps working unchanged.

-- A social-only user may have no e-mail (X, or an address the provider has not verified).
-- The unique constraint stays: several NULLs do not collide.
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

-- One row per provider account; provider + subject is the identity (never the e-mail).
CREATE TABLE social_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  username text,
  created_at bigint NOT NULL,
  last_login_at bigint NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX social_identities_user ON social_identities (user_id, last_login_at);

-- An authorization request in flight: `state` (stored hashed) finds it, the PKCE verifier
-- and the nonce prove the code and ID token belong to it. Used once (deleted on use), bound
-- to the device that asked, 10 minutes. In the database so any instance can finish it.
CREATE TABLE social_logins (
  state_hash text PRIMARY KEY,
  provider text NOT NULL,
  device_hash text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  host_origin text NOT NULL,
  return_url text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX social_logins_expiry ON social_logins (expires_at);

-- Which social login a session came from (SPEC §3: the connected provider and username).
ALTER TABLE sessions ADD COLUMN social_provider text;
ALTER TABLE sessions ADD COLUMN social_username text;
