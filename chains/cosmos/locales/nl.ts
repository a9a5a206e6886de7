import type { CosmosMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'Je hebt het verzoek geweigerd.',
  'Cosmos.error.wallet': 'De wallet kon het verzoek niet uitvoeren.',
  'Cosmos.error.chainNotConfigured': 'Deze chain wordt niet ondersteund',
  'Cosmos.error.invalidAddress': 'Ongeldig Cosmos-adres.',
  'Cosmos.error.broadcast': 'Het netwerk heeft de transactie niet geaccepteerd.',
  'Cosmos.error.insufficientFunds': 'Onvoldoende tegoed',
} satisfies Partial<Record<CosmosMessageKey, string>>
