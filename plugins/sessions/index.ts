// gangway/sessions: the eager descriptor only; the WalletSessions view loads on first use.
export { type SessionsPlugin, sessions } from './sessions.js'
