import type { EmbeddedMessageKey } from '../views/messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Accounttype',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Bundelt aanroepen; de app kan het gas betalen',
  'embedded.eoa': 'Sleutelaccount (EOA)',
  'embedded.eoaHint': 'De gewone sleutel, voor apps die hem nodig hebben',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Het accounttype kon niet worden gewijzigd.',
  'embedded.switched': 'Je gebruikt nu je {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
