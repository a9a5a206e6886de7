import type { SiwxMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'ลงชื่อเข้าใช้',
  'SIWXSignMessage.heading': '{name} ต้องการเชื่อมต่อกับวอลเล็ตของคุณ',
  'SIWXSignMessage.text': 'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ',
  'SIWXSignMessage.requiredText':
    'ลงนามข้อความนี้เพื่อยืนยันว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ หากยกเลิก การเชื่อมต่อจะถูกตัด',
  'SIWXSignMessage.account': 'บัญชี {address}',
  'SIWXSignMessage.sign': 'ลงนาม',
  'SIWXSignMessage.cancel': 'ยกเลิก',
  'SIWXSignMessage.authenticating': 'กำลังยืนยันตัวตน…',
  'SIWXSignMessage.declined': 'ลายเซ็นถูกปฏิเสธ',
  'SIWXSignMessage.declinedBecause': 'ลายเซ็นถูกปฏิเสธ: {reason}',
  'SIWXSignMessage.smartAccount': 'แอปพลิเคชันนี้อาจไม่รองรับสมาร์ทแอคเคานต์',
  'SIWXSignMessage.initFailed': 'เกิดปัญหาขณะเริ่มการยืนยันตัวตน',
  'ConnectingSiwe.verifying': 'กระเป๋าเงินของคุณลงนามเข้าสู่ระบบแล้ว กำลังตรวจสอบลายเซ็น…',
  'ConnectingSiwe.retry': 'ลองอีกครั้ง',
} satisfies Partial<Record<SiwxMessageKey, string>>
