import type { EmbeddedMessageKey } from '../views/messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Тип облікового запису',
  'embedded.smartAccount': 'Смарт-акаунт',
  'embedded.smartAccountHint': 'Об’єднує виклики, газ може оплачувати застосунок',
  'embedded.eoa': 'Обліковий запис із ключем (EOA)',
  'embedded.eoaHint': 'Звичайний ключ для застосунків, яким він потрібен',
  'embedded.balance': 'Баланс {amount}',
  'embedded.switchFailed': 'Не вдалося змінити тип облікового запису.',
  'embedded.switched': 'Тепер використовується: {type}',
  'embedded.sessions': 'Сеанси застосунків',
  'embedded.sessionsNone':
    'Жоден застосунок не може діяти від імені цього акаунта без вашої згоди.',
  'embedded.sessionsFailed': 'Не вдалося прочитати сеанси.',
  'embedded.sessionUnknownApp': 'Застосунок (дозволено деінде)',
  'embedded.sessionMayCall': 'Може викликати {call} у {address} без запиту',
  'embedded.sessionMaySend': 'Може надіслати до {amount} на {address} без запиту',
  'embedded.sessionSpendLimit': 'Може витратити до {amount}',
  'embedded.sessionSpent': 'Витрачено: {amount}',
  'embedded.sessionEnds': 'Завершується {date}',
  'embedded.sessionRevoke': 'Відкликати',
  'embedded.sessionRevokeLabel': 'Відкликати сеанс {app}',
  'embedded.sessionRevoked': 'Сеанс {app} завершено',
  'embedded.sessionRevokeFailed': 'Не вдалося відкликати сеанс.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Неправильне налаштування застосунку',
  'embedded.alertNetworkError': 'Помилка мережі — не вдалося завантажити вбудований гаманець',
  'embedded.alertTimedOut': 'Час очікування запиту до вбудованого гаманця минув',
  'embedded.alertSessionExpired': 'Сеанс завершився',
  'embedded.alertLoadFailed': 'Не вдалося завантажити вхід через електронну пошту',
  'embedded.storageBlocked':
    'Ваш браузер блокує сховище гаманця на цій сторінці, тому вхід не зберігається. Почніть знову й виберіть «Дозволити зберігання», коли гаманець попросить, або дозвольте сторонні файли cookie для цього сайту в налаштуваннях браузера.',
  'embedded.recoveryMethod': 'Змінити спосіб відновлення',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
