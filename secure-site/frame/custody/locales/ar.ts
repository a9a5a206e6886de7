import type { CustodyMessageKey } from '../custodyMessages.js'

/** Arabic: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'أمّن محفظتك',
  migrateBody:
    'لم يعد هذا الموقع يحتفظ بمفتاح محفظتك: صار مقسّمًا بين هذا الجهاز والموقع وكلمة مرور استرداد تضعها هنا. العنوان نفسه والأموال نفسها.',
  migrateAction: 'تأمين محفظتي',
  passkeySetTitle: 'احمِ محفظتك',
  passkeySetBody: 'بمفتاح مرور وبريدك الإلكتروني تفتح هذه المحفظة على جهاز جديد.',
  passkeyCreate: 'أنشئ مفتاح مرور',
  passkeyOrPassword: 'أو عيّن كلمة مرور استرداد',
  migratePasskeyBody:
    'لم يعد هذا الموقع يحتفظ بمفتاح محفظتك: صار مقسّمًا بين هذا الجهاز والموقع ومفتاح مرور (أو كلمة مرور استرداد) تضعه هنا. العنوان نفسه والأموال نفسها.',
  passkeyOfferHint: 'لا كلمة مرور لتتذكرها: يفتح مفتاح المرور المحفظة على جهاز جديد.',
  passkeyTitle: 'افتح محفظتك بمفتاح المرور',
  passkeyBody:
    'لا يملك هذا الجهاز أي جزء من محفظتك بعد: يفتحها مفتاح المرور هنا، ثم يحتفظ هذا الجهاز بجزء خاص به.',
  passkeyAction: 'استخدام مفتاح المرور',
  passkeyNoPrf:
    'لا يستطيع مفتاح المرور هذا حماية محفظتك: فهو لا يدعم امتداد PRF. ضع كلمة مرور للاسترداد بدلًا من ذلك.',
  passkeyFailed: 'لم يستجب مفتاح المرور. حاول مجددًا أو ألغِ.',
  passkeyUnusable: 'مفتاح المرور هذا لا يفتح هذه المحفظة. استخدم المفتاح الذي أنشأته لها.',
  passkeyWrong: 'مفتاح المرور هذا لا يفتح هذه المحفظة. المحاولات المتبقية: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
