import type { NamesMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Wähle deinen Namen',
  'RegisterAccountName.label': 'Name',
  'RegisterAccountName.hint': 'Dein Name zeigt auf deine Adresse. Jeder kann an ihn senden.',
  'RegisterAccountName.rule': 'Buchstaben, Ziffern oder Bindestrich, mindestens 4 Zeichen',
  'RegisterAccountName.checking': 'Wird geprüft…',
  'RegisterAccountName.available': '{name} ist frei',
  'RegisterAccountName.taken': '{name} ist bereits vergeben',
  'RegisterAccountName.suggestions': 'Vorschläge',
  'RegisterAccountName.register': 'Registrieren',
  'RegisterAccountName.signing': 'Signiere die Nachricht in deiner Wallet',
  'RegisterAccountName.notConnected':
    'Verbinde eine Wallet in einem EVM-Netzwerk, um einen Namen zu registrieren.',
  'RegisterAccountName.invalid': 'Ungültiger Name: {reason}',
  'RegisterAccountNameSuccess.title': 'Name registriert',
  'RegisterAccountNameSuccess.body': '{name} zeigt jetzt auf deine Adresse.',
  'RegisterAccountNameSuccess.done': 'Zurück zum Konto',
  'names.errorResolving': 'Fehler beim Auflösen des Namens',
  'names.errorSuggestions': 'Fehler beim Laden der Namensvorschläge',
  'names.errorForAddress': 'Fehler beim Laden der Namen für die Adresse',
  'names.errorRegistering': 'Fehler beim Registrieren des Namens {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
