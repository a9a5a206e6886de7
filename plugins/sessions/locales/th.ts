import type { SessionsMessageKey } from '../messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'เซสชัน',
  'WalletSessions.heading': 'เซสชันกับวอลเล็ตของคุณ',
  'WalletSessions.notOffered': 'วอลเล็ตของคุณไม่ให้สิทธิ์เซสชันบนเครือข่ายนี้',
  'WalletSessions.none': 'ไม่มีแอปใดทำรายการแทนบัญชีนี้ได้โดยไม่ถามคุณก่อน',
  'WalletSessions.failed': 'ไม่สามารถอ่านเซสชันได้',
  'WalletSessions.maySend': 'ส่งได้สูงสุด {amount} ไปยัง {address} โดยไม่ต้องถาม',
  'WalletSessions.mayUse': 'ใช้สิทธิ์ “{type}” สำหรับ {address} ได้โดยไม่ต้องถาม',
  'WalletSessions.ends': 'สิ้นสุด {date}',
  'WalletSessions.revoke': 'เพิกถอน',
  'WalletSessions.revokeLabel': 'เพิกถอนเซสชัน {number} ({address})',
  'WalletSessions.revoked': 'เซสชันของ {app} สิ้นสุดแล้ว',
  'WalletSessions.revokeFailed': 'ไม่สามารถเพิกถอนเซสชันได้',
} satisfies Record<SessionsMessageKey, string>
