import type { SocialsMessageKey } from '../views/messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'socials.group': 'سجّل الدخول بحساب اجتماعي',
  'socials.continueWith': 'المتابعة باستخدام {provider}',
  'socials.more': 'خيارات تسجيل دخول أخرى',
  'socials.waiting': 'تابِع في نافذة {provider}',
  'socials.waitingHint': 'سجّل الدخول هناك. ستتابع هذه النافذة من تلقاء نفسها.',
  'socials.connecting': 'جارٍ تسجيل الدخول…',
  'socials.retry': 'إعادة المحاولة',
  'socials.popupClosed': 'أُغلقت نافذة {provider}',
  'socials.signedInWith': 'تم تسجيل الدخول باستخدام {provider}',
  'socials.signedInAs': 'تم تسجيل الدخول باستخدام {provider} باسم {username}',
  'farcaster.qr': 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  'farcaster.scan': 'امسح بهاتفك لتسجيل الدخول باستخدام Farcaster',
  'farcaster.continue': 'تابِع في تطبيق Farcaster',
  'farcaster.hint': 'وافِق على تسجيل الدخول في Farcaster. ستتابع هذه النافذة من تلقاء نفسها.',
  'farcaster.open': 'فتح Farcaster',
  'farcaster.copy': 'نسخ الرابط',
  'farcaster.copied': 'تم نسخ الرابط',
  'farcaster.copyFailed': 'تعذّر نسخ الرابط',
} satisfies Partial<Record<SocialsMessageKey, string>>
