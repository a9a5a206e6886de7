import type { ReceiveMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR-код вашої адреси',
  'WalletReceive.address': 'Ваша адреса',
  'WalletReceive.copy': 'Копіювати адресу',
  'WalletReceive.copied': 'Адресу скопійовано',
  'WalletReceive.copyFailed': 'Не вдалося скопіювати адресу',
  'WalletReceive.networks': 'Мережі',
  'WalletReceive.hint': 'Надсилайте на цю адресу лише активи в цих мережах.',
  'WalletReceive.notConnected': 'Підключіть гаманець, щоб побачити свою адресу.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
