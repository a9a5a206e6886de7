import type { SocialsMessageKey } from '../views/messages.js'

/** Hebrew, loaded only when the locale asks for it. */
export default {
  'socials.group': 'התחברות עם חשבון חברתי',
  'socials.continueWith': 'להמשיך עם {provider}',
  'socials.more': 'אפשרויות התחברות נוספות',
  'socials.waiting': 'להמשיך בחלון של {provider}',
  'socials.waitingHint': 'יש להתחבר שם. החלון הזה ימשיך מעצמו.',
  'socials.connecting': 'מתחבר…',
  'socials.retry': 'לנסות שוב',
  'socials.popupClosed': 'החלון של {provider} נסגר',
  'socials.signedInWith': 'מחובר עם {provider}',
  'socials.signedInAs': 'מחובר עם {provider} בתור {username}',
  'farcaster.qr': 'קוד QR להתחברות עם Farcaster',
  'farcaster.scan': 'יש לסרוק בטלפון כדי להתחבר עם Farcaster',
  'farcaster.continue': 'להמשיך באפליקציית Farcaster',
  'farcaster.hint': 'יש לאשר את ההתחברות ב-Farcaster. החלון הזה ימשיך מעצמו.',
  'farcaster.open': 'פתיחת Farcaster',
  'farcaster.copy': 'העתקת הקישור',
  'farcaster.copied': 'הקישור הועתק',
  'farcaster.copyFailed': 'לא ניתן להעתיק את הקישור',
} satisfies Partial<Record<SocialsMessageKey, string>>
