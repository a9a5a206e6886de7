import type { PermitMessageKey } from './en.js'

/** Korean, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender}에게 최대 {amount}',
  permitAllOf: '{spender}에게 내 {token} 전부',
  permitNft: '{spender}에게 내 {token}',
  permitEveryNft: '{spender}에게 내가 가진 모든 {token} NFT',
  permitUntil: '{grant}, {date}까지',
  decodedOnly: '시뮬레이션되지 않음(이 네트워크는 지원하지 않음): 요청 자체에서 읽음',
  allowMore: '{spender}에게 기존 허용량보다 {amount} 더',
  unlimitedUntilWarning:
    '먼저 취소하지 않으면 {spender}이(가) {date}까지 내 {symbol}을(를) 전부 가져갈 수 있습니다.',
} satisfies Record<PermitMessageKey, string>
