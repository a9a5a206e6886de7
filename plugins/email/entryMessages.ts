/**
 * The English of what Account shows before any view loads: the entry's label and its view's
 * title. The descriptor carries them (a few bytes); the views' catalogue includes them, so
 * each locale file translates them beside the rest.
 */
export const entryMessages = {
  'email.signOutEverywhere': 'Sign out everywhere',
  'EmbeddedSignOutEverywhere.title': 'Sign out everywhere',
} as const
