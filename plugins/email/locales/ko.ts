import type { EmailMessageKey } from '../views/messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'email.label': '이메일',
  'email.placeholder': '이메일',
  'email.continue': '이메일로 계속하기',
  'email.invalid': '올바른 이메일 주소를 입력하세요.',
  'email.notHeld':
    '이메일 지갑은 {chains} 키를 보관하지 않습니다. 사용하려면 다른 지갑을 연결하세요.',
  'email.sentTo': '{email}(으)로 보낸 코드를 입력하세요',
  'email.codeLegend': '일회용 코드',
  'email.digit': '6자리 중 {n}번째',
  'email.codeHint': '코드는 10분 후에 만료됩니다.',
  'email.resend': '코드 다시 보내기',
  'email.resendIn': '{n}초 후 코드 다시 보내기',
  'email.resent': '새 코드를 보냈습니다.',
  'email.verifying': '코드 확인 중…',
  'email.deviceTitle': '이 기기 승인',
  'email.deviceText':
    '{email}(으)로 링크를 보냈습니다. 링크를 열어 이 기기를 승인한 뒤 여기로 돌아오세요.',
  'email.deviceWaiting': '승인 대기 중…',
  'email.newEmail': '새 이메일',
  'email.save': '저장',
  'email.currentCode': '현재 이메일 {email}(으)로 보낸 코드를 입력하세요',
  'email.newCode': '{email}(으)로 보낸 코드를 입력하세요',
  'email.updated': '이메일이 변경되었습니다',
  'email.exportIntro':
    '{origin}의 지갑 서비스가 키를 암호화해 보관합니다. 내보내기를 하면 자체 보안 창에 키를 보여 주며, 이 페이지는 키를 절대 볼 수 없습니다.',
  'email.exportIntroShares':
    '키는 이 기기와 {origin}의 지갑 서비스에 나뉘어 있습니다. 내보내기는 자체 보안 창 안에서 키를 다시 합쳐 보여 줍니다. 이 페이지는 키를 볼 수 없습니다.',
  'email.exportWarning':
    '개인 키를 가진 사람이 자산을 통제합니다. 절대 공유하지 말고 어떤 웹사이트에도 입력하지 마세요.',
  'email.exportSend': '{email}(으)로 코드 보내기',
  'email.exportCode': '키를 보려면 {email}(으)로 보낸 코드를 입력하세요',
  'email.exportShown': '키가 보안 창에 표시되어 있습니다. 완료 또는 Esc 키로 닫으세요.',
  'email.signOutEverywhere': '모든 곳에서 로그아웃',
  'EmbeddedSignOutEverywhere.title': '모든 곳에서 로그아웃',
  'email.signOutEverywhereIntro':
    '로그인한 모든 기기와 브라우저(이 기기 포함)에서 지갑 세션이 종료됩니다. 지갑을 다시 사용하려면 다시 로그인하세요.',
  'email.signOutEverywhereConfirm': '모든 기기에서 로그아웃',
  'email.signedOutEverywhere': '모든 기기에서 로그아웃되었습니다',
  'email.signOutEverywhereFailed': '모든 곳에서 로그아웃하지 못했습니다. 다시 시도하세요.',
  'email.mailUnavailable': '지금은 이메일을 보낼 수 없습니다. 잠시 후 다시 시도하세요.',
  'email.recoveryIntro':
    '지갑 키는 이 기기와 지갑 서비스에 나뉘어 있습니다. 이메일과 패스키 또는 복구 비밀번호로 새 기기에서 열 수 있습니다. 새 패스키나 복구 비밀번호를 설정하려면 보내 드리는 코드로 확인하세요. 이전 것은 더 이상 작동하지 않습니다.',
  'email.recoveryCode':
    '{email}(으)로 보낸 코드를 입력한 다음 보안 창에서 새 패스키 또는 복구 비밀번호를 설정하세요',
  'email.recoveryTyping': '보안 창에서 새 패스키 또는 복구 비밀번호를 설정하세요.',
  'email.recoveryChanged': '복구 방법이 변경되었습니다',
} satisfies Partial<Record<EmailMessageKey, string>>
