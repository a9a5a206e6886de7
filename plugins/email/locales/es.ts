import type { EmailMessageKey } from '../views/messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'email.label': 'Correo',
  'email.placeholder': 'Correo',
  'email.continue': 'Continuar con correo',
  'email.invalid': 'Introduce un correo electrónico válido.',
  'email.notHeld':
    'La billetera de correo no guarda claves de {chains}. Para usarlas, conecta otra billetera.',
  'email.sentTo': 'Introduce el código que enviamos a {email}',
  'email.codeLegend': 'Código de un solo uso',
  'email.digit': 'Dígito {n} de 6',
  'email.codeHint': 'El código caduca en 10 minutos.',
  'email.resend': 'Reenviar código',
  'email.resendIn': 'Reenviar código en {n} s',
  'email.resent': 'Hay un nuevo código en camino.',
  'email.verifying': 'Comprobando el código…',
  'email.deviceTitle': 'Aprueba este dispositivo',
  'email.deviceText':
    'Enviamos un enlace a {email}. Ábrelo para aprobar este dispositivo y luego vuelve aquí.',
  'email.deviceWaiting': 'Esperando la aprobación…',
  'email.newEmail': 'Correo nuevo',
  'email.save': 'Guardar',
  'email.currentCode': 'Introduce el código que enviamos a tu correo actual {email}',
  'email.newCode': 'Introduce el código que enviamos a {email}',
  'email.updated': 'Correo actualizado',
  'email.exportIntro':
    'El servicio de billetera en {origin} guarda tus claves cifradas. Al exportarlas te las muestra en su propia ventana segura: esta página nunca las ve.',
  'email.exportIntroShares':
    'Tus claves están repartidas entre este dispositivo y el servicio de billetera en {origin}. Exportarlas las reconstruye dentro de su propia ventana segura: esta página nunca las ve.',
  'email.exportWarning':
    'Quien tenga tus claves privadas controla tus fondos. No las compartas nunca ni las escribas en ningún sitio web.',
  'email.exportSend': 'Enviar un código a {email}',
  'email.exportCode': 'Introduce el código que enviamos a {email} para ver tus claves',
  'email.exportShown': 'Tus claves se muestran en la ventana segura. Ciérrala con Listo o Escape.',
  'email.signOutEverywhere': 'Cerrar sesión en todas partes',
  'EmbeddedSignOutEverywhere.title': 'Cerrar sesión en todas partes',
  'email.signOutEverywhereIntro':
    'Esto cierra las sesiones de tu billetera en todos los dispositivos y navegadores donde iniciaste sesión, incluido este. Para volver a usar la billetera, inicia sesión de nuevo.',
  'email.signOutEverywhereConfirm': 'Cerrar sesión en todos los dispositivos',
  'email.signedOutEverywhere': 'Cerraste sesión en todos los dispositivos',
  'email.signOutEverywhereFailed':
    'No se pudo cerrar la sesión en todas partes. Inténtalo de nuevo.',
  'email.mailUnavailable':
    'No pudimos enviar el correo en este momento. Inténtalo de nuevo en un momento.',
  'email.recoveryIntro':
    'La clave de tu billetera está repartida entre este dispositivo y el servicio de la billetera: con tu correo y tu llave de acceso o contraseña de recuperación se abre en un dispositivo nuevo. Para definir una nueva llave de acceso o contraseña de recuperación, confirma con un código que te enviamos. La anterior dejará de funcionar.',
  'email.recoveryCode':
    'Introduce el código que enviamos a {email} y luego define la nueva llave de acceso o contraseña de recuperación en la ventana segura',
  'email.recoveryTyping':
    'Define la nueva llave de acceso o contraseña de recuperación en la ventana segura.',
  'email.recoveryChanged': 'Tu método de recuperación ha cambiado',
} satisfies Partial<Record<EmailMessageKey, string>>
