-- Sign In With Farcaster (issue 17). Additive.

-- A channel: the frame asked for a Sign In With Farcaster link; the visitor's Farcaster app
-- signs the message and posts it here (the site is its own relay). The token (stored as
-- SHA-256) is in the link; the nonce is in the message the app signs. Bound to the device that
-- asked, one use, 10 minutes. In the database so any instance can finish it.
CREATE TABLE farcaster_channels (
  token_hash text PRIMARY KEY,
  device_hash text NOT NULL,
  nonce text NOT NULL,
  host_origin text NOT NULL,
  state text NOT NULL DEFAULT 'pending',
  message text,
  signature text,
  fid bigint,
  username text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX farcaster_channels_expiry ON farcaster_channels (expires_at);
