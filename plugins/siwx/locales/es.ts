import type { SiwxMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'Iniciar sesión',
  'SIWXSignMessage.heading': '{name} necesita conectarse a tu billetera',
  'SIWXSignMessage.text':
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar.',
  'SIWXSignMessage.requiredText':
    'Firma este mensaje para demostrar que esta billetera es tuya y continuar. Si cancelas, se cerrará la conexión.',
  'SIWXSignMessage.account': 'Cuenta {address}',
  'SIWXSignMessage.sign': 'Firmar',
  'SIWXSignMessage.cancel': 'Cancelar',
  'SIWXSignMessage.authenticating': 'Autenticando…',
  'SIWXSignMessage.declined': 'Firma rechazada',
  'SIWXSignMessage.declinedBecause': 'Firma rechazada: {reason}',
  'SIWXSignMessage.smartAccount': 'Es posible que esta aplicación no admita cuentas inteligentes',
  'SIWXSignMessage.initFailed': 'Hubo un problema al iniciar la autenticación',
  'ConnectingSiwe.verifying': 'Tu billetera firmó el inicio de sesión. Comprobando la firma…',
  'ConnectingSiwe.retry': 'Reintentar',
} satisfies Partial<Record<SiwxMessageKey, string>>
