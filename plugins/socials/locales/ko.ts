import type { SocialsMessageKey } from '../views/messages.js'

/** Korean, loaded only when the locale asks for it. */
export default {
  'socials.group': '소셜 계정으로 로그인',
  'socials.continueWith': '{provider}(으)로 계속하기',
  'socials.more': '다른 로그인 방법',
  'socials.waiting': '{provider} 창에서 계속하세요',
  'socials.waitingHint': '그곳에서 로그인하세요. 이 창은 자동으로 계속됩니다.',
  'socials.connecting': '로그인 중…',
  'socials.retry': '다시 시도',
  'socials.popupClosed': '{provider} 창이 닫혔습니다',
  'socials.signedInWith': '{provider}(으)로 로그인됨',
  'socials.signedInAs': '{provider}에서 {username}(으)로 로그인됨',
  'farcaster.qr': 'Farcaster 로그인용 QR 코드',
  'farcaster.scan': '휴대폰으로 스캔해 Farcaster로 로그인하세요',
  'farcaster.continue': 'Farcaster 앱에서 계속하세요',
  'farcaster.hint': 'Farcaster에서 로그인을 승인하세요. 이 창은 자동으로 계속됩니다.',
  'farcaster.open': 'Farcaster 열기',
  'farcaster.copy': '링크 복사',
  'farcaster.copied': '링크를 복사했습니다',
  'farcaster.copyFailed': '링크를 복사하지 못했습니다',
} satisfies Partial<Record<SocialsMessageKey, string>>
