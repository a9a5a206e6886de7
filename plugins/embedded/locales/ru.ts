import type { EmbeddedMessageKey } from '../views/messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Тип аккаунта',
  'embedded.smartAccount': 'Смарт-аккаунт',
  'embedded.smartAccountHint': 'Объединяет вызовы, газ может оплачивать приложение',
  'embedded.eoa': 'Аккаунт с ключом (EOA)',
  'embedded.eoaHint': 'Обычный ключ для приложений, которым он нужен',
  'embedded.balance': 'Баланс {amount}',
  'embedded.switchFailed': 'Не удалось сменить тип аккаунта.',
  'embedded.switched': 'Теперь используется: {type}',
  'embedded.sessions': 'Сеансы приложений',
  'embedded.sessionsNone':
    'Ни одно приложение не может действовать от имени этого аккаунта без вашего согласия.',
  'embedded.sessionsFailed': 'Не удалось прочитать сеансы.',
  'embedded.sessionUnknownApp': 'Приложение (разрешено в другом месте)',
  'embedded.sessionMayCall': 'Может вызывать {call} в {address} без запроса',
  'embedded.sessionMaySend': 'Может отправить до {amount} на {address} без запроса',
  'embedded.sessionSpendLimit': 'Может потратить до {amount}',
  'embedded.sessionSpent': 'Потрачено: {amount}',
  'embedded.sessionEnds': 'Заканчивается {date}',
  'embedded.sessionRevoke': 'Отозвать',
  'embedded.sessionRevokeLabel': 'Отозвать сеанс {app}',
  'embedded.sessionRevoked': 'Сеанс {app} завершён',
  'embedded.sessionRevokeFailed': 'Не удалось отозвать сеанс.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Неверная настройка приложения',
  'embedded.alertNetworkError': 'Ошибка сети — не удалось загрузить встроенный кошелёк',
  'embedded.alertTimedOut': 'Время ожидания запроса к встроенному кошельку истекло',
  'embedded.alertSessionExpired': 'Сеанс истёк',
  'embedded.alertLoadFailed': 'Не удалось загрузить вход по электронной почте',
  'embedded.storageBlocked':
    'Ваш браузер блокирует хранилище кошелька на этой странице, поэтому вход не сохраняется. Начните заново и выберите «Разрешить хранение», когда кошелёк попросит, или разрешите сторонние файлы cookie для этого сайта в настройках браузера.',
  'embedded.recoveryMethod': 'Сменить способ восстановления',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
