import type { CustodyMessageKey } from './en.js'

/** Spanish: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Protege tu billetera',
  migrateBody:
    'Este sitio ya no guarda la clave de tu billetera: se reparte entre este dispositivo, el sitio y una contraseña de recuperación que defines aquí. Misma dirección, mismos fondos.',
  migrateAction: 'Proteger mi billetera',
  passkeySetTitle: 'Protege tu billetera',
  passkeySetBody:
    'Con una llave de acceso y tu correo abres esta billetera en un dispositivo nuevo.',
  passkeyCreate: 'Crear una llave de acceso',
  passkeyOrPassword: 'O define una contraseña de recuperación',
  migratePasskeyBody:
    'Este sitio ya no guarda la clave de tu billetera: se reparte entre este dispositivo, el sitio y una llave de acceso (o una contraseña de recuperación) que defines aquí. Misma dirección, mismos fondos.',
  passkeyOfferHint:
    'Sin contraseña que recordar: una llave de acceso abre la billetera en un dispositivo nuevo.',
  passkeyTitle: 'Abre tu billetera con tu llave de acceso',
  passkeyBody:
    'Este dispositivo aún no tiene ninguna parte de tu billetera: tu llave de acceso la abre aquí y luego este dispositivo guarda su propia parte.',
  passkeyAction: 'Usar llave de acceso',
  passkeyNoPrf:
    'Esta llave de acceso no puede proteger tu billetera: no admite la extensión PRF. Define una contraseña de recuperación en su lugar.',
  passkeyFailed: 'La llave de acceso no respondió. Inténtalo de nuevo o cancela.',
  passkeyUnusable: 'Esta llave de acceso no abre esta billetera. Usa la que creaste para ella.',
  passkeyWrong: 'Esta llave de acceso no abre esta billetera. Intentos restantes: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
