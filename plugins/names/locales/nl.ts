import type { NamesMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Kies je naam',
  'RegisterAccountName.label': 'Naam',
  'RegisterAccountName.hint': 'Je naam verwijst naar je adres. Iedereen kan ernaar versturen.',
  'RegisterAccountName.rule': 'Gebruik letters, cijfers of koppelteken, minstens 4 tekens',
  'RegisterAccountName.checking': 'Controleren…',
  'RegisterAccountName.available': '{name} is beschikbaar',
  'RegisterAccountName.taken': '{name} is al bezet',
  'RegisterAccountName.suggestions': 'Suggesties',
  'RegisterAccountName.register': 'Registreren',
  'RegisterAccountName.signing': 'Onderteken het bericht in je wallet',
  'RegisterAccountName.notConnected':
    'Verbind een wallet op een EVM-netwerk om een naam te registreren.',
  'RegisterAccountName.invalid': 'Ongeldige naam: {reason}',
  'RegisterAccountNameSuccess.title': 'Naam geregistreerd',
  'RegisterAccountNameSuccess.body': '{name} verwijst nu naar je adres.',
  'RegisterAccountNameSuccess.done': 'Terug naar account',
  'names.errorResolving': 'Fout bij het opzoeken van de naam',
  'names.errorSuggestions': 'Fout bij het ophalen van naamsuggesties',
  'names.errorForAddress': 'Fout bij het ophalen van namen voor het adres',
  'names.errorRegistering': 'Fout bij het registreren van de naam {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
