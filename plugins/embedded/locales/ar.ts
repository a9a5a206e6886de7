import type { EmbeddedMessageKey } from '../views/messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'نوع الحساب',
  'embedded.smartAccount': 'حساب ذكي',
  'embedded.smartAccountHint': 'يجمع الاستدعاءات، ويمكن للتطبيق دفع رسوم الغاز',
  'embedded.eoa': 'حساب بمفتاح (EOA)',
  'embedded.eoaHint': 'المفتاح العادي، للتطبيقات التي تحتاجه',
  'embedded.balance': 'الرصيد {amount}',
  'embedded.switchFailed': 'تعذّر تغيير نوع الحساب.',
  'embedded.switched': 'تستخدم الآن {type}',
  'embedded.sessions': 'جلسات التطبيقات',
  'embedded.sessionsNone': 'لا يمكن لأي تطبيق التصرف نيابة عن هذا الحساب دون أن يسألك.',
  'embedded.sessionsFailed': 'تعذّرت قراءة الجلسات.',
  'embedded.sessionUnknownApp': 'تطبيق (مُنح الإذن في مكان آخر)',
  'embedded.sessionMayCall': 'يمكنه استدعاء {call} على {address} دون أن يسأل',
  'embedded.sessionMaySend': 'يمكنه إرسال ما يصل إلى {amount} إلى {address} دون أن يسأل',
  'embedded.sessionSpendLimit': 'يمكنه إنفاق ما يصل إلى {amount}',
  'embedded.sessionSpent': 'المُنفَق حتى الآن: {amount}',
  'embedded.sessionEnds': 'تنتهي في {date}',
  'embedded.sessionRevoke': 'إلغاء',
  'embedded.sessionRevokeLabel': 'إلغاء جلسة {app}',
  'embedded.sessionRevoked': 'انتهت جلسة {app}',
  'embedded.sessionRevokeFailed': 'تعذّر إلغاء الجلسة.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'إعداد التطبيق غير صالح',
  'embedded.alertNetworkError': 'خطأ في الشبكة - تعذّر تحميل المحفظة المدمجة',
  'embedded.alertTimedOut': 'انتهت مهلة طلب المحفظة المدمجة',
  'embedded.alertSessionExpired': 'انتهت الجلسة',
  'embedded.alertLoadFailed': 'تعذّر تحميل تسجيل الدخول بالبريد الإلكتروني',
  'embedded.storageBlocked':
    'يحظر متصفحك تخزين المحفظة في هذه الصفحة، لذا لا يمكنها الاحتفاظ بتسجيل دخولك. ابدأ من جديد واختر «السماح بالتخزين» عندما تطلب المحفظة ذلك، أو اسمح بملفات تعريف الارتباط التابعة لجهات خارجية لهذا الموقع في إعدادات المتصفح.',
  'embedded.recoveryMethod': 'تغيير طريقة الاسترداد',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
