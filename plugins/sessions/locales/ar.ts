import type { SessionsMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'الجلسات',
  'WalletSessions.heading': 'الجلسات مع محفظتك',
  'WalletSessions.notOffered': 'لا تمنح محفظتك جلسات على هذه الشبكة.',
  'WalletSessions.none': 'لا يمكن لأي تطبيق التصرف نيابة عن هذا الحساب دون أن يسألك.',
  'WalletSessions.failed': 'تعذّرت قراءة الجلسات.',
  'WalletSessions.maySend': 'يمكنه إرسال ما يصل إلى {amount} إلى {address} دون أن يسأل',
  'WalletSessions.mayUse': 'يمكنه استخدام الإذن "{type}" لـ {address} دون أن يسألك',
  'WalletSessions.ends': 'تنتهي في {date}',
  'WalletSessions.revoke': 'إلغاء',
  'WalletSessions.revokeLabel': 'إلغاء الجلسة {number} ({address})',
  'WalletSessions.revoked': 'انتهت جلسة {app}',
  'WalletSessions.revokeFailed': 'تعذّر إلغاء الجلسة.',
} satisfies Record<SessionsMessageKey, string>
