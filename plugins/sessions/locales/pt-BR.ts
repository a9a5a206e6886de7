import type { SessionsMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sessões',
  'WalletSessions.heading': 'Sessões com sua carteira',
  'WalletSessions.notOffered': 'Sua carteira não concede sessões nesta rede.',
  'WalletSessions.none': 'Nenhum app pode agir por esta conta sem perguntar a você.',
  'WalletSessions.failed': 'Não foi possível ler as sessões.',
  'WalletSessions.maySend': 'Pode enviar até {amount} para {address} sem perguntar',
  'WalletSessions.mayUse': 'Pode usar a permissão “{type}” para {address} sem perguntar',
  'WalletSessions.ends': 'Termina em {date}',
  'WalletSessions.revoke': 'Revogar',
  'WalletSessions.revokeLabel': 'Revogar a sessão {number} ({address})',
  'WalletSessions.revoked': 'A sessão de {app} foi encerrada',
  'WalletSessions.revokeFailed': 'Não foi possível revogar a sessão.',
} satisfies Record<SessionsMessageKey, string>
