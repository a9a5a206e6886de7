import type { SessionsMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Сеансы',
  'WalletSessions.heading': 'Сеансы с вашим кошельком',
  'WalletSessions.notOffered': 'Ваш кошелёк не выдаёт сеансы в этой сети.',
  'WalletSessions.none':
    'Ни одно приложение не может действовать от имени этого аккаунта без вашего согласия.',
  'WalletSessions.failed': 'Не удалось прочитать сеансы.',
  'WalletSessions.maySend': 'Может отправить до {amount} на {address} без запроса',
  'WalletSessions.mayUse': 'Может без запроса использовать разрешение «{type}» для {address}',
  'WalletSessions.ends': 'Заканчивается {date}',
  'WalletSessions.revoke': 'Отозвать',
  'WalletSessions.revokeLabel': 'Отозвать сеанс {number} ({address})',
  'WalletSessions.revoked': 'Сеанс {app} завершён',
  'WalletSessions.revokeFailed': 'Не удалось отозвать сеанс.',
} satisfies Record<SessionsMessageKey, string>
