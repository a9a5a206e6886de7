import type { NamesMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'اختر اسمك',
  'RegisterAccountName.label': 'الاسم',
  'RegisterAccountName.hint': 'يشير اسمك إلى عنوانك، ويمكن لأي شخص الإرسال إليه.',
  'RegisterAccountName.rule': 'استخدم الحروف أو الأرقام أو الشرطة، 4 أحرف على الأقل',
  'RegisterAccountName.checking': 'جارٍ التحقق…',
  'RegisterAccountName.available': '{name} متاح',
  'RegisterAccountName.taken': '{name} محجوز بالفعل',
  'RegisterAccountName.suggestions': 'اقتراحات',
  'RegisterAccountName.register': 'تسجيل',
  'RegisterAccountName.signing': 'وقّع الرسالة في محفظتك',
  'RegisterAccountName.notConnected': 'اربط محفظة على شبكة EVM لتسجيل اسم.',
  'RegisterAccountName.invalid': 'اسم غير صالح: {reason}',
  'RegisterAccountNameSuccess.title': 'تم تسجيل الاسم',
  'RegisterAccountNameSuccess.body': 'أصبح {name} يشير الآن إلى عنوانك.',
  'RegisterAccountNameSuccess.done': 'العودة إلى الحساب',
  'names.errorResolving': 'خطأ في تحليل الاسم',
  'names.errorSuggestions': 'خطأ في جلب اقتراحات الأسماء',
  'names.errorForAddress': 'خطأ في جلب أسماء العنوان',
  'names.errorRegistering': 'خطأ في تسجيل الاسم {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
