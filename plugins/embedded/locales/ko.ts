import type { EmbeddedMessageKey } from '../views/messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': '계정 유형',
  'embedded.smartAccount': '스마트 계정',
  'embedded.smartAccountHint': '호출을 묶어 처리하며, 가스비를 앱이 낼 수 있습니다',
  'embedded.eoa': '키 계정(EOA)',
  'embedded.eoaHint': '필요한 앱을 위한 일반 키',
  'embedded.balance': '잔액 {amount}',
  'embedded.switchFailed': '계정 유형을 바꾸지 못했습니다.',
  'embedded.switched': '이제 {type}을(를) 사용합니다',
  'embedded.sessions': '앱 세션',
  'embedded.sessionsNone': '어떤 앱도 묻지 않고 이 계정으로 작업할 수 없습니다.',
  'embedded.sessionsFailed': '세션을 읽을 수 없습니다.',
  'embedded.sessionUnknownApp': '앱(다른 곳에서 허용됨)',
  'embedded.sessionMayCall': '묻지 않고 {address}의 {call}을(를) 호출할 수 있음',
  'embedded.sessionMaySend': '묻지 않고 {address}(으)로 최대 {amount}까지 보낼 수 있음',
  'embedded.sessionSpendLimit': '최대 {amount}까지 사용할 수 있음',
  'embedded.sessionSpent': '지금까지 사용: {amount}',
  'embedded.sessionEnds': '{date}에 종료',
  'embedded.sessionRevoke': '취소',
  'embedded.sessionRevokeLabel': '{app}의 세션 취소',
  'embedded.sessionRevoked': '{app}의 세션이 종료되었습니다',
  'embedded.sessionRevokeFailed': '세션을 취소할 수 없습니다.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': '앱 구성이 잘못되었습니다',
  'embedded.alertNetworkError': '네트워크 오류 - 내장 지갑을 불러올 수 없습니다',
  'embedded.alertTimedOut': '내장 지갑 요청 시간이 초과되었습니다',
  'embedded.alertSessionExpired': '세션이 만료되었습니다',
  'embedded.alertLoadFailed': '이메일 로그인을 불러올 수 없습니다',
  'embedded.storageBlocked':
    '브라우저가 이 페이지에서 지갑의 저장소를 차단하고 있어 로그인을 유지할 수 없습니다. 다시 시작하고 지갑이 요청하면 ‘저장소 허용’을 선택하거나, 브라우저 설정에서 이 사이트의 서드 파티 쿠키를 허용하세요.',
  'embedded.recoveryMethod': '복구 방법 변경',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
