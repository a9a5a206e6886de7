import type { EmailMessageKey } from '../views/messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'email.label': 'البريد الإلكتروني',
  'email.placeholder': 'البريد الإلكتروني',
  'email.continue': 'المتابعة بالبريد الإلكتروني',
  'email.invalid': 'أدخل عنوان بريد إلكتروني صالحًا.',
  'email.notHeld':
    'لا تحتفظ محفظة البريد الإلكتروني بأي مفاتيح لـ {chains}. لاستخدامها، اربط محفظة أخرى.',
  'email.sentTo': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.codeLegend': 'رمز لمرة واحدة',
  'email.digit': 'الرقم {n} من 6',
  'email.codeHint': 'تنتهي صلاحية الرمز خلال 10 دقائق.',
  'email.resend': 'إعادة إرسال الرمز',
  'email.resendIn': 'إعادة إرسال الرمز بعد {n} ث',
  'email.resent': 'رمز جديد في الطريق.',
  'email.verifying': 'جارٍ التحقق من الرمز…',
  'email.deviceTitle': 'الموافقة على هذا الجهاز',
  'email.deviceText': 'أرسلنا رابطًا إلى {email}. افتحه للموافقة على هذا الجهاز، ثم عُد إلى هنا.',
  'email.deviceWaiting': 'في انتظار الموافقة…',
  'email.newEmail': 'بريد إلكتروني جديد',
  'email.save': 'حفظ',
  'email.currentCode': 'أدخل الرمز الذي أرسلناه إلى بريدك الحالي {email}',
  'email.newCode': 'أدخل الرمز الذي أرسلناه إلى {email}',
  'email.updated': 'تم تحديث البريد الإلكتروني',
  'email.exportIntro':
    'تحتفظ خدمة المحفظة على {origin} بمفاتيحك مشفّرة. عند التصدير تعرضها لك في نافذتها الآمنة: هذه الصفحة لا تراها أبدًا.',
  'email.exportIntroShares':
    'مفاتيحك مقسّمة بين هذا الجهاز وخدمة المحفظة في {origin}. التصدير يعيد بناءها داخل نافذتها الآمنة الخاصة: هذه الصفحة لا تراها أبدًا.',
  'email.exportWarning':
    'من يملك مفاتيحك الخاصة يتحكّم في أموالك. لا تشاركها أبدًا ولا تُدخلها في أي موقع.',
  'email.exportSend': 'إرسال رمز إلى {email}',
  'email.exportCode': 'أدخل الرمز الذي أرسلناه إلى {email} لعرض مفاتيحك',
  'email.exportShown': 'مفاتيحك معروضة في النافذة الآمنة. أغلقها بزر تم أو بمفتاح Escape.',
  'email.signOutEverywhere': 'تسجيل الخروج من كل مكان',
  'EmbeddedSignOutEverywhere.title': 'تسجيل الخروج من كل مكان',
  'email.signOutEverywhereIntro':
    'ينهي هذا جلسات محفظتك على كل جهاز ومتصفح سجّلت الدخول فيه، بما في ذلك هذا الجهاز. لاستخدام المحفظة مرة أخرى، سجّل الدخول من جديد.',
  'email.signOutEverywhereConfirm': 'تسجيل الخروج من جميع الأجهزة',
  'email.signedOutEverywhere': 'تم تسجيل خروجك من جميع الأجهزة',
  'email.signOutEverywhereFailed': 'تعذّر تسجيل الخروج من كل مكان. يُرجى المحاولة مرة أخرى.',
  'email.mailUnavailable': 'تعذّر إرسال البريد الإلكتروني الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
  'email.recoveryIntro':
    'مفتاح محفظتك مقسّم بين هذا الجهاز وخدمة المحفظة: ببريدك الإلكتروني ومفتاح المرور أو كلمة مرور الاسترداد تفتحها على جهاز جديد. لتعيين مفتاح مرور أو كلمة مرور استرداد جديدة، أكّد برمز نرسله إليك. بعدها يتوقف القديم عن العمل.',
  'email.recoveryCode':
    'أدخل الرمز الذي أرسلناه إلى {email}، ثم عيّن مفتاح المرور أو كلمة مرور الاسترداد الجديدة في النافذة الآمنة',
  'email.recoveryTyping': 'عيّن مفتاح المرور أو كلمة مرور الاسترداد الجديدة في النافذة الآمنة.',
  'email.recoveryChanged': 'تم تغيير طريقة الاسترداد',
} satisfies Partial<Record<EmailMessageKey, string>>
