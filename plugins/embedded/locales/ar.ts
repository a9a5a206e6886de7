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
} satisfies Partial<Record<EmbeddedMessageKey, string>>
