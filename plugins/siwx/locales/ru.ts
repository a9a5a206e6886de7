import type { SiwxMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Вход',
  'SIWXSignMessage.heading': '{name} хочет подключиться к вашему кошельку',
  'SIWXSignMessage.text':
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк ваш, и продолжить.',
  'SIWXSignMessage.requiredText':
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк ваш, и продолжить. При отмене кошелёк будет отключён.',
  'SIWXSignMessage.account': 'Аккаунт {address}',
  'SIWXSignMessage.sign': 'Подписать',
  'SIWXSignMessage.cancel': 'Отмена',
  'SIWXSignMessage.authenticating': 'Проверка подлинности…',
  'SIWXSignMessage.declined': 'Подпись отклонена',
  'SIWXSignMessage.declinedBecause': 'Подпись отклонена: {reason}',
  'SIWXSignMessage.smartAccount': 'Это приложение может не поддерживать смарт-аккаунты',
  'SIWXSignMessage.initFailed': 'Не удалось запустить проверку подлинности',
  'ConnectingSiwe.verifying': 'Ваш кошелёк подписал вход. Проверяем подпись…',
  'ConnectingSiwe.retry': 'Повторить',
} satisfies Partial<Record<SiwxMessageKey, string>>
