import type { EmbeddedMessageKey } from '../views/messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo de conta',
  'embedded.smartAccount': 'Conta inteligente',
  'embedded.smartAccountHint': 'Agrupa chamadas; o app pode pagar o gas',
  'embedded.eoa': 'Conta de chave (EOA)',
  'embedded.eoaHint': 'A chave simples, para apps que precisam dela',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Não foi possível trocar o tipo de conta.',
  'embedded.switched': 'Agora usando sua {type}',
  'embedded.sessions': 'Sessões de apps',
  'embedded.sessionsNone': 'Nenhum app pode agir por esta conta sem perguntar a você.',
  'embedded.sessionsFailed': 'Não foi possível ler as sessões.',
  'embedded.sessionUnknownApp': 'Um app (autorizado em outro lugar)',
  'embedded.sessionMayCall': 'Pode chamar {call} em {address} sem perguntar',
  'embedded.sessionMaySend': 'Pode enviar até {amount} para {address} sem perguntar',
  'embedded.sessionSpendLimit': 'Pode gastar até {amount}',
  'embedded.sessionSpent': 'Gasto até agora: {amount}',
  'embedded.sessionEnds': 'Termina em {date}',
  'embedded.sessionRevoke': 'Revogar',
  'embedded.sessionRevokeLabel': 'Revogar a sessão de {app}',
  'embedded.sessionRevoked': 'A sessão de {app} foi encerrada',
  'embedded.sessionRevokeFailed': 'Não foi possível revogar a sessão.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Configuração do app inválida',
  'embedded.alertNetworkError': 'Erro de rede – não foi possível carregar a carteira integrada',
  'embedded.alertTimedOut': 'A solicitação à carteira integrada expirou',
  'embedded.alertSessionExpired': 'Sessão expirada',
  'embedded.alertLoadFailed': 'Não foi possível carregar o login por e-mail',
  'embedded.storageBlocked':
    'Seu navegador bloqueia o armazenamento da carteira nesta página, então ela não consegue manter seu login. Comece de novo e escolha “Permitir armazenamento” quando a carteira pedir, ou permita cookies de terceiros para este site nas configurações do navegador.',
  'embedded.recoveryMethod': 'Alterar método de recuperação',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
