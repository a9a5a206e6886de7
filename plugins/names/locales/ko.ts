import type { NamesMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': '이름 선택',
  'RegisterAccountName.label': '이름',
  'RegisterAccountName.hint': '이름은 내 주소를 가리킵니다. 누구나 이 이름으로 보낼 수 있습니다.',
  'RegisterAccountName.rule': '영문자, 숫자, 하이픈으로 4자 이상',
  'RegisterAccountName.checking': '확인 중…',
  'RegisterAccountName.available': '{name}을(를) 사용할 수 있습니다',
  'RegisterAccountName.taken': '{name}은(는) 이미 사용 중입니다',
  'RegisterAccountName.suggestions': '추천',
  'RegisterAccountName.register': '등록',
  'RegisterAccountName.signing': '지갑에서 메시지에 서명하세요',
  'RegisterAccountName.notConnected': '이름을 등록하려면 EVM 네트워크의 지갑을 연결하세요.',
  'RegisterAccountName.invalid': '잘못된 이름: {reason}',
  'RegisterAccountNameSuccess.title': '이름 등록 완료',
  'RegisterAccountNameSuccess.body': '이제 {name}이(가) 내 주소를 가리킵니다.',
  'RegisterAccountNameSuccess.done': '계정으로 돌아가기',
  'names.errorResolving': '이름을 확인하는 중 오류가 발생했습니다',
  'names.errorSuggestions': '이름 추천을 가져오는 중 오류가 발생했습니다',
  'names.errorForAddress': '주소의 이름을 가져오는 중 오류가 발생했습니다',
  'names.errorRegistering': '이름 {name}을(를) 등록하는 중 오류가 발생했습니다',
} satisfies Partial<Record<NamesMessageKey, string>>
