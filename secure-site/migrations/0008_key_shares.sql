-- Issue 32: CUSTODY=shares, keys split 2-of-3 in the frame. Additive for existing users:
-- every row already in user_keys stays server-held (custody 'server').

-- A user whose key lives in shares has a user_keys row without sealed secrets: its
-- addresses are '' until the frame enrolls the keys it generated.
ALTER TABLE user_keys ADD COLUMN custody text NOT NULL DEFAULT 'server'
  CHECK (custody IN ('server', 'shares'));
ALTER TABLE user_keys ALTER COLUMN master_key_id DROP NOT NULL;
ALTER TABLE user_keys ALTER COLUMN wrapped_data_key DROP NOT NULL;
ALTER TABLE user_keys ALTER COLUMN eip155_secret DROP NOT NULL;
ALTER TABLE user_keys ALTER COLUMN solana_secret DROP NOT NULL;
ALTER TABLE user_keys ADD CONSTRAINT user_keys_sealed_when_server
  CHECK (custody = 'shares' OR (master_key_id IS NOT NULL AND wrapped_data_key IS NOT NULL
    AND eip155_secret IS NOT NULL AND solana_secret IS NOT NULL));

-- The site's CUSTODY, written by each instance at its start: new users take it. Every
-- instance on one database must run with the same CUSTODY (like MASTER_KEY).
CREATE TABLE custody_setting (
  id integer PRIMARY KEY CHECK (id = 1),
  mode text NOT NULL CHECK (mode IN ('server', 'shares'))
);

-- Per user and chain: the public address, the server's share (the auth share, released
-- only to a live session on a device the user approved) and the recovery share encrypted in
-- the browser (under a passkey PRF key or an Argon2id-stretched password). The server never
-- holds the device share, nor the recovery share's key.
CREATE TABLE key_shares (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain text NOT NULL CHECK (chain IN ('eip155', 'solana')),
  address text NOT NULL,
  auth_share bytea NOT NULL,
  recovery_ciphertext bytea NOT NULL,
  recovery_kind text NOT NULL CHECK (recovery_kind IN ('prf', 'password')),
  -- JSON: the KDF and its parameters (salt, Argon2id t/m/p) and the AES-GCM nonce.
  recovery_params text NOT NULL,
  created_at bigint NOT NULL,
  rotated_at bigint NOT NULL,
  PRIMARY KEY (user_id, chain)
);
