import type { ReceiveMessageKey } from '../messages.js'

/** Polish, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'Kod QR Twojego adresu',
  'WalletReceive.address': 'Twój adres',
  'WalletReceive.copy': 'Kopiuj adres',
  'WalletReceive.copied': 'Skopiowano adres',
  'WalletReceive.copyFailed': 'Nie udało się skopiować adresu',
  'WalletReceive.networks': 'Sieci',
  'WalletReceive.hint': 'Wysyłaj na ten adres tylko aktywa z tych sieci.',
  'WalletReceive.notConnected': 'Połącz portfel, aby zobaczyć swój adres.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
