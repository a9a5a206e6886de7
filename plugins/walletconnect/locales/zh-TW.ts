import type { WalletConnectMessageKey } from '../messages.js'

/** Traditional Chinese, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '使用 {name} 掃描',
  'ConnectingWalletConnect.continue': '在 {name} 中繼續',
  'ConnectingWalletConnect.hint': '在手機上開啟錢包並掃描 QR 碼以連接。',
  'ConnectingWalletConnect.qr': '用來連接 {name} 的 QR 碼',
  'ConnectingWalletConnect.copy': '複製連結',
  'ConnectingWalletConnect.copied': '已複製連結',
  'ConnectingWalletConnect.copyFailed': '無法複製連結',
  'ConnectingWalletConnect.open': '開啟 {name}',
  'ConnectingWalletConnect.connecting': '連線中…',
  'ConnectingWalletConnect.relayError': '無法連上 WalletConnect',
  'ConnectingWalletConnect.relayHint': '中繼伺服器沒有回應。請檢查網路連線後再試一次。',
  'ConnectingWalletConnect.declined': '連線遭拒',
  'ConnectingWalletConnect.failed': '連線失敗',
  'ConnectingWalletConnect.noChain':
    '錢包未分享本網站使用的任何網路。請在錢包中新增一個網路，或連接其他錢包。',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
