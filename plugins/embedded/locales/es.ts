import type { EmbeddedMessageKey } from '../views/messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo de cuenta',
  'embedded.smartAccount': 'Cuenta inteligente',
  'embedded.smartAccountHint': 'Agrupa llamadas; la aplicación puede pagar el gas',
  'embedded.eoa': 'Cuenta de clave (EOA)',
  'embedded.eoaHint': 'La clave simple, para las aplicaciones que la necesitan',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'No se pudo cambiar el tipo de cuenta.',
  'embedded.switched': 'Ahora usas tu {type}',
  'embedded.sessions': 'Sesiones de apps',
  'embedded.sessionsNone': 'Ninguna app puede actuar por esta cuenta sin preguntarte.',
  'embedded.sessionsFailed': 'No se pudieron leer las sesiones.',
  'embedded.sessionUnknownApp': 'Una app (autorizada en otro lugar)',
  'embedded.sessionMayCall': 'Puede llamar a {call} en {address} sin preguntar',
  'embedded.sessionMaySend': 'Puede enviar hasta {amount} a {address} sin preguntar',
  'embedded.sessionSpendLimit': 'Puede gastar hasta {amount}',
  'embedded.sessionSpent': 'Gastado hasta ahora: {amount}',
  'embedded.sessionEnds': 'Termina el {date}',
  'embedded.sessionRevoke': 'Revocar',
  'embedded.sessionRevokeLabel': 'Revocar la sesión de {app}',
  'embedded.sessionRevoked': 'La sesión de {app} ha terminado',
  'embedded.sessionRevokeFailed': 'No se pudo revocar la sesión.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Configuración de la aplicación no válida',
  'embedded.alertNetworkError': 'Error de red: no se pudo cargar la billetera integrada',
  'embedded.alertTimedOut': 'Se agotó el tiempo de la solicitud a la billetera integrada',
  'embedded.alertSessionExpired': 'Sesión caducada',
  'embedded.alertLoadFailed': 'No se pudo cargar el inicio de sesión por correo',
  'embedded.storageBlocked':
    'Tu navegador bloquea el almacenamiento de la billetera en esta página, así que no puede mantener tu inicio de sesión. Vuelve a empezar y elige «Permitir almacenamiento» cuando la billetera lo pida, o permite las cookies de terceros para este sitio en la configuración del navegador.',
  'embedded.recoveryMethod': 'Cambiar método de recuperación',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
