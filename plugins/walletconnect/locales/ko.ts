import type { WalletConnectMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'ConnectingWalletConnect.scan': '{name}(으)로 스캔',
  'ConnectingWalletConnect.continue': '{name}에서 계속하기',
  'ConnectingWalletConnect.hint': '휴대폰에서 지갑을 열고 코드를 스캔해 연결하세요.',
  'ConnectingWalletConnect.qr': '{name} 연결용 QR 코드',
  'ConnectingWalletConnect.copy': '링크 복사',
  'ConnectingWalletConnect.copied': '링크를 복사했습니다',
  'ConnectingWalletConnect.copyFailed': '링크를 복사하지 못했습니다',
  'ConnectingWalletConnect.open': '{name} 열기',
  'ConnectingWalletConnect.connecting': '연결 중…',
  'ConnectingWalletConnect.relayError': 'WalletConnect에 연결할 수 없습니다',
  'ConnectingWalletConnect.relayHint':
    '릴레이가 응답하지 않았습니다. 연결을 확인하고 다시 시도하세요.',
  'ConnectingWalletConnect.declined': '연결이 거부되었습니다',
  'ConnectingWalletConnect.failed': '연결하지 못했습니다',
  'ConnectingWalletConnect.noChain':
    '지갑이 이 사이트에서 사용하는 네트워크를 하나도 공유하지 않았습니다. 지갑에서 네트워크를 추가하거나 다른 지갑을 연결하세요.',
} satisfies Partial<Record<WalletConnectMessageKey, string>>
