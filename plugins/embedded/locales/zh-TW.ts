import type { EmbeddedMessageKey } from '../views/messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': '帳戶類型',
  'embedded.smartAccount': '智慧帳戶',
  'embedded.smartAccountHint': '批次執行呼叫，Gas 費可由應用程式支付',
  'embedded.eoa': '金鑰帳戶（EOA）',
  'embedded.eoaHint': '一般金鑰，供需要的應用程式使用',
  'embedded.balance': '餘額 {amount}',
  'embedded.switchFailed': '無法變更帳戶類型。',
  'embedded.switched': '現在使用你的{type}',
  'embedded.sessions': '應用程式工作階段',
  'embedded.sessionsNone': '沒有任何應用程式能在未經你同意下代表此帳戶操作。',
  'embedded.sessionsFailed': '無法讀取工作階段。',
  'embedded.sessionUnknownApp': '某個應用程式（在其他地方授權）',
  'embedded.sessionMayCall': '無需詢問即可呼叫 {address} 上的 {call}',
  'embedded.sessionMaySend': '無需詢問即可向 {address} 傳送最多 {amount}',
  'embedded.sessionSpendLimit': '最多可花費 {amount}',
  'embedded.sessionSpent': '目前已花費：{amount}',
  'embedded.sessionEnds': '於 {date} 結束',
  'embedded.sessionRevoke': '撤銷',
  'embedded.sessionRevokeLabel': '撤銷 {app} 的工作階段',
  'embedded.sessionRevoked': '{app} 的工作階段已結束',
  'embedded.sessionRevokeFailed': '無法撤銷工作階段。',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': '應用程式設定無效',
  'embedded.alertNetworkError': '網路錯誤 - 無法載入內嵌錢包',
  'embedded.alertTimedOut': '內嵌錢包請求逾時',
  'embedded.alertSessionExpired': '工作階段已過期',
  'embedded.alertLoadFailed': '無法載入電子郵件登入',
  'embedded.storageBlocked':
    '你的瀏覽器在此頁面上封鎖了錢包的儲存空間，因此無法保留你的登入。請重新開始，並在錢包詢問時選擇「允許儲存」，或在瀏覽器設定中允許此網站的第三方 Cookie。',
  'embedded.recoveryMethod': '變更復原方式',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
