/**
 * The names views' messages. ui-shell's catalogue wins when it has a key; otherwise German
 * for `de` locales, English for everything else. SPEC §8's messages are verbatim.
 */
const en = {
  'RegisterAccountName.title': 'Choose your name',
  'RegisterAccountName.label': 'Name',
  'RegisterAccountName.hint': 'Your name points to your address. Anyone can send to it.',
  'RegisterAccountName.rule': 'Use letters, digits or hyphen, at least 4 characters',
  'RegisterAccountName.checking': 'Checking…',
  'RegisterAccountName.available': '{name} is available',
  'RegisterAccountName.taken': '{name} is already taken',
  'RegisterAccountName.suggestions': 'Suggestions',
  'RegisterAccountName.register': 'Register',
  'RegisterAccountName.signing': 'Sign the message in your wallet',
  'RegisterAccountName.notConnected': 'Connect a wallet on an EVM network to register a name.',
  'RegisterAccountName.invalid': 'Invalid name: {reason}',
  'RegisterAccountNameSuccess.title': 'Name registered',
  'RegisterAccountNameSuccess.body': '{name} now points to your address.',
  'RegisterAccountNameSuccess.done': 'Back to account',
  'names.errorResolving': 'Error resolving name',
  'names.errorSuggestions': 'Error fetching name suggestions',
  'names.errorForAddress': 'Error fetching names for address',
  'names.errorRegistering': 'Error registering name {name}',
} as const

export type NamesMessageKey = keyof typeof en

const de: Readonly<Record<NamesMessageKey, string>> = {
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
}

export const namesMessages = { en, de } as const
