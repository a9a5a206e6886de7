// The frame's own text (it cannot use the host's catalogue): English and German.
const en = {
  title: 'Approve request',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send transaction',
  signTransaction: 'Sign transaction',
  requestedBy: 'Requested by {origin}',
  method: 'Method',
  account: 'Account',
  network: 'Network',
  to: 'To',
  value: 'Value',
  fee: 'Network fee (max)',
  call: 'Call',
  message: 'Message',
  approve: 'Approve',
  reject: 'Reject',
  approving: 'Signing…',
  bytes: '{n} bytes',
  contractCreation: 'Contract creation',
}
const de: typeof en = {
  title: 'Anfrage bestätigen',
  signMessage: 'Nachricht signieren',
  signTypedData: 'Strukturierte Daten signieren',
  sendTransaction: 'Transaktion senden',
  signTransaction: 'Transaktion signieren',
  requestedBy: 'Angefragt von {origin}',
  method: 'Methode',
  account: 'Konto',
  network: 'Netzwerk',
  to: 'An',
  value: 'Betrag',
  fee: 'Netzwerkgebühr (max.)',
  call: 'Aufruf',
  message: 'Nachricht',
  approve: 'Bestätigen',
  reject: 'Ablehnen',
  approving: 'Wird signiert…',
  bytes: '{n} Bytes',
  contractCreation: 'Vertragserstellung',
}
export type MessageKey = keyof typeof en

let catalogue = en

/** Picks the catalogue for a locale (`de`, `de-DE` → German; anything else English). */
export function setLocale(locale: string | undefined): void {
  catalogue = locale?.toLowerCase().startsWith('de') ? de : en
  document.documentElement.lang = catalogue === de ? 'de' : 'en'
}

export function text(key: MessageKey, values: Record<string, string> = {}): string {
  return catalogue[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
