import type { MailCatalogue } from '../mailMessages.js'

export const th: MailCatalogue = {
  purposes: {
    login: 'เข้าสู่ระบบ',
    'update-primary': 'เปลี่ยนอีเมล',
    'update-secondary': 'ยืนยันอีเมลใหม่',
    export: 'ส่งออกคีย์',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} คือรหัส${purpose}ของ ${appName}`,
    text: `รหัส${purpose}ของ ${appName} ของคุณคือ ${code}\n\nรหัสจะหมดอายุใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดละเว้นอีเมลนี้\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} คือรหัสส่งออกคีย์ของ ${appName}`,
    text: `รหัสส่งออกคีย์ของ ${appName} ของคุณคือ ${code}\n\nผู้ที่มีคีย์ส่วนตัวของคุณจะควบคุมเงินของคุณได้ ป้อนรหัสนี้เฉพาะเมื่อคุณขอส่งออกด้วยตนเองเท่านั้น รหัสจะหมดอายุใน 10 นาที\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `อนุมัติอุปกรณ์ใหม่สำหรับ ${appName}`,
    text: `อุปกรณ์ใหม่ขอเข้าสู่ระบบ ${appName} ในชื่อ ${email}\n\nหากเป็นคุณ โปรดเปิดลิงก์นี้และอนุมัติ:\n${link}\n\nลิงก์จะหมดอายุใน 10 นาที หากไม่ใช่คุณ โปรดละเว้นอีเมลนี้\n`,
  }),
  approvalPage: {
    expiredTitle: 'ลิงก์นี้หมดอายุแล้ว',
    expiredBody: 'เริ่มเข้าสู่ระบบอีกครั้งเพื่อรับลิงก์ใหม่',
    title: ({ appName }) => `อนุมัติอุปกรณ์ใหม่สำหรับ ${appName}`,
    body: ({ email }) => `อุปกรณ์ใหม่ขอเข้าสู่ระบบในชื่อ ${email} โปรดอนุมัติเฉพาะเมื่อเป็นคุณเท่านั้น`,
    button: 'อนุมัติอุปกรณ์นี้',
    approvedTitle: 'อนุมัติอุปกรณ์แล้ว',
    approvedBody: 'กลับไปที่เว็บไซต์: เว็บไซต์จะดำเนินการต่อเอง',
  },
}
