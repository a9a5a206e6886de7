import type { SiwxMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Вхід',
  'SIWXSignMessage.heading': '{name} хоче підключитися до вашого гаманця',
  'SIWXSignMessage.text':
    'Підпишіть це повідомлення, щоб підтвердити, що гаманець ваш, і продовжити.',
  'SIWXSignMessage.requiredText':
    'Підпишіть це повідомлення, щоб підтвердити, що гаманець ваш, і продовжити. Якщо скасуєте, гаманець буде від’єднано.',
  'SIWXSignMessage.account': 'Обліковий запис {address}',
  'SIWXSignMessage.sign': 'Підписати',
  'SIWXSignMessage.cancel': 'Скасувати',
  'SIWXSignMessage.authenticating': 'Автентифікація…',
  'SIWXSignMessage.declined': 'Підпис відхилено',
  'SIWXSignMessage.declinedBecause': 'Підпис відхилено: {reason}',
  'SIWXSignMessage.smartAccount': 'Цей застосунок може не підтримувати смарт-акаунти',
  'SIWXSignMessage.initFailed': 'Під час запуску автентифікації сталася помилка',
  'ConnectingSiwe.verifying': 'Ваш гаманець підписав вхід. Перевіряємо підпис…',
  'ConnectingSiwe.retry': 'Спробувати ще раз',
} satisfies Partial<Record<SiwxMessageKey, string>>
