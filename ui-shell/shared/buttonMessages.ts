/** The few strings the page-side button shows; kept apart so the host's critical path stays small. */
const catalogue = {
  en: {
    connect: 'Connect Wallet',
    connecting: 'Connecting…',
    account: 'Open account {address}',
    network: 'Network: {name}. Switch network',
  },
  de: {
    connect: 'Wallet verbinden',
    connecting: 'Verbinde…',
    account: 'Konto {address} öffnen',
    network: 'Netzwerk: {name}. Netzwerk wechseln',
  },
} as const

export type ButtonMessageKey = keyof (typeof catalogue)['en']

export function buttonMessage(
  locale: string | undefined,
  key: ButtonMessageKey,
  values: Readonly<Record<string, string>> = {},
): string {
  const language = locale?.toLowerCase().split(/[-_]/)[0]
  const table = language === 'de' ? catalogue.de : catalogue.en
  return table[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
