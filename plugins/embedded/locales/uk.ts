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
} satisfies Partial<Record<EmbeddedMessageKey, string>>
