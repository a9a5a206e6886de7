import type { EmbeddedMessageKey } from '../views/messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo di account',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Raggruppa le chiamate; il gas può pagarlo l’app',
  'embedded.eoa': 'Account a chiave (EOA)',
  'embedded.eoaHint': 'La chiave semplice, per le app che ne hanno bisogno',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Impossibile cambiare il tipo di account.',
  'embedded.switched': 'Ora usi il tuo {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
