-- Issue 32: a new device proves the recovery password before the server releases the
-- recovery ciphertext, and wrong proofs count against a limit the server enforces.

-- Per share set (the same value on both chains' rows): a digest of the Argon2id output the
-- frame derives from the recovery password (SHA-256 with its own label; the AES key is that
-- output itself). Whoever has it can check a password guess offline, as with the ciphertext
-- beside it; a session without the password cannot read either. NULL: enrolled before
-- checks existed (the ciphertext is released without one).
ALTER TABLE key_shares ADD COLUMN recovery_check bytea;

-- Recovery attempts of a user in the current window (24 h from its first attempt): each
-- attempt is claimed before it is checked; a right password deletes the row.
CREATE TABLE recovery_attempts (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  attempts integer NOT NULL,
  window_started_at bigint NOT NULL
);
