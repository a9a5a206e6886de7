import type { MailCatalogue } from '../mailCatalogue.js'

export const ko: MailCatalogue = {
  purposes: {
    login: '로그인',
    'update-primary': '이메일 변경',
    'update-secondary': '새 이메일 확인',
    export: '키 내보내기',
    recovery: '복구 비밀번호 변경',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${appName} ${purpose} 코드: ${code}`,
    text: `${appName} ${purpose} 코드는 ${code}입니다.\n\n10분 후에 만료됩니다. 요청하지 않았다면 이 메일을 무시하세요.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${appName} 키 내보내기 코드: ${code}`,
    text: `${appName} 키 내보내기 코드는 ${code}입니다.\n\n개인 키를 가진 사람은 누구나 자금을 마음대로 옮길 수 있습니다. 직접 내보내기를 요청한 경우에만 이 코드를 입력하세요. 10분 후에 만료됩니다.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code}은(는) 새 기기용 ${appName} 로그인 코드입니다`,
    text: `새 기기가 ${email}(으)로 ${appName}에 로그인하려고 합니다.\n\n본인이라면 그 기기에 이 코드를 입력하세요: ${code}\n\n코드는 10분 후에 만료됩니다. 본인이 아니라면 이 메일을 무시하고 코드를 누구에게도 알려 주지 마세요. 코드 없이는 아무도 로그인할 수 없습니다.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `내 주소로 ${appName}에 로그인하는 것이 일시 중지되었습니다`,
    text: `${email}에 대해 잘못된 로그인 코드가 너무 여러 번 입력되었습니다. 안전을 위해 ${appName}은(는) 앞으로 ${hours}시간 동안 이 주소로 로그인을 받지 않습니다.\n\n본인이라면 그 후에 다시 시도하세요. 본인이 아니라면 누군가 코드를 추측하려 했지만 아무도 로그인하지 못했습니다. 저희가 보내는 코드는 절대 다른 사람에게 알려 주지 마세요.\n`,
  }),
}
