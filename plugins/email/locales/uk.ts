import type { EmailMessageKey } from '../views/messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'email.label': 'Ел. пошта',
  'email.placeholder': 'Ел. пошта',
  'email.continue': 'Продовжити з ел. поштою',
  'email.invalid': 'Введіть правильну адресу ел. пошти.',
  'email.notHeld':
    'Гаманець за електронною поштою не зберігає ключі для {chains}. Щоб користуватися ними, підключіть інший гаманець.',
  'email.sentTo': 'Введіть код, надісланий на {email}',
  'email.codeLegend': 'Одноразовий код',
  'email.digit': 'Цифра {n} із 6',
  'email.codeHint': 'Код дійсний 10 хвилин.',
  'email.resend': 'Надіслати код ще раз',
  'email.resendIn': 'Надіслати код ще раз через {n} с',
  'email.resent': 'Новий код уже в дорозі.',
  'email.verifying': 'Перевірка коду…',
  'email.deviceTitle': 'Підтвердьте цей пристрій',
  'email.deviceText':
    'Ми надіслали посилання на {email}. Відкрийте його, щоб підтвердити цей пристрій, і поверніться сюди.',
  'email.deviceWaiting': 'Очікування підтвердження…',
  'email.newEmail': 'Нова пошта',
  'email.save': 'Зберегти',
  'email.currentCode': 'Введіть код, надісланий на вашу поточну пошту {email}',
  'email.newCode': 'Введіть код, надісланий на {email}',
  'email.updated': 'Пошту змінено',
  'email.exportIntro':
    'Сервіс гаманця {origin} зберігає ваші ключі в зашифрованому вигляді. Під час експорту він показує їх у власному захищеному вікні: ця сторінка їх не бачить.',
  'email.exportWarning':
    'Хто має ваші приватні ключі, той розпоряджається вашими коштами. Нікому їх не передавайте й не вводьте на сайтах.',
  'email.exportSend': 'Надіслати код на {email}',
  'email.exportCode': 'Введіть код, надісланий на {email}, щоб побачити ключі',
  'email.exportShown':
    'Ключі показано в захищеному вікні. Закрийте його кнопкою «Готово» або клавішею Escape.',
  'email.signOutEverywhere': 'Вийти всюди',
  'EmbeddedSignOutEverywhere.title': 'Вийти всюди',
  'email.signOutEverywhereIntro':
    'Це завершить сеанси вашого гаманця на всіх пристроях і в браузерах, де ви ввійшли, зокрема на цьому. Щоб знову користуватися гаманцем, увійдіть ще раз.',
  'email.signOutEverywhereConfirm': 'Вийти на всіх пристроях',
  'email.signedOutEverywhere': 'Ви вийшли на всіх пристроях',
  'email.signOutEverywhereFailed': 'Не вдалося вийти всюди. Спробуйте ще раз.',
  'email.mailUnavailable': 'Зараз не вдалося надіслати лист. Спробуйте ще раз трохи згодом.',
  'email.recoveryIntro':
    'Ключ вашого гаманця розділено між цим пристроєм і сервісом гаманця: з вашим e-mail і паролем відновлення він відкривається на новому пристрої. Щоб задати новий пароль відновлення, підтвердьте це кодом, який ми надішлемо. Після цього старий пароль перестане діяти.',
  'email.recoveryCode':
    'Введіть код, надісланий на {email}, а потім новий пароль відновлення в захищеному вікні',
  'email.recoveryTyping': 'Введіть новий пароль відновлення в захищеному вікні.',
  'email.recoveryChanged': 'Пароль відновлення змінено',
} satisfies Partial<Record<EmailMessageKey, string>>
