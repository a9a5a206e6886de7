import type { NamesMessageKey } from '../messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Выберите имя',
  'RegisterAccountName.label': 'Имя',
  'RegisterAccountName.hint':
    'Имя указывает на ваш адрес. Любой может отправлять на него средства.',
  'RegisterAccountName.rule': 'Буквы, цифры или дефис, не меньше 4 символов',
  'RegisterAccountName.checking': 'Проверка…',
  'RegisterAccountName.available': '{name} свободно',
  'RegisterAccountName.taken': '{name} уже занято',
  'RegisterAccountName.suggestions': 'Варианты',
  'RegisterAccountName.register': 'Зарегистрировать',
  'RegisterAccountName.signing': 'Подпишите сообщение в кошельке',
  'RegisterAccountName.notConnected': 'Подключите кошелёк в сети EVM, чтобы зарегистрировать имя.',
  'RegisterAccountName.invalid': 'Недопустимое имя: {reason}',
  'RegisterAccountNameSuccess.title': 'Имя зарегистрировано',
  'RegisterAccountNameSuccess.body': 'Теперь {name} указывает на ваш адрес.',
  'RegisterAccountNameSuccess.done': 'Назад к аккаунту',
  'names.errorResolving': 'Ошибка при разрешении имени',
  'names.errorSuggestions': 'Ошибка при загрузке вариантов имён',
  'names.errorForAddress': 'Ошибка при загрузке имён для адреса',
  'names.errorRegistering': 'Ошибка при регистрации имени {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
