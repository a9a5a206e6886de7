import type { ReceiveMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Adresinin QR kodu',
  'WalletReceive.address': 'Adresin',
  'WalletReceive.copy': 'Adresi kopyala',
  'WalletReceive.copied': 'Adres kopyalandı',
  'WalletReceive.copyFailed': 'Adres kopyalanamadı',
  'WalletReceive.networks': 'Ağlar',
  'WalletReceive.hint': 'Bu adrese yalnızca bu ağlardaki varlıkları gönder.',
  'WalletReceive.notConnected': 'Adresini görmek için bir cüzdan bağla.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
