-- Self-hosted names (issue 21): `<label>.<parent>` names, answered to ENS clients through the
-- CCIP-Read gateway. One row per name; the address is stored per ENSIP-11 coin type.
CREATE TABLE names (
  label text PRIMARY KEY,
  address text NOT NULL,
  coin_type bigint NOT NULL,
  avatar text,
  created_at bigint NOT NULL
);
CREATE INDEX names_address ON names (address);

-- Signed registration and release messages already used (by the signature's hash), so a
-- captured message cannot be replayed; kept past the messages' 10-minute validity.
CREATE TABLE name_messages (
  signature_hash text PRIMARY KEY,
  used_at bigint NOT NULL
);
