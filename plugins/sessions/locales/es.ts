import type { SessionsMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'WalletSessions.title': 'Sesiones',
  'WalletSessions.heading': 'Sesiones con tu billetera',
  'WalletSessions.notOffered': 'Tu billetera no concede sesiones en esta red.',
  'WalletSessions.none': 'Ninguna app puede actuar por esta cuenta sin preguntarte.',
  'WalletSessions.failed': 'No se pudieron leer las sesiones.',
  'WalletSessions.maySend': 'Puede enviar hasta {amount} a {address} sin preguntar',
  'WalletSessions.mayUse': 'Puede usar el permiso «{type}» para {address} sin preguntar',
  'WalletSessions.ends': 'Termina el {date}',
  'WalletSessions.revoke': 'Revocar',
  'WalletSessions.revokeLabel': 'Revocar la sesión {number} ({address})',
  'WalletSessions.revoked': 'La sesión de {app} ha terminado',
  'WalletSessions.revokeFailed': 'No se pudo revocar la sesión.',
} satisfies Record<SessionsMessageKey, string>
