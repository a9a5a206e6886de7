import type { ReceiveMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'WalletReceive.qr': '내 주소의 QR 코드',
  'WalletReceive.address': '내 주소',
  'WalletReceive.copy': '주소 복사',
  'WalletReceive.copied': '주소를 복사했습니다',
  'WalletReceive.copyFailed': '주소를 복사하지 못했습니다',
  'WalletReceive.networks': '네트워크',
  'WalletReceive.hint': '이 주소로는 다음 네트워크의 자산만 보내세요.',
  'WalletReceive.notConnected': '주소를 보려면 지갑을 연결하세요.',
} satisfies Partial<Record<ReceiveMessageKey, string>>
