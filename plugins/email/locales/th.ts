import type { EmailMessageKey } from '../views/messages.js'

/** Thai, loaded only when the locale asks for it. */
export default {
  'email.label': 'อีเมล',
  'email.placeholder': 'อีเมล',
  'email.continue': 'ดำเนินการต่อด้วยอีเมล',
  'email.invalid': 'ป้อนที่อยู่อีเมลที่ถูกต้อง',
  'email.sentTo': 'ป้อนรหัสที่เราส่งไปยัง {email}',
  'email.codeLegend': 'รหัสใช้ครั้งเดียว',
  'email.digit': 'หลักที่ {n} จาก 6',
  'email.codeHint': 'รหัสจะหมดอายุใน 10 นาที',
  'email.resend': 'ส่งรหัสอีกครั้ง',
  'email.resendIn': 'ส่งรหัสอีกครั้งใน {n} วินาที',
  'email.resent': 'กำลังส่งรหัสใหม่ไปให้',
  'email.verifying': 'กำลังตรวจสอบรหัส…',
  'email.deviceTitle': 'อนุมัติอุปกรณ์นี้',
  'email.deviceText': 'เราส่งลิงก์ไปยัง {email} แล้ว เปิดลิงก์เพื่ออนุมัติอุปกรณ์นี้ แล้วกลับมาที่นี่',
  'email.deviceWaiting': 'กำลังรอการอนุมัติ…',
  'email.newEmail': 'อีเมลใหม่',
  'email.save': 'บันทึก',
  'email.currentCode': 'ป้อนรหัสที่เราส่งไปยังอีเมลปัจจุบันของคุณ {email}',
  'email.newCode': 'ป้อนรหัสที่เราส่งไปยัง {email}',
  'email.updated': 'อัปเดตอีเมลแล้ว',
  'email.exportIntro':
    'บริการวอลเล็ตที่ {origin} เก็บคีย์ของคุณแบบเข้ารหัส เมื่อส่งออก คีย์จะแสดงในหน้าต่างที่ปลอดภัยของบริการเอง หน้านี้ไม่มีทางเห็นคีย์',
  'email.exportWarning': 'ใครก็ตามที่มีคีย์ส่วนตัวของคุณจะควบคุมเงินของคุณได้ อย่าแชร์และอย่าป้อนคีย์ในเว็บไซต์ใดๆ',
  'email.exportSend': 'ส่งรหัสไปยัง {email}',
  'email.exportCode': 'ป้อนรหัสที่เราส่งไปยัง {email} เพื่อแสดงคีย์ของคุณ',
  'email.exportShown': 'คีย์ของคุณแสดงอยู่ในหน้าต่างที่ปลอดภัย ปิดด้วยปุ่มเสร็จสิ้นหรือปุ่ม Escape',
  'email.signOutEverywhere': 'ออกจากระบบทุกที่',
  'EmbeddedSignOutEverywhere.title': 'ออกจากระบบทุกที่',
  'email.signOutEverywhereIntro':
    'การดำเนินการนี้จะสิ้นสุดเซสชันกระเป๋าเงินของคุณในทุกอุปกรณ์และเบราว์เซอร์ที่คุณลงชื่อเข้าใช้ รวมถึงอุปกรณ์นี้ หากต้องการใช้กระเป๋าเงินอีกครั้ง ให้ลงชื่อเข้าใช้ใหม่',
  'email.signOutEverywhereConfirm': 'ออกจากระบบในทุกอุปกรณ์',
  'email.signedOutEverywhere': 'คุณออกจากระบบในทุกอุปกรณ์แล้ว',
  'email.signOutEverywhereFailed': 'ออกจากระบบทุกที่ไม่สำเร็จ โปรดลองอีกครั้ง',
  'email.mailUnavailable': 'ไม่สามารถส่งอีเมลได้ในขณะนี้ โปรดลองอีกครั้งในอีกสักครู่',
  'email.recoveryIntro':
    'คีย์ของวอลเล็ตคุณถูกแบ่งเก็บไว้ระหว่างอุปกรณ์นี้กับบริการวอลเล็ต: ใช้อีเมลและรหัสผ่านกู้คืนเพื่อเปิดวอลเล็ตบนอุปกรณ์ใหม่ หากต้องการตั้งรหัสผ่านกู้คืนใหม่ ให้ยืนยันด้วยรหัสที่เราส่งให้ หลังจากนั้นรหัสผ่านเดิมจะใช้ไม่ได้อีก',
  'email.recoveryCode': 'ป้อนรหัสที่เราส่งไปที่ {email} แล้วพิมพ์รหัสผ่านกู้คืนใหม่ในหน้าต่างที่ปลอดภัย',
  'email.recoveryTyping': 'พิมพ์รหัสผ่านกู้คืนใหม่ในหน้าต่างที่ปลอดภัย',
  'email.recoveryChanged': 'เปลี่ยนรหัสผ่านกู้คืนแล้ว',
} satisfies Partial<Record<EmailMessageKey, string>>
