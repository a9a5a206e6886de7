import type { EmailMessageKey } from '../views/messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'email.label': 'Эл. почта',
  'email.placeholder': 'Эл. почта',
  'email.continue': 'Продолжить с эл. почтой',
  'email.invalid': 'Введите правильный адрес эл. почты.',
  'email.notHeld':
    'Кошелёк по электронной почте не хранит ключи для {chains}. Чтобы пользоваться ими, подключите другой кошелёк.',
  'email.sentTo': 'Введите код, отправленный на {email}',
  'email.codeLegend': 'Одноразовый код',
  'email.digit': 'Цифра {n} из 6',
  'email.codeHint': 'Код действует 10 минут.',
  'email.resend': 'Отправить код ещё раз',
  'email.resendIn': 'Отправить код ещё раз через {n} с',
  'email.resent': 'Новый код уже в пути.',
  'email.verifying': 'Проверка кода…',
  'email.deviceTitle': 'Подтвердите это устройство',
  'email.deviceText':
    'Мы отправили ссылку на {email}. Откройте её, чтобы подтвердить это устройство, и вернитесь сюда.',
  'email.deviceWaiting': 'Ожидание подтверждения…',
  'email.newEmail': 'Новая почта',
  'email.save': 'Сохранить',
  'email.currentCode': 'Введите код, отправленный на вашу текущую почту {email}',
  'email.newCode': 'Введите код, отправленный на {email}',
  'email.updated': 'Почта изменена',
  'email.exportIntro':
    'Сервис кошелька {origin} хранит ваши ключи в зашифрованном виде. При экспорте он показывает их в своём защищённом окне: эта страница их не видит.',
  'email.exportWarning':
    'Кто владеет вашими закрытыми ключами, тот распоряжается вашими средствами. Никому их не передавайте и не вводите на сайтах.',
  'email.exportSend': 'Отправить код на {email}',
  'email.exportCode': 'Введите код, отправленный на {email}, чтобы увидеть ключи',
  'email.exportShown':
    'Ключи показаны в защищённом окне. Закройте его кнопкой «Готово» или клавишей Escape.',
  'email.signOutEverywhere': 'Выйти везде',
  'EmbeddedSignOutEverywhere.title': 'Выйти везде',
  'email.signOutEverywhereIntro':
    'Это завершит сеансы вашего кошелька на всех устройствах и в браузерах, где вы вошли, включая этот. Чтобы снова пользоваться кошельком, войдите заново.',
  'email.signOutEverywhereConfirm': 'Выйти на всех устройствах',
  'email.signedOutEverywhere': 'Вы вышли на всех устройствах',
  'email.signOutEverywhereFailed': 'Не удалось выйти везде. Попробуйте ещё раз.',
  'email.mailUnavailable': 'Сейчас не удалось отправить письмо. Попробуйте ещё раз чуть позже.',
  'email.recoveryIntro':
    'Ключ вашего кошелька разделён между этим устройством и сервисом кошелька: с вашим e-mail и паролем восстановления он открывается на новом устройстве. Чтобы задать новый пароль восстановления, подтвердите это кодом, который мы отправим. После этого старый пароль перестанет действовать.',
  'email.recoveryCode':
    'Введите код, отправленный на {email}, затем введите новый пароль восстановления в защищённом окне',
  'email.recoveryTyping': 'Введите новый пароль восстановления в защищённом окне.',
  'email.recoveryChanged': 'Пароль восстановления изменён',
} satisfies Partial<Record<EmailMessageKey, string>>
