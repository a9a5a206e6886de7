import type { CosmosMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'คุณปฏิเสธคำขอ',
  'Cosmos.error.wallet': 'วอลเล็ตทำคำขอไม่สำเร็จ',
  'Cosmos.error.chainNotConfigured': 'ไม่รองรับเชนนี้',
  'Cosmos.error.invalidAddress': 'ที่อยู่ Cosmos ไม่ถูกต้อง',
  'Cosmos.error.broadcast': 'เครือข่ายไม่ยอมรับธุรกรรม',
  'Cosmos.error.insufficientFunds': 'ยอดเงินไม่พอ',
} satisfies Partial<Record<CosmosMessageKey, string>>
