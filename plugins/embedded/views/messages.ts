import type { Kernel } from 'gangway/kernel'
import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

const en = {
  'embedded.accountType': 'Account type',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Batches calls, can have its gas paid by the app',
  'embedded.eoa': 'Key account (EOA)',
  'embedded.eoaHint': 'The plain key, for apps that need it',
  'embedded.balance': 'Balance {amount}',
  'embedded.switchFailed': 'The account type could not be changed.',
  'embedded.switched': 'Now using your {type}',
} as const

const de: Partial<Record<keyof typeof en, string>> = {
  'embedded.accountType': 'Kontotyp',
  'embedded.smartAccount': 'Smart Account',
  'embedded.smartAccountHint': 'Bündelt Aufrufe, Gas kann die App bezahlen',
  'embedded.eoa': 'Schlüsselkonto (EOA)',
  'embedded.eoaHint': 'Der einfache Schlüssel, für Apps, die ihn brauchen',
  'embedded.balance': 'Guthaben {amount}',
  'embedded.switchFailed': 'Der Kontotyp konnte nicht geändert werden.',
  'embedded.switched': 'Jetzt mit deinem {type}',
}

export type EmbeddedText = PluginText<keyof typeof en>

export function createEmbeddedText(t: Translate, kernel: Kernel): EmbeddedText {
  return createPluginText({ t, locale: kernel.options.locale, messages: { en, de } })
}
