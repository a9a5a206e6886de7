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
} satisfies Partial<Record<EmbeddedMessageKey, string>>
