import type { MailCatalogue } from '../mailCatalogue.js'

export const ptBR: MailCatalogue = {
  purposes: {
    login: 'de login',
    'update-primary': 'de alteração de e-mail',
    'update-secondary': 'de confirmação do novo e-mail',
    export: 'de exportação de chaves',
    recovery: 'de alteração da senha de recuperação',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} é o seu código ${purpose} para ${appName}`,
    text: `Seu código ${purpose} para ${appName} é ${code}\n\nEle expira em 10 minutos. Se você não o solicitou, ignore este e-mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} é o seu código de exportação de chaves para ${appName}`,
    text: `Seu código de exportação de chaves para ${appName} é ${code}\n\nQuem tiver suas chaves privadas controla seus fundos. Digite este código somente se você mesmo pediu para exportá-las. Ele expira em 10 minutos.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} é o seu código de acesso ao ${appName} para um novo dispositivo`,
    text: `Um novo dispositivo pediu para entrar em ${appName} como ${email}.\n\nSe foi você, digite este código nesse dispositivo: ${code}\n\nEle expira em 10 minutos. Se não foi você, ignore este e-mail e nunca passe o código a ninguém: sem ele, ninguém consegue entrar.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Os acessos ao ${appName} com o seu endereço estão pausados`,
    text: `Foram digitados códigos de acesso errados demais para ${email}. Para sua segurança, o ${appName} não aceita nenhum acesso com este endereço pelas próximas ${hours} horas.\n\nSe foi você, tente de novo depois disso. Se não foi, alguém tentou adivinhar um código: ninguém entrou. Nunca passe a ninguém um código que enviamos a você.\n`,
  }),
}
