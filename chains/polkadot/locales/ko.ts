import type { PolkadotMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': '잔액 세부 정보',
  'PolkadotBalance.free': '사용 가능',
  'PolkadotBalance.reserved': '예약됨',
  'PolkadotBalance.frozen': '동결됨',
  'PolkadotBalance.deposit': '존재 예치금',
  'PolkadotBalance.hint':
    '위의 잔액이 보낼 수 있는 금액입니다. 동결·예약된 자금과 존재 예치금은 계정에 남습니다.',
  'Polkadot.error.rejected': '요청을 거부했습니다.',
  'Polkadot.error.wallet': '지갑이 요청을 완료하지 못했습니다.',
  'Polkadot.error.unsupportedMethod': '이 지갑은 {method}을(를) 지원하지 않습니다.',
  'Polkadot.error.chainNotConfigured': '지원하지 않는 체인입니다',
  'Polkadot.error.invalidAddress': '잘못된 Polkadot 주소입니다.',
  'Polkadot.error.rpc': '네트워크가 오류로 응답했습니다.',
  'Polkadot.error.unsupportedRuntime': '이 네트워크에서는 여기서 보낼 수 없습니다.',
  'Polkadot.error.insufficientFunds': '잔액이 부족합니다.',
  'Polkadot.error.existentialDeposit':
    '계정에 존재 예치금 {deposit}보다 적게 남습니다. 최대 {maximum}까지 보내세요.',
  'Polkadot.error.notFinalized': '전송이 확정되지 않았습니다.',
  'Polkadot.error.failed': '전송에 실패했습니다: {reason}.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
