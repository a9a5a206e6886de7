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
} satisfies Partial<Record<PolkadotMessageKey, string>>
