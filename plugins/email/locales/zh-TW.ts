import type { EmailMessageKey } from '../views/messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'email.label': '電子郵件',
  'email.placeholder': '電子郵件',
  'email.continue': '使用電子郵件繼續',
  'email.invalid': '請輸入有效的電子郵件地址。',
  'email.notHeld': '電子郵件錢包不持有 {chains} 的金鑰。如需使用，請連接其他錢包。',
  'email.sentTo': '請輸入我們寄到 {email} 的驗證碼',
  'email.codeLegend': '一次性驗證碼',
  'email.digit': '第 {n} 位，共 6 位',
  'email.codeHint': '驗證碼將在 10 分鐘後失效。',
  'email.resend': '重新傳送驗證碼',
  'email.resendIn': '{n} 秒後可重新傳送驗證碼',
  'email.resent': '新的驗證碼已寄出。',
  'email.verifying': '正在確認驗證碼…',
  'email.deviceTitle': '核准此裝置',
  'email.deviceText': '我們已將連結寄到 {email}。開啟連結以核准此裝置，然後回到這裡。',
  'email.deviceWaiting': '正在等待核准…',
  'email.newEmail': '新的電子郵件',
  'email.save': '儲存',
  'email.currentCode': '請輸入我們寄到你目前電子郵件 {email} 的驗證碼',
  'email.newCode': '請輸入我們寄到 {email} 的驗證碼',
  'email.updated': '電子郵件已更新',
  'email.exportIntro':
    '{origin} 的錢包服務會加密保管你的金鑰。匯出時會在它自己的安全視窗中顯示：這個頁面永遠看不到金鑰。',
  'email.exportIntroShares':
    '你的金鑰分存在這台裝置和 {origin} 的錢包服務中。匯出時會在其專屬安全視窗中重新組合：本頁面永遠看不到它們。',
  'email.exportWarning':
    '擁有你私密金鑰的人就能控制你的資產。絕對不要分享，也不要在任何網站上輸入。',
  'email.exportSend': '傳送驗證碼到 {email}',
  'email.exportCode': '請輸入我們寄到 {email} 的驗證碼以顯示你的金鑰',
  'email.exportShown': '金鑰顯示在安全視窗中。按「完成」或 Esc 鍵即可關閉。',
  'email.signOutEverywhere': '在所有裝置上登出',
  'EmbeddedSignOutEverywhere.title': '在所有裝置上登出',
  'email.signOutEverywhereIntro':
    '這會結束你的錢包在所有已登入裝置和瀏覽器上的工作階段，包括此裝置。若要再次使用錢包，請重新登入。',
  'email.signOutEverywhereConfirm': '在所有裝置上登出',
  'email.signedOutEverywhere': '你已在所有裝置上登出',
  'email.signOutEverywhereFailed': '無法在所有裝置上登出。請再試一次。',
  'email.mailUnavailable': '目前無法寄送電子郵件。請稍後再試一次。',
  'email.recoveryIntro':
    '你的錢包金鑰分存在這台裝置和錢包服務中：憑電子郵件和通行金鑰或復原密碼，可在新裝置上開啟錢包。要設定新的通行金鑰或復原密碼，請用我們寄送的驗證碼確認。舊的將失效。',
  'email.recoveryCode': '輸入我們寄到 {email} 的驗證碼，然後在安全視窗中設定新的通行金鑰或復原密碼',
  'email.recoveryTyping': '請在安全視窗中設定新的通行金鑰或復原密碼。',
  'email.recoveryChanged': '你的復原方式已變更',
} satisfies Partial<Record<EmailMessageKey, string>>
