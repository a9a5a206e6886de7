import type { EmbeddedMessageKey } from '../views/messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Typ konta',
  'embedded.smartAccount': 'Konto inteligentne',
  'embedded.smartAccountHint': 'Łączy wywołania, a gaz może opłacić aplikacja',
  'embedded.eoa': 'Konto z kluczem (EOA)',
  'embedded.eoaHint': 'Zwykły klucz, dla aplikacji, które go wymagają',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Nie udało się zmienić typu konta.',
  'embedded.switched': 'Używasz teraz: {type}',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
