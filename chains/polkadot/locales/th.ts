import type { PolkadotMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'รายละเอียดยอดคงเหลือ',
  'PolkadotBalance.free': 'ว่าง',
  'PolkadotBalance.reserved': 'สำรองไว้',
  'PolkadotBalance.frozen': 'ถูกระงับ',
  'PolkadotBalance.deposit': 'เงินฝากขั้นต่ำของบัญชี',
  'PolkadotBalance.hint':
    'ยอดคงเหลือด้านบนคือจำนวนที่คุณส่งได้ เงินที่ถูกระงับและสำรองไว้ รวมถึงเงินฝากขั้นต่ำของบัญชีจะยังอยู่ในบัญชี',
} satisfies Partial<Record<PolkadotMessageKey, string>>
