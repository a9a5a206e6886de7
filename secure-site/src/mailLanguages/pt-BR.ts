import type { MailCatalogue } from '../mailMessages.js'

export const ptBR: MailCatalogue = {
  purposes: {
    login: 'de login',
    'update-primary': 'de alteração de e-mail',
    'update-secondary': 'de confirmação do novo e-mail',
    export: 'de exportação de chaves',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} é o seu código ${purpose} para ${appName}`,
    text: `Seu código ${purpose} para ${appName} é ${code}\n\nEle expira em 10 minutos. Se você não o solicitou, ignore este e-mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} é o seu código de exportação de chaves para ${appName}`,
    text: `Seu código de exportação de chaves para ${appName} é ${code}\n\nQuem tiver suas chaves privadas controla seus fundos. Digite este código somente se você mesmo pediu para exportá-las. Ele expira em 10 minutos.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `Aprove um novo dispositivo para ${appName}`,
    text: `Um novo dispositivo pediu para entrar em ${appName} como ${email}.\n\nSe foi você, abra este link e aprove:\n${link}\n\nO link expira em 10 minutos. Se não foi você, ignore este e-mail.\n`,
  }),
  approvalPage: {
    expiredTitle: 'Este link expirou',
    expiredBody: 'Comece o login de novo para receber um novo link.',
    title: ({ appName }) => `Aprovar um novo dispositivo para ${appName}`,
    body: ({ email }) =>
      `Um novo dispositivo pediu para entrar como ${email}. Aprove somente se foi você.`,
    button: 'Aprovar este dispositivo',
    approvedTitle: 'Dispositivo aprovado',
    approvedBody: 'Volte ao site: ele continua sozinho.',
  },
}
