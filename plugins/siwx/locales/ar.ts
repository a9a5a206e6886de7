import type { SiwxMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'تسجيل الدخول',
  'SIWXSignMessage.heading': 'يحتاج {name} إلى الاتصال بمحفظتك',
  'SIWXSignMessage.text': 'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة وتتابع.',
  'SIWXSignMessage.requiredText':
    'وقّع هذه الرسالة لتثبت أنك تملك هذه المحفظة وتتابع. الإلغاء سيقطع اتصالك.',
  'SIWXSignMessage.account': 'الحساب {address}',
  'SIWXSignMessage.sign': 'توقيع',
  'SIWXSignMessage.cancel': 'إلغاء',
  'SIWXSignMessage.authenticating': 'جارٍ التحقق…',
  'SIWXSignMessage.declined': 'رُفض التوقيع',
  'SIWXSignMessage.declinedBecause': 'رُفض التوقيع: {reason}',
  'SIWXSignMessage.smartAccount': 'قد لا يدعم هذا التطبيق الحسابات الذكية',
  'SIWXSignMessage.initFailed': 'حدثت مشكلة أثناء بدء المصادقة',
  'ConnectingSiwe.verifying': 'وقّعت محفظتك على تسجيل الدخول. جارٍ التحقق من التوقيع…',
  'ConnectingSiwe.retry': 'إعادة المحاولة',
} satisfies Partial<Record<SiwxMessageKey, string>>
