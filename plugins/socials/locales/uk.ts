import type { SocialsMessageKey } from '../views/messages.js'

/** Ukrainian, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Увійти через соцмережу',
  'socials.continueWith': 'Продовжити з {provider}',
  'socials.more': 'Інші способи входу',
  'socials.waiting': 'Продовжте у вікні {provider}',
  'socials.waitingHint': 'Увійдіть там. Це вікно продовжить саме.',
  'socials.connecting': 'Вхід…',
  'socials.retry': 'Спробувати ще раз',
  'socials.popupClosed': 'Вікно {provider} закрито',
  'socials.signedInWith': 'Вхід через {provider}',
  'socials.signedInAs': 'Вхід через {provider} як {username}',
  'farcaster.qr': 'QR-код для входу через Farcaster',
  'farcaster.scan': 'Відскануйте телефоном, щоб увійти через Farcaster',
  'farcaster.continue': 'Продовжте в застосунку Farcaster',
  'farcaster.hint': 'Підтвердьте вхід у Farcaster. Це вікно продовжить саме.',
  'farcaster.open': 'Відкрити Farcaster',
  'farcaster.copy': 'Копіювати посилання',
  'farcaster.copied': 'Посилання скопійовано',
  'farcaster.copyFailed': 'Не вдалося скопіювати посилання',
} satisfies Partial<Record<SocialsMessageKey, string>>
