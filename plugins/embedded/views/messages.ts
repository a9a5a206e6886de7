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
} as const

export type EmbeddedMessageKey = keyof typeof en

export type EmbeddedText = PluginText<keyof typeof en>

export function createEmbeddedText(t: Translate, kernel: Kernel): EmbeddedText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en } })
}
