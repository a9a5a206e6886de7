import type { NamesMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'เลือกชื่อของคุณ',
  'RegisterAccountName.label': 'ชื่อ',
  'RegisterAccountName.hint': 'ชื่อของคุณชี้ไปยังที่อยู่ของคุณ ใครก็ส่งมาที่ชื่อนี้ได้',
  'RegisterAccountName.rule': 'ใช้ตัวอักษร ตัวเลข หรือขีดกลาง อย่างน้อย 4 ตัว',
  'RegisterAccountName.checking': 'กำลังตรวจสอบ…',
  'RegisterAccountName.available': '{name} ว่างอยู่',
  'RegisterAccountName.taken': '{name} มีผู้ใช้แล้ว',
  'RegisterAccountName.suggestions': 'คำแนะนำ',
  'RegisterAccountName.register': 'ลงทะเบียน',
  'RegisterAccountName.signing': 'ลงนามข้อความในวอลเล็ตของคุณ',
  'RegisterAccountName.notConnected': 'เชื่อมต่อวอลเล็ตบนเครือข่าย EVM เพื่อลงทะเบียนชื่อ',
  'RegisterAccountName.invalid': 'ชื่อไม่ถูกต้อง: {reason}',
  'RegisterAccountNameSuccess.title': 'ลงทะเบียนชื่อแล้ว',
  'RegisterAccountNameSuccess.body': 'ตอนนี้ {name} ชี้ไปยังที่อยู่ของคุณ',
  'RegisterAccountNameSuccess.done': 'กลับไปที่บัญชี',
  'names.errorResolving': 'เกิดข้อผิดพลาดในการค้นหาชื่อ',
  'names.errorSuggestions': 'เกิดข้อผิดพลาดในการดึงคำแนะนำชื่อ',
  'names.errorForAddress': 'เกิดข้อผิดพลาดในการดึงชื่อของที่อยู่',
  'names.errorRegistering': 'เกิดข้อผิดพลาดในการลงทะเบียนชื่อ {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
