import type { EmbeddedMessageKey } from '../views/messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Kontotyp',
  'embedded.smartAccount': 'Smart Account',
  'embedded.smartAccountHint': 'Bündelt Aufrufe, Gas kann die App bezahlen',
  'embedded.eoa': 'Schlüsselkonto (EOA)',
  'embedded.eoaHint': 'Der einfache Schlüssel, für Apps, die ihn brauchen',
  'embedded.balance': 'Guthaben {amount}',
  'embedded.switchFailed': 'Der Kontotyp konnte nicht geändert werden.',
  'embedded.switched': 'Jetzt mit deinem {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
