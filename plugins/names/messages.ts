/**
 * The names views' messages. ui-shell's catalogue wins when it has a key; otherwise German
 * for `de` locales, English for everything else. SPEC §8's messages are verbatim.
 */
export const en = {
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

export const namesMessages = { en } as const
