import type { SessionsMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Сеанси',
  'WalletSessions.heading': 'Сеанси з вашим гаманцем',
  'WalletSessions.notOffered': 'Ваш гаманець не надає сеансів у цій мережі.',
  'WalletSessions.none': 'Жоден застосунок не може діяти від імені цього акаунта без вашої згоди.',
  'WalletSessions.failed': 'Не вдалося прочитати сеанси.',
  'WalletSessions.maySend': 'Може надіслати до {amount} на {address} без запиту',
  'WalletSessions.mayUse': 'Може без запиту використовувати дозвіл «{type}» для {address}',
  'WalletSessions.ends': 'Завершується {date}',
  'WalletSessions.revoke': 'Відкликати',
  'WalletSessions.revokeLabel': 'Відкликати сеанс {number} ({address})',
  'WalletSessions.revoked': 'Сеанс {app} завершено',
  'WalletSessions.revokeFailed': 'Не вдалося відкликати сеанс.',
} satisfies Record<SessionsMessageKey, string>
