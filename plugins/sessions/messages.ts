/**
 * The WalletSessions view's messages. The list reads as the embedded wallet's session list
 * does (plugins/embedded), with the same English where the meaning is the same.
 */
export const en = {
  'WalletSessions.title': 'Sessions',
  'WalletSessions.heading': 'Sessions with your wallet',
  'WalletSessions.notOffered': 'Your wallet does not grant sessions on this network.',
  'WalletSessions.none': 'No app can act for this account without asking you.',
  'WalletSessions.failed': 'The sessions could not be read.',
  'WalletSessions.maySend': 'May send up to {amount} to {address} without asking',
  'WalletSessions.mayUse': 'May use the permission “{type}” for {address} without asking',
  'WalletSessions.ends': 'Ends {date}',
  'WalletSessions.revoke': 'Revoke',
  'WalletSessions.revokeLabel': 'Revoke session {number} ({address})',
  'WalletSessions.revoked': 'The session of {app} has ended',
  'WalletSessions.revokeFailed': 'The session could not be revoked.',
} as const

export type SessionsMessageKey = keyof typeof en

export const sessionsMessages = { en } as const
