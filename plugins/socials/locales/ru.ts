import type { SocialsMessageKey } from '../views/messages.js'

/** Russian, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Войти через соцсеть',
  'socials.continueWith': 'Продолжить с {provider}',
  'socials.more': 'Другие способы входа',
  'socials.waiting': 'Продолжите в окне {provider}',
  'socials.waitingHint': 'Войдите там. Это окно продолжит само.',
  'socials.connecting': 'Вход…',
  'socials.retry': 'Повторить',
  'socials.popupClosed': 'Окно {provider} было закрыто',
  'socials.signedInWith': 'Вход выполнен через {provider}',
  'socials.signedInAs': 'Вход через {provider} как {username}',
  'farcaster.qr': 'QR-код для входа через Farcaster',
  'farcaster.scan': 'Отсканируйте телефоном, чтобы войти через Farcaster',
  'farcaster.continue': 'Продолжите в приложении Farcaster',
  'farcaster.hint': 'Подтвердите вход в Farcaster. Это окно продолжит само.',
  'farcaster.open': 'Открыть Farcaster',
  'farcaster.copy': 'Копировать ссылку',
  'farcaster.copied': 'Ссылка скопирована',
  'farcaster.copyFailed': 'Не удалось скопировать ссылку',
} satisfies Partial<Record<SocialsMessageKey, string>>
