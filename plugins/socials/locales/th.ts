import type { SocialsMessageKey } from '../views/messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'socials.group': 'ลงชื่อเข้าใช้ด้วยบัญชีโซเชียล',
  'socials.continueWith': 'ดำเนินการต่อด้วย {provider}',
  'socials.more': 'ตัวเลือกการลงชื่อเข้าใช้อื่น',
  'socials.waiting': 'ดำเนินการต่อในหน้าต่าง {provider}',
  'socials.waitingHint': 'ลงชื่อเข้าใช้ที่นั่น หน้าต่างนี้จะดำเนินการต่อเอง',
  'socials.connecting': 'กำลังลงชื่อเข้าใช้…',
  'socials.retry': 'ลองอีกครั้ง',
  'socials.popupClosed': 'หน้าต่าง {provider} ถูกปิดแล้ว',
  'socials.signedInWith': 'ลงชื่อเข้าใช้ด้วย {provider} แล้ว',
  'socials.signedInAs': 'ลงชื่อเข้าใช้ด้วย {provider} ในชื่อ {username} แล้ว',
  'farcaster.qr': 'คิวอาร์โค้ดสำหรับลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.scan': 'สแกนด้วยโทรศัพท์เพื่อลงชื่อเข้าใช้ด้วย Farcaster',
  'farcaster.continue': 'ดำเนินการต่อในแอป Farcaster',
  'farcaster.hint': 'อนุมัติการลงชื่อเข้าใช้ใน Farcaster หน้าต่างนี้จะดำเนินการต่อเอง',
  'farcaster.open': 'เปิด Farcaster',
  'farcaster.copy': 'คัดลอกลิงก์',
  'farcaster.copied': 'คัดลอกลิงก์แล้ว',
  'farcaster.copyFailed': 'คัดลอกลิงก์ไม่ได้',
} satisfies Partial<Record<SocialsMessageKey, string>>
