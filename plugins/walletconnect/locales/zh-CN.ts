import type { WalletConnectMessageKey } from '../messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '使用 {name} 扫码',
  'ConnectingWalletConnect.continue': '在 {name} 中继续',
  'ConnectingWalletConnect.hint': '在手机上打开钱包并扫描二维码以连接。',
  'ConnectingWalletConnect.qr': '用于连接 {name} 的二维码',
  'ConnectingWalletConnect.copy': '复制链接',
  'ConnectingWalletConnect.copied': '链接已复制',
  'ConnectingWalletConnect.copyFailed': '无法复制链接',
  'ConnectingWalletConnect.open': '打开 {name}',
  'ConnectingWalletConnect.connecting': '正在连接…',
  'ConnectingWalletConnect.relayError': '无法连接 WalletConnect',
  'ConnectingWalletConnect.relayHint': '中继服务器没有响应。请检查网络连接后重试。',
  'ConnectingWalletConnect.declined': '连接被拒绝',
  'ConnectingWalletConnect.failed': '连接失败',
  'ConnectingWalletConnect.noChain':
    '钱包没有共享本网站使用的任何网络。请在钱包中添加一个网络，或连接其他钱包。',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
