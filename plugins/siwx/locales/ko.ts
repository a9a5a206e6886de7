import type { SiwxMessageKey } from '../messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': '로그인',
  'SIWXSignMessage.heading': '{name}이(가) 지갑에 연결하려고 합니다',
  'SIWXSignMessage.text': '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  'SIWXSignMessage.requiredText':
    '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  'SIWXSignMessage.account': '계정 {address}',
  'SIWXSignMessage.sign': '서명',
  'SIWXSignMessage.cancel': '취소',
  'SIWXSignMessage.authenticating': '인증 중…',
  'SIWXSignMessage.declined': '서명이 거부되었습니다',
  'SIWXSignMessage.declinedBecause': '서명이 거부되었습니다: {reason}',
  'SIWXSignMessage.smartAccount': '이 애플리케이션은 스마트 계정을 지원하지 않을 수 있습니다',
  'SIWXSignMessage.initFailed': '인증을 시작하는 중에 문제가 발생했습니다',
  'ConnectingSiwe.verifying': '지갑이 로그인에 서명했습니다. 서명을 확인하는 중…',
  'ConnectingSiwe.retry': '다시 시도',
} satisfies Partial<Record<SiwxMessageKey, string>>
