import type { EmbeddedMessageKey } from '../views/messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'ประเภทบัญชี',
  'embedded.smartAccount': 'สมาร์ทแอคเคานต์',
  'embedded.smartAccountHint': 'รวมการเรียกหลายรายการ และแอปจ่ายค่าแก๊สให้ได้',
  'embedded.eoa': 'บัญชีคีย์ (EOA)',
  'embedded.eoaHint': 'คีย์แบบธรรมดา สำหรับแอปที่ต้องใช้',
  'embedded.balance': 'ยอดคงเหลือ {amount}',
  'embedded.switchFailed': 'เปลี่ยนประเภทบัญชีไม่ได้',
  'embedded.switched': 'ตอนนี้ใช้{type}ของคุณ',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
