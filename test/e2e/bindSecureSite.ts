// The secure site for a browser test: gangway/testing's test mode (@gangway/secure-site/testing),
// in-process on PGlite in memory on its own loopback origin, its mail in `mailbox` unless a spec
// gives an `smtpUrl`. Its URL must be known before the host pages are served, and theirs before
// its allow-list: bind the port first, start the site once the pages exist. Specs that need no
// more than that take the worker's `secureSite` fixture (./secureSite.ts) instead.
export {
  bindTestSecureSite as bindSecureSite,
  type TestSecureSite as BoundSecureSite,
} from '@gangway/secure-site/testing'
