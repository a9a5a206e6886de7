import type { CustodyMessageKey } from './en.js'

/** Traditional Chinese: the custody views' own words (issue 32). */
export default {
  migrateTitle: '保護你的錢包',
  migrateBody:
    '本站不再保管你錢包的金鑰：它被拆分到這台裝置、本站和你在此設定的復原密碼中。地址不變，資金不變。',
  migrateAction: '保護我的錢包',
  passkeySetTitle: '保護你的錢包',
  passkeySetBody: '用通行金鑰和你的電子郵件，可在新裝置上開啟這個錢包。',
  passkeyCreate: '建立通行金鑰',
  passkeyOrPassword: '或設定復原密碼',
  migratePasskeyBody:
    '本站不再保管你錢包的金鑰：它被拆分到這台裝置、本站和你在此設定的通行金鑰（或復原密碼）中。地址不變，資金不變。',
  passkeyOfferHint: '不必記住密碼：在新裝置上用通行金鑰開啟錢包。',
  passkeyTitle: '用通行金鑰開啟錢包',
  passkeyBody: '這台裝置還沒有你錢包的分片：通行金鑰會在這裡開啟它，之後這台裝置保存自己的分片。',
  passkeyAction: '使用通行金鑰',
  passkeyNoPrf: '這個通行金鑰無法保護你的錢包：它不支援 PRF 擴充功能。請改為設定復原密碼。',
  passkeyFailed: '通行金鑰沒有回應。請重試或取消。',
  passkeyUnusable: '這個通行金鑰打不開這個錢包。請使用為它建立的通行金鑰。',
  passkeyWrong: '這個通行金鑰打不開這個錢包。剩餘嘗試次數：{n}。',
} satisfies Partial<Record<CustodyMessageKey, string>>
