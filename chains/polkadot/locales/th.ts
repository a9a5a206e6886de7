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
  'Polkadot.error.rejected': 'คุณปฏิเสธคำขอ',
  'Polkadot.error.wallet': 'วอลเล็ตทำคำขอไม่สำเร็จ',
  'Polkadot.error.unsupportedMethod': 'วอลเล็ตนี้ไม่รองรับ {method}',
  'Polkadot.error.chainNotConfigured': 'ไม่รองรับเชนนี้',
  'Polkadot.error.invalidAddress': 'ที่อยู่ Polkadot ไม่ถูกต้อง',
  'Polkadot.error.rpc': 'เครือข่ายตอบกลับเป็นข้อผิดพลาด',
  'Polkadot.error.unsupportedRuntime': 'เครือข่ายนี้ส่งจากที่นี่ไม่ได้',
  'Polkadot.error.insufficientFunds': 'เงินไม่พอ',
  'Polkadot.error.existentialDeposit':
    'บัญชีจะเหลือน้อยกว่าเงินฝากขั้นต่ำของบัญชี {deposit}: ส่งได้สูงสุด {maximum}',
  'Polkadot.error.notFinalized': 'การโอนยังไม่ถูกยืนยันขั้นสุดท้าย',
  'Polkadot.error.failed': 'การโอนล้มเหลว: {reason}',
} satisfies Partial<Record<PolkadotMessageKey, string>>
