import type { CosmosMessageKey } from '../messages.js'

/** Arabic, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'رفضتَ الطلب.',
  'Cosmos.error.wallet': 'تعذّر على المحفظة إكمال الطلب.',
  'Cosmos.error.chainNotConfigured': 'هذه الشبكة غير مدعومة',
  'Cosmos.error.invalidAddress': 'عنوان Cosmos غير صالح.',
  'Cosmos.error.broadcast': 'لم تقبل الشبكة المعاملة.',
  'Cosmos.error.insufficientFunds': 'الرصيد لا يكفي',
} satisfies Partial<Record<CosmosMessageKey, string>>
