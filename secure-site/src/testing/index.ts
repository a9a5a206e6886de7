// @gangway/secure-site/testing: the secure site in test mode for a dapp's tests (in-process,
// PGlite in memory, mail caught in a mailbox). Its own entry: nothing here reaches a page.
export {
  bindTestSecureSite,
  loopbackOrigins,
  type TestSecureSite,
  type TestSecureSiteOptions,
} from './bindTestSecureSite.js'
export { type CapturedMail, createMailbox, type Mailbox } from './createMailbox.js'
export { startTestSecureSite } from './startTestSecureSite.js'
