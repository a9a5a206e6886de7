import type { WalletConnectMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Отсканируйте в {name}',
  'ConnectingWalletConnect.continue': 'Продолжите в {name}',
  'ConnectingWalletConnect.hint':
    'Откройте кошелёк на телефоне и отсканируйте код, чтобы подключиться.',
  'ConnectingWalletConnect.qr': 'QR-код для подключения {name}',
  'ConnectingWalletConnect.copy': 'Копировать ссылку',
  'ConnectingWalletConnect.copied': 'Ссылка скопирована',
  'ConnectingWalletConnect.copyFailed': 'Не удалось скопировать ссылку',
  'ConnectingWalletConnect.open': 'Открыть {name}',
  'ConnectingWalletConnect.connecting': 'Подключение…',
  'ConnectingWalletConnect.relayError': 'WalletConnect недоступен',
  'ConnectingWalletConnect.relayHint':
    'Ретранслятор не ответил. Проверьте подключение и попробуйте снова.',
  'ConnectingWalletConnect.declined': 'Подключение отклонено',
  'ConnectingWalletConnect.failed': 'Не удалось подключиться',
  'ConnectingWalletConnect.noChain':
    'Кошелёк не предоставил ни одной из сетей, которые использует этот сайт. Добавьте сеть в кошельке или подключите другой кошелёк.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
