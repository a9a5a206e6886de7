/** Icons an entry may show (drawn by the modal; no requests, no fonts). */
export const entryIcons = [
  'arrowUp',
  'arrowDown',
  'swap',
  'plus',
  'coins',
  'wallet',
  'image',
  'activity',
  'network',
  'grid',
  'search',
  'check',
  'mail',
  'key',
] as const
