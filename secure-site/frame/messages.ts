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
  sendCalls: 'Send calls',
  smartAccount: 'Smart account',
  sponsored: 'Paid by the app',
  grantPermissions: 'Grant a session',
  revokePermissions: 'End a session',
  sessionKey: 'Session key',
  spendLimit: 'Spend limit',
  expires: 'Expires',
  exportTitle: 'Your private keys',
  exportWarning:
    'Whoever has these keys controls your funds, on any site and any wallet. Never share them or paste them into a website. Keep them offline, where only you can reach them.',
  evmKey: 'EVM private key',
  solanaKey: 'Solana secret key',
  copyEvm: 'Copy EVM key',
  copySolana: 'Copy Solana key',
  copied: 'Copied',
  copyFailed: 'Copying failed: select the key and copy it yourself.',
  done: 'Done',
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
  sendCalls: 'Aufrufe senden',
  smartAccount: 'Smart Account',
  sponsored: 'Bezahlt von der App',
  grantPermissions: 'Sitzung erlauben',
  revokePermissions: 'Sitzung beenden',
  sessionKey: 'Sitzungsschlüssel',
  spendLimit: 'Ausgabelimit',
  expires: 'Läuft ab',
  exportTitle: 'Deine privaten Schlüssel',
  exportWarning:
    'Wer diese Schlüssel hat, verfügt über dein Guthaben, auf jeder Website und in jeder Wallet. Gib sie nie weiter und füge sie nie in eine Website ein. Bewahre sie offline auf, wo nur du sie erreichst.',
  evmKey: 'Privater EVM-Schlüssel',
  solanaKey: 'Geheimer Solana-Schlüssel',
  copyEvm: 'EVM-Schlüssel kopieren',
  copySolana: 'Solana-Schlüssel kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen: markiere den Schlüssel und kopiere ihn selbst.',
  done: 'Fertig',
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
