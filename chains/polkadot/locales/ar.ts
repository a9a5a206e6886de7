import type { PolkadotMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'تفاصيل الرصيد',
  'PolkadotBalance.free': 'متاح',
  'PolkadotBalance.reserved': 'محجوز',
  'PolkadotBalance.frozen': 'مجمّد',
  'PolkadotBalance.deposit': 'الإيداع الوجودي',
  'PolkadotBalance.hint':
    'الرصيد أعلاه هو ما يمكنك إرساله: تبقى الأموال المجمّدة والمحجوزة والإيداع الوجودي في الحساب.',
  'Polkadot.error.rejected': 'رفضتَ الطلب.',
  'Polkadot.error.wallet': 'تعذّر على المحفظة إكمال الطلب.',
  'Polkadot.error.unsupportedMethod': 'هذه المحفظة لا تدعم {method}.',
  'Polkadot.error.chainNotConfigured': 'هذه الشبكة غير مدعومة',
  'Polkadot.error.invalidAddress': 'عنوان Polkadot غير صالح.',
  'Polkadot.error.rpc': 'ردّت الشبكة بخطأ.',
  'Polkadot.error.unsupportedRuntime': 'لا يمكن الإرسال من هذه الشبكة هنا.',
  'Polkadot.error.insufficientFunds': 'الرصيد غير كافٍ.',
  'Polkadot.error.existentialDeposit':
    'سيبقى في الحساب أقل من الإيداع الوجودي البالغ {deposit}: أرسل {maximum} على الأكثر.',
  'Polkadot.error.notFinalized': 'لم يُعتمد التحويل نهائيًا.',
  'Polkadot.error.failed': 'فشل التحويل: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
