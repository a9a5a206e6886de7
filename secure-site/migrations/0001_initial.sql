-- Times are milliseconds since the epoch (bigint) from the service's clock, so several
-- instances and the tests' injected clock agree without the database's own clock.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);

-- Envelope encryption: each secret is AES-256-GCM under the user's data key, and the data
-- key is AES-256-GCM under MASTER_KEY. Each blob is iv (12 bytes) || ciphertext || tag.
CREATE TABLE user_keys (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  eip155_address text NOT NULL,
  solana_address text NOT NULL,
  master_key_id text NOT NULL,
  wrapped_data_key bytea NOT NULL,
  eip155_secret bytea NOT NULL,
  solana_secret bytea NOT NULL
);

-- One row proves which MASTER_KEY this database belongs to (a sealed known value).
CREATE TABLE master_key_check (
  id integer PRIMARY KEY CHECK (id = 1),
  master_key_id text NOT NULL,
  sealed bytea NOT NULL
);

CREATE TABLE devices (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  approved_at bigint NOT NULL,
  PRIMARY KEY (user_id, device_hash)
);

CREATE TABLE device_approvals (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  device_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  approved_at bigint,
  code_sent_at bigint
);
CREATE INDEX device_approvals_email_device ON device_approvals (email, device_hash);

-- One outstanding code per subject and purpose; a new code replaces the old one.
CREATE TABLE codes (
  subject text NOT NULL,
  purpose text NOT NULL,
  id text NOT NULL,
  code_hash text NOT NULL,
  device_hash text,
  payload text,
  expires_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at bigint,
  PRIMARY KEY (subject, purpose)
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_throttle (
  email text PRIMARY KEY,
  last_login_at bigint NOT NULL
);

CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);

CREATE TABLE dev_mails (
  id bigserial PRIMARY KEY,
  sent_at bigint NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL
);
