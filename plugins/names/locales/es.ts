import type { NamesMessageKey } from '../messages.js'

/** Spanish, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Elige tu nombre',
  'RegisterAccountName.label': 'Nombre',
  'RegisterAccountName.hint':
    'Tu nombre apunta a tu dirección. Cualquiera puede enviarte fondos con él.',
  'RegisterAccountName.rule': 'Usa letras, números o guion, al menos 4 caracteres',
  'RegisterAccountName.checking': 'Comprobando…',
  'RegisterAccountName.available': '{name} está disponible',
  'RegisterAccountName.taken': '{name} ya está ocupado',
  'RegisterAccountName.suggestions': 'Sugerencias',
  'RegisterAccountName.register': 'Registrar',
  'RegisterAccountName.signing': 'Firma el mensaje en tu billetera',
  'RegisterAccountName.notConnected':
    'Conecta una billetera en una red EVM para registrar un nombre.',
  'RegisterAccountName.invalid': 'Nombre no válido: {reason}',
  'RegisterAccountNameSuccess.title': 'Nombre registrado',
  'RegisterAccountNameSuccess.body': '{name} ahora apunta a tu dirección.',
  'RegisterAccountNameSuccess.done': 'Volver a la cuenta',
  'names.errorResolving': 'Error al resolver el nombre',
  'names.errorSuggestions': 'Error al obtener sugerencias de nombres',
  'names.errorForAddress': 'Error al obtener los nombres de la dirección',
  'names.errorRegistering': 'Error al registrar el nombre {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
