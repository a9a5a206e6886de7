import type { WalletConnectMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': 'สแกนด้วย {name}',
  'ConnectingWalletConnect.continue': 'ดำเนินการต่อใน {name}',
  'ConnectingWalletConnect.hint': 'เปิดวอลเล็ตบนโทรศัพท์แล้วสแกนโค้ดเพื่อเชื่อมต่อ',
  'ConnectingWalletConnect.qr': 'คิวอาร์โค้ดสำหรับเชื่อมต่อ {name}',
  'ConnectingWalletConnect.copy': 'คัดลอกลิงก์',
  'ConnectingWalletConnect.copied': 'คัดลอกลิงก์แล้ว',
  'ConnectingWalletConnect.copyFailed': 'คัดลอกลิงก์ไม่ได้',
  'ConnectingWalletConnect.open': 'เปิด {name}',
  'ConnectingWalletConnect.connecting': 'กำลังเชื่อมต่อ…',
  'ConnectingWalletConnect.relayError': 'ติดต่อ WalletConnect ไม่ได้',
  'ConnectingWalletConnect.relayHint': 'รีเลย์ไม่ตอบสนอง ตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง',
  'ConnectingWalletConnect.declined': 'การเชื่อมต่อถูกปฏิเสธ',
  'ConnectingWalletConnect.failed': 'เชื่อมต่อไม่สำเร็จ',
  'ConnectingWalletConnect.noChain':
    'วอลเล็ตไม่ได้แชร์เครือข่ายใดที่เว็บไซต์นี้ใช้ เพิ่มเครือข่ายในวอลเล็ต หรือเชื่อมต่อวอลเล็ตอื่น',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
