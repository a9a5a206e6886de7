import type { WalletConnectMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'Скануйте в {name}',
  'ConnectingWalletConnect.continue': 'Продовжте в {name}',
  'ConnectingWalletConnect.hint':
    'Відкрийте гаманець на телефоні та відскануйте код, щоб підключитися.',
  'ConnectingWalletConnect.qr': 'QR-код для підключення {name}',
  'ConnectingWalletConnect.copy': 'Копіювати посилання',
  'ConnectingWalletConnect.copied': 'Посилання скопійовано',
  'ConnectingWalletConnect.copyFailed': 'Не вдалося скопіювати посилання',
  'ConnectingWalletConnect.open': 'Відкрити {name}',
  'ConnectingWalletConnect.connecting': 'Підключення…',
  'ConnectingWalletConnect.relayError': 'WalletConnect недоступний',
  'ConnectingWalletConnect.relayHint':
    'Ретранслятор не відповів. Перевірте з’єднання та спробуйте ще раз.',
  'ConnectingWalletConnect.declined': 'Підключення відхилено',
  'ConnectingWalletConnect.failed': 'Не вдалося підключитися',
  'ConnectingWalletConnect.noChain':
    'Гаманець не надав жодної з мереж, які використовує цей сайт. Додайте мережу в гаманці або підключіть інший гаманець.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
