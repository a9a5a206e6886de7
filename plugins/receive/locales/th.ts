import type { ReceiveMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': 'คิวอาร์โค้ดที่อยู่ของคุณ',
  'WalletReceive.address': 'ที่อยู่ของคุณ',
  'WalletReceive.copy': 'คัดลอกที่อยู่',
  'WalletReceive.copied': 'คัดลอกที่อยู่แล้ว',
  'WalletReceive.copyFailed': 'คัดลอกที่อยู่ไม่ได้',
  'WalletReceive.networks': 'เครือข่าย',
  'WalletReceive.hint': 'ส่งเฉพาะสินทรัพย์บนเครือข่ายเหล่านี้มายังที่อยู่นี้',
  'WalletReceive.notConnected': 'เชื่อมต่อวอลเล็ตเพื่อดูที่อยู่ของคุณ',
} satisfies Partial<Record<ReceiveMessageKey, string>>
