import type { MailCatalogue } from '../mailCatalogue.js'

export const zhTW: MailCatalogue = {
  purposes: {
    login: '登入',
    'update-primary': '變更電子郵件',
    'update-secondary': '新電子郵件確認',
    export: '金鑰匯出',
    recovery: '復原密碼變更',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} 是你的 ${appName} ${purpose}驗證碼`,
    text: `你的 ${appName} ${purpose}驗證碼是 ${code}\n\n驗證碼將在 10 分鐘後失效。如果這不是你本人的要求，請忽略此郵件。\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} 是你的 ${appName} 金鑰匯出驗證碼`,
    text: `你的 ${appName} 金鑰匯出驗證碼是 ${code}\n\n擁有你私密金鑰的人就能動用你的資金。只有在你本人要求匯出時才輸入此驗證碼。驗證碼將在 10 分鐘後失效。\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} 是你在新裝置上登入 ${appName} 的驗證碼`,
    text: `有一台新裝置要求以 ${email} 的身分登入 ${appName}。\n\n如果是你本人，請在該裝置上輸入此驗證碼：${code}\n\n驗證碼將在 10 分鐘後失效。如果不是你本人，請忽略此郵件，且不要將驗證碼告訴任何人：沒有它，誰都無法登入。\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `使用你的地址登入 ${appName} 已暫停`,
    text: `${email} 的登入驗證碼輸入錯誤次數過多。為了你的安全，${appName} 在接下來的 ${hours} 小時內不接受使用此地址登入。\n\n如果是你本人，請在此之後再試。如果不是，表示有人試圖猜測驗證碼：沒有人登入成功。切勿將我們寄給你的驗證碼告訴任何人。\n`,
  }),
}
