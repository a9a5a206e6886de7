import type { EmailMessageKey } from '../views/messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'email.label': '邮箱',
  'email.placeholder': '邮箱',
  'email.continue': '使用邮箱继续',
  'email.invalid': '请输入有效的邮箱地址。',
  'email.notHeld': '邮箱钱包不持有 {chains} 的密钥。如需使用，请连接其他钱包。',
  'email.sentTo': '请输入我们发送到 {email} 的验证码',
  'email.codeLegend': '一次性验证码',
  'email.digit': '第 {n} 位，共 6 位',
  'email.codeHint': '验证码将在 10 分钟后过期。',
  'email.resend': '重新发送验证码',
  'email.resendIn': '{n} 秒后可重新发送验证码',
  'email.resent': '新的验证码已发送。',
  'email.verifying': '正在校验验证码…',
  'email.deviceTitle': '批准此设备',
  'email.deviceText': '我们已向 {email} 发送链接。打开链接批准此设备，然后回到这里。',
  'email.deviceWaiting': '正在等待批准…',
  'email.newEmail': '新邮箱',
  'email.save': '保存',
  'email.currentCode': '请输入我们发送到你当前邮箱 {email} 的验证码',
  'email.newCode': '请输入我们发送到 {email} 的验证码',
  'email.updated': '邮箱已更新',
  'email.exportIntro':
    '{origin} 的钱包服务以加密方式保管你的密钥。导出时会在它自己的安全窗口中显示密钥：此页面永远看不到它们。',
  'email.exportIntroShares':
    '你的密钥分存在本设备和 {origin} 的钱包服务中。导出时会在其专属安全窗口中重新组合：本页面永远看不到它们。',
  'email.exportWarning':
    '谁拥有你的私钥，谁就能支配你的资产。切勿分享私钥，也不要在任何网站上输入。',
  'email.exportSend': '发送验证码到 {email}',
  'email.exportCode': '请输入我们发送到 {email} 的验证码以显示你的密钥',
  'email.exportShown': '密钥显示在安全窗口中。点击“完成”或按 Esc 键关闭。',
  'email.signOutEverywhere': '在所有设备上退出',
  'EmbeddedSignOutEverywhere.title': '在所有设备上退出',
  'email.signOutEverywhereIntro':
    '这将结束你的钱包在所有已登录设备和浏览器上的会话，包括此设备。要再次使用钱包，请重新登录。',
  'email.signOutEverywhereConfirm': '在所有设备上退出登录',
  'email.signedOutEverywhere': '你已在所有设备上退出登录',
  'email.signOutEverywhereFailed': '无法在所有设备上退出登录。请重试。',
  'email.mailUnavailable': '暂时无法发送邮件。请稍后重试。',
  'email.recoveryIntro':
    '你的钱包密钥分存在本设备和钱包服务中：凭邮箱和通行密钥或恢复密码，可在新设备上打开钱包。要设置新的通行密钥或恢复密码，请用我们发送的验证码确认。旧的将失效。',
  'email.recoveryCode':
    '输入我们发送到 {email} 的验证码，然后在安全窗口中设置新的通行密钥或恢复密码',
  'email.recoveryTyping': '请在安全窗口中设置新的通行密钥或恢复密码。',
  'email.recoveryChanged': '你的恢复方式已更改',
} satisfies Partial<Record<EmailMessageKey, string>>
