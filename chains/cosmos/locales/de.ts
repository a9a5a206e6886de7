import type { CosmosMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Die Anfrage wurde abgelehnt.',
  'Cosmos.error.wallet': 'Die Wallet konnte die Anfrage nicht ausführen.',
  'Cosmos.error.chainNotConfigured': 'Chain wird nicht unterstützt',
  'Cosmos.error.invalidAddress': 'Ungültige Cosmos-Adresse.',
  'Cosmos.error.broadcast': 'Das Netzwerk hat die Transaktion nicht angenommen.',
  'Cosmos.error.insufficientFunds': 'Guthaben reicht nicht aus',
} satisfies Partial<Record<CosmosMessageKey, string>>
