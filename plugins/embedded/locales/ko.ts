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
} satisfies Partial<Record<EmbeddedMessageKey, string>>
