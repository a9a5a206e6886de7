import type { CosmosMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'İsteği reddettin.',
  'Cosmos.error.wallet': 'Cüzdan isteği tamamlayamadı.',
  'Cosmos.error.chainNotConfigured': 'Bu zincir desteklenmiyor',
  'Cosmos.error.invalidAddress': 'Geçersiz Cosmos adresi.',
  'Cosmos.error.broadcast': 'Ağ işlemi kabul etmedi.',
  'Cosmos.error.insufficientFunds': 'Bakiye yetersiz',
} satisfies Partial<Record<CosmosMessageKey, string>>
