import type { SessionsMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': '세션',
  'WalletSessions.heading': '내 지갑과의 세션',
  'WalletSessions.notOffered': '내 지갑은 이 네트워크에서 세션을 부여하지 않습니다.',
  'WalletSessions.none': '어떤 앱도 묻지 않고 이 계정으로 작업할 수 없습니다.',
  'WalletSessions.failed': '세션을 읽을 수 없습니다.',
  'WalletSessions.maySend': '묻지 않고 {address}(으)로 최대 {amount}까지 보낼 수 있음',
  'WalletSessions.mayUse': '묻지 않고 {address}에 대해 “{type}” 권한을 사용할 수 있음',
  'WalletSessions.ends': '{date}에 종료',
  'WalletSessions.revoke': '취소',
  'WalletSessions.revokeLabel': '세션 {number} 취소 ({address})',
  'WalletSessions.revoked': '{app}의 세션이 종료되었습니다',
  'WalletSessions.revokeFailed': '세션을 취소할 수 없습니다.',
} satisfies Record<SessionsMessageKey, string>
