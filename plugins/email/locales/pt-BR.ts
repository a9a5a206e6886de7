import type { EmailMessageKey } from '../views/messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-mail',
  'email.placeholder': 'E-mail',
  'email.continue': 'Continuar com e-mail',
  'email.invalid': 'Informe um e-mail válido.',
  'email.notHeld':
    'A carteira de e-mail não guarda chaves de {chains}. Para usá-las, conecte outra carteira.',
  'email.sentTo': 'Digite o código que enviamos para {email}',
  'email.codeLegend': 'Código de uso único',
  'email.digit': 'Dígito {n} de 6',
  'email.codeHint': 'O código expira em 10 minutos.',
  'email.resend': 'Reenviar código',
  'email.resendIn': 'Reenviar código em {n} s',
  'email.resent': 'Um novo código está a caminho.',
  'email.verifying': 'Verificando o código…',
  'email.deviceTitle': 'Aprove este dispositivo',
  'email.deviceText':
    'Enviamos um link para {email}. Abra-o para aprovar este dispositivo e depois volte aqui.',
  'email.deviceWaiting': 'Aguardando aprovação…',
  'email.newEmail': 'Novo e-mail',
  'email.save': 'Salvar',
  'email.currentCode': 'Digite o código que enviamos para seu e-mail atual {email}',
  'email.newCode': 'Digite o código que enviamos para {email}',
  'email.updated': 'E-mail atualizado',
  'email.exportIntro':
    'O serviço de carteira em {origin} guarda suas chaves criptografadas. A exportação as mostra na janela segura dele: esta página nunca as vê.',
  'email.exportIntroShares':
    'Suas chaves são divididas entre este dispositivo e o serviço de carteira em {origin}. A exportação as reconstrói dentro da janela segura dele: esta página nunca as vê.',
  'email.exportWarning':
    'Quem tem suas chaves privadas controla seus fundos. Nunca as compartilhe nem as digite em um site.',
  'email.exportSend': 'Enviar um código para {email}',
  'email.exportCode': 'Digite o código que enviamos para {email} para ver suas chaves',
  'email.exportShown': 'Suas chaves aparecem na janela segura. Feche-a com Concluído ou Esc.',
  'email.signOutEverywhere': 'Sair de todos os lugares',
  'EmbeddedSignOutEverywhere.title': 'Sair de todos os lugares',
  'email.signOutEverywhereIntro':
    'Isso encerra as sessões da sua carteira em todos os dispositivos e navegadores em que você entrou, incluindo este. Para usar a carteira de novo, entre novamente.',
  'email.signOutEverywhereConfirm': 'Sair de todos os dispositivos',
  'email.signedOutEverywhere': 'Você saiu de todos os dispositivos',
  'email.signOutEverywhereFailed': 'Não foi possível sair de todos os lugares. Tente novamente.',
  'email.mailUnavailable': 'Não foi possível enviar o e-mail agora. Tente novamente em instantes.',
  'email.recoveryIntro':
    'A chave da sua carteira é dividida entre este dispositivo e o serviço da carteira: com seu e-mail e sua chave de acesso ou senha de recuperação ela abre em um novo dispositivo. Para definir uma nova chave de acesso ou senha de recuperação, confirme com um código que enviamos. A antiga deixa de funcionar.',
  'email.recoveryCode':
    'Digite o código que enviamos para {email} e depois defina a nova chave de acesso ou senha de recuperação na janela segura',
  'email.recoveryTyping': 'Defina a nova chave de acesso ou senha de recuperação na janela segura.',
  'email.recoveryChanged': 'Seu método de recuperação foi alterado',
} satisfies Partial<Record<EmailMessageKey, string>>
