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
  'embedded.sessions': 'เซสชันของแอป',
  'embedded.sessionsNone': 'ไม่มีแอปใดทำรายการแทนบัญชีนี้ได้โดยไม่ถามคุณก่อน',
  'embedded.sessionsFailed': 'ไม่สามารถอ่านเซสชันได้',
  'embedded.sessionUnknownApp': 'แอปหนึ่ง (อนุญาตจากที่อื่น)',
  'embedded.sessionMayCall': 'เรียก {call} บน {address} ได้โดยไม่ต้องถาม',
  'embedded.sessionMaySend': 'ส่งได้สูงสุด {amount} ไปยัง {address} โดยไม่ต้องถาม',
  'embedded.sessionSpendLimit': 'ใช้จ่ายได้สูงสุด {amount}',
  'embedded.sessionSpent': 'ใช้ไปแล้ว: {amount}',
  'embedded.sessionEnds': 'สิ้นสุด {date}',
  'embedded.sessionRevoke': 'เพิกถอน',
  'embedded.sessionRevokeLabel': 'เพิกถอนเซสชันของ {app}',
  'embedded.sessionRevoked': 'เซสชันของ {app} สิ้นสุดแล้ว',
  'embedded.sessionRevokeFailed': 'ไม่สามารถเพิกถอนเซสชันได้',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'การตั้งค่าแอปไม่ถูกต้อง',
  'embedded.alertNetworkError': 'ข้อผิดพลาดเครือข่าย - โหลดกระเป๋าเงินแบบฝังไม่ได้',
  'embedded.alertTimedOut': 'คำขอไปยังกระเป๋าเงินแบบฝังหมดเวลา',
  'embedded.alertSessionExpired': 'เซสชันหมดอายุ',
  'embedded.alertLoadFailed': 'โหลดการเข้าสู่ระบบด้วยอีเมลไม่ได้',
  'embedded.storageBlocked':
    'เบราว์เซอร์ของคุณบล็อกพื้นที่จัดเก็บของวอลเล็ตในหน้านี้ จึงเก็บการลงชื่อเข้าใช้ของคุณไว้ไม่ได้ เริ่มใหม่แล้วเลือก “อนุญาตพื้นที่จัดเก็บ” เมื่อวอลเล็ตถาม หรืออนุญาตคุกกี้ของบุคคลที่สามสำหรับเว็บไซต์นี้ในการตั้งค่าเบราว์เซอร์',
  'embedded.recoveryMethod': 'เปลี่ยนวิธีกู้คืน',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
