// gangway/receive: the eager descriptor only; the WalletReceive view loads on first use.
export { type ReceivePlugin, receive } from './receive.js'
