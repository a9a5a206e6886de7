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
} satisfies Partial<Record<PolkadotMessageKey, string>>
