import type { ReceiveMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'QR-код вашего адреса',
  'WalletReceive.address': 'Ваш адрес',
  'WalletReceive.copy': 'Копировать адрес',
  'WalletReceive.copied': 'Адрес скопирован',
  'WalletReceive.copyFailed': 'Не удалось скопировать адрес',
  'WalletReceive.networks': 'Сети',
  'WalletReceive.hint': 'Отправляйте на этот адрес только активы в этих сетях.',
  'WalletReceive.notConnected': 'Подключите кошелёк, чтобы увидеть свой адрес.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
