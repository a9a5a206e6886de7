import type { CustodyMessageKey } from './en.js'

/** Korean: the custody views' own words (issue 32). */
export default {
  migrateTitle: '지갑 보호하기',
  migrateBody:
    '이 사이트는 더 이상 지갑 키를 보관하지 않습니다. 키는 이 기기, 사이트, 여기서 설정하는 복구 비밀번호로 나뉩니다. 주소와 자금은 그대로입니다.',
  migrateAction: '내 지갑 보호하기',
  passkeySetTitle: '지갑 보호하기',
  passkeySetBody: '패스키와 이메일로 새 기기에서 이 지갑을 열 수 있습니다.',
  passkeyCreate: '패스키 만들기',
  passkeyOrPassword: '또는 복구 비밀번호 설정',
  migratePasskeyBody:
    '이 사이트는 더 이상 지갑 키를 보관하지 않습니다. 키는 이 기기, 사이트, 여기서 설정하는 패스키(또는 복구 비밀번호)로 나뉩니다. 주소와 자금은 그대로입니다.',
  passkeyOfferHint: '기억할 비밀번호가 없습니다. 새 기기에서는 패스키로 지갑을 엽니다.',
  passkeyTitle: '패스키로 지갑 열기',
  passkeyBody:
    '이 기기에는 아직 지갑 조각이 없습니다. 패스키로 여기서 열면 이 기기가 자체 조각을 보관합니다.',
  passkeyAction: '패스키 사용',
  passkeyNoPrf:
    '이 패스키는 지갑을 보호할 수 없습니다. PRF 확장을 지원하지 않습니다. 대신 복구 비밀번호를 설정하세요.',
  passkeyFailed: '패스키가 응답하지 않았습니다. 다시 시도하거나 취소하세요.',
  passkeyUnusable:
    '이 패스키로는 이 지갑을 열 수 없습니다. 이 지갑용으로 만든 패스키를 사용하세요.',
  passkeyWrong: '이 패스키로는 이 지갑을 열 수 없습니다. 남은 시도: {n}회.',
} satisfies Partial<Record<CustodyMessageKey, string>>
