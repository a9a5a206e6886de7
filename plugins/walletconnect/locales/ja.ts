import type { WalletConnectMessageKey } from '../messages.js'

/** Japanese, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '{name} でスキャン',
  'ConnectingWalletConnect.continue': '{name} で続行',
  'ConnectingWalletConnect.hint':
    'スマートフォンでウォレットを開き、コードをスキャンして接続してください。',
  'ConnectingWalletConnect.qr': '{name} を接続する QR コード',
  'ConnectingWalletConnect.copy': 'リンクをコピー',
  'ConnectingWalletConnect.copied': 'リンクをコピーしました',
  'ConnectingWalletConnect.copyFailed': 'リンクをコピーできませんでした',
  'ConnectingWalletConnect.open': '{name} を開く',
  'ConnectingWalletConnect.connecting': '接続中…',
  'ConnectingWalletConnect.relayError': 'WalletConnect に接続できません',
  'ConnectingWalletConnect.relayHint':
    'リレーから応答がありません。接続を確認して、もう一度お試しください。',
  'ConnectingWalletConnect.declined': '接続が拒否されました',
  'ConnectingWalletConnect.failed': '接続に失敗しました',
  'ConnectingWalletConnect.noChain':
    'ウォレットはこのサイトが使うネットワークをどれも共有しませんでした。ウォレットでネットワークを追加するか、別のウォレットを接続してください。',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
