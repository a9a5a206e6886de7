import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

export const en = {
  'embedded.accountType': 'Account type',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Batches calls, can have its gas paid by the app',
  'embedded.eoa': 'Key account (EOA)',
  'embedded.eoaHint': 'The plain key, for apps that need it',
  'embedded.balance': 'Balance {amount}',
  'embedded.switchFailed': 'The account type could not be changed.',
  'embedded.switched': 'Now using your {type}',
  'embedded.sessions': 'App sessions',
  'embedded.sessionsNone': 'No app can act for this account without asking you.',
  'embedded.sessionsFailed': 'The sessions could not be read.',
  'embedded.sessionUnknownApp': 'An app (granted elsewhere)',
  'embedded.sessionMayCall': 'May call {call} on {address} without asking',
  'embedded.sessionMaySend': 'May send up to {amount} to {address} without asking',
  'embedded.sessionSpendLimit': 'Can spend up to {amount}',
  'embedded.sessionSpent': 'Spent so far: {amount}',
  'embedded.sessionEnds': 'Ends {date}',
  'embedded.sessionRevoke': 'Revoke',
  'embedded.sessionRevokeLabel': 'Revoke the session of {app}',
  'embedded.sessionRevoked': 'The session of {app} has ended',
  'embedded.sessionRevokeFailed': 'The session could not be revoked.',
  'embedded.recoveryMethod': 'Change recovery method',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Invalid App Configuration',
  'embedded.alertNetworkError': 'Network Error - Could not load embedded wallet',
  'embedded.alertTimedOut': 'Embedded Wallet Request Timed Out',
  'embedded.alertSessionExpired': 'Session Expired',
  'embedded.alertLoadFailed': 'Unable to load email login dependency',
  'embedded.storageBlocked':
    "Your browser blocks the wallet's storage on this page, so it cannot keep your sign-in. Start again and choose “Allow storage” when the wallet asks, or allow third-party cookies for this site in your browser's settings.",
} as const

export type EmbeddedMessageKey = keyof typeof en

export type EmbeddedText = PluginText<keyof typeof en>

export function createEmbeddedText(t: Translate, kernel: Kernel): EmbeddedText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en } })
}
