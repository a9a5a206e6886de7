import type { ConnectMethod } from 'gangway/kernel'

/**
 * Places in the core views a plugin fills by registering a view under the slot's name
 * (`views: { [slots.accountAvatar]: () => import('./Avatar.js') }`). The view receives
 * `ViewProps` whose `data` is `{ connection }` (`{ connector }` for a connector icon); the
 * core view shows its own content when no plugin fills the slot.
 */
export const slots = {
  /** The avatar on Account. */
  accountAvatar: 'AccountAvatar',
  /** The name shown instead of the truncated address on Account. */
  accountName: 'AccountName',
  /** A line under the address on Account: how the visitor signed in (e.g. a social login). */
  accountLogin: 'AccountLogin',
  /** Account's tabs. */
  accountTokens: 'AccountTokens',
  accountNfts: 'AccountNfts',
  accountActivity: 'AccountActivity',
  /**
   * Below Account's head: the connected wallet's own account settings (the embedded
   * wallet's account-type switch, its sessions). `data` adds `connectorId`.
   */
  accountSettings: 'AccountSettings',
  /** ApproveTransaction's content when a wallet approves inside its own frame (embedded). */
  approveTransactionFrame: 'ApproveTransaction:frame',
} as const

/** A connect method's own form on Connect (e.g. `Connect:email`, the e-mail field). */
export function connectMethodSlot(method: ConnectMethod): `Connect:${ConnectMethod}` {
  return `Connect:${method}`
}

/**
 * Under Account's balance: a chain's own account detail, for the connection's namespace (e.g.
 * `AccountBalance:polkadot`, free, reserved and frozen). `data` is Account's slot data.
 */
export function accountBalanceSlot(namespace: string): `AccountBalance:${string}` {
  return `AccountBalance:${namespace}`
}

/** The slot for one connector's icon in the wallet lists, e.g. `ConnectorIcon:walletConnect`. */
export function connectorIconSlot(connectorId: string): `ConnectorIcon:${string}` {
  return `ConnectorIcon:${connectorId}`
}
