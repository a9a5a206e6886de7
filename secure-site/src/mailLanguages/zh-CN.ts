import type { MailCatalogue } from '../mailCatalogue.js'

export const zhCN: MailCatalogue = {
  purposes: {
    login: '登录',
    'update-primary': '更改邮箱',
    'update-secondary': '新邮箱确认',
    export: '密钥导出',
    recovery: '恢复密码更改',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} 是你的 ${appName} ${purpose}验证码`,
    text: `你的 ${appName} ${purpose}验证码是 ${code}\n\n验证码将在 10 分钟后过期。如果这不是你本人的请求，请忽略此邮件。\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} 是你的 ${appName} 密钥导出验证码`,
    text: `你的 ${appName} 密钥导出验证码是 ${code}\n\n谁拥有你的私钥，谁就能支配你的资金。仅当你本人要求导出时才输入此验证码。验证码将在 10 分钟后过期。\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} 是你在新设备上登录 ${appName} 的验证码`,
    text: `有一台新设备请求以 ${email} 的身份登录 ${appName}。\n\n如果是你本人，请在该设备上输入此验证码：${code}\n\n验证码将在 10 分钟后过期。如果不是你本人，请忽略此邮件，并且不要把验证码告诉任何人：没有它，谁都无法登录。\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `使用你的地址登录 ${appName} 已暂停`,
    text: `${email} 的登录验证码输错次数过多。为了你的安全，${appName} 在接下来的 ${hours} 小时内不接受使用此地址登录。\n\n如果是你本人，请在此之后再试。如果不是，说明有人试图猜测验证码：没有人登录成功。切勿把我们发送给你的验证码告诉任何人。\n`,
  }),
}
