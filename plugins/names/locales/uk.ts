import type { NamesMessageKey } from '../messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Виберіть ім’я',
  'RegisterAccountName.label': 'Ім’я',
  'RegisterAccountName.hint': 'Ім’я вказує на вашу адресу. Будь-хто може надсилати на нього кошти.',
  'RegisterAccountName.rule': 'Літери, цифри або дефіс, щонайменше 4 символи',
  'RegisterAccountName.checking': 'Перевірка…',
  'RegisterAccountName.available': '{name} вільне',
  'RegisterAccountName.taken': '{name} уже зайняте',
  'RegisterAccountName.suggestions': 'Варіанти',
  'RegisterAccountName.register': 'Зареєструвати',
  'RegisterAccountName.signing': 'Підпишіть повідомлення в гаманці',
  'RegisterAccountName.notConnected': 'Підключіть гаманець у мережі EVM, щоб зареєструвати ім’я.',
  'RegisterAccountName.invalid': 'Недійсне ім’я: {reason}',
  'RegisterAccountNameSuccess.title': 'Ім’я зареєстровано',
  'RegisterAccountNameSuccess.body': 'Тепер {name} вказує на вашу адресу.',
  'RegisterAccountNameSuccess.done': 'Назад до облікового запису',
  'names.errorResolving': 'Помилка під час визначення імені',
  'names.errorSuggestions': 'Помилка під час завантаження варіантів імен',
  'names.errorForAddress': 'Помилка під час завантаження імен для адреси',
  'names.errorRegistering': 'Помилка під час реєстрації імені {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
