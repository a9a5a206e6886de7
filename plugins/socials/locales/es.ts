import type { SocialsMessageKey } from '../views/messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Inicia sesión con una cuenta social',
  'socials.continueWith': 'Continuar con {provider}',
  'socials.more': 'Más opciones de inicio de sesión',
  'socials.waiting': 'Continúa en la ventana de {provider}',
  'socials.waitingHint': 'Inicia sesión allí. Esta ventana continuará sola.',
  'socials.connecting': 'Iniciando sesión…',
  'socials.retry': 'Reintentar',
  'socials.popupClosed': 'Se cerró la ventana de {provider}',
  'socials.signedInWith': 'Sesión iniciada con {provider}',
  'socials.signedInAs': 'Sesión iniciada con {provider} como {username}',
  'farcaster.qr': 'Código QR para iniciar sesión con Farcaster',
  'farcaster.scan': 'Escanea con tu teléfono para iniciar sesión con Farcaster',
  'farcaster.continue': 'Continúa en la app de Farcaster',
  'farcaster.hint': 'Aprueba el inicio de sesión en Farcaster. Esta ventana continuará sola.',
  'farcaster.open': 'Abrir Farcaster',
  'farcaster.copy': 'Copiar enlace',
  'farcaster.copied': 'Enlace copiado',
  'farcaster.copyFailed': 'No se pudo copiar el enlace',
} satisfies Partial<Record<SocialsMessageKey, string>>
