import type { CustodyMessageKey } from './en.js'

/** Italian: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Proteggi il tuo wallet',
  migrateBody:
    'Questo sito non custodisce più la chiave del tuo wallet: è divisa tra questo dispositivo, il sito e una password di recupero impostata qui. Stesso indirizzo, stessi fondi.',
  migrateAction: 'Proteggi il mio wallet',
  passkeySetTitle: 'Proteggi il tuo wallet',
  passkeySetBody: 'Con una passkey e la tua e-mail apri questo wallet su un nuovo dispositivo.',
  passkeyCreate: 'Crea una passkey',
  passkeyOrPassword: 'Oppure imposta una password di recupero',
  migratePasskeyBody:
    'Questo sito non custodisce più la chiave del tuo wallet: è divisa tra questo dispositivo, il sito e una passkey (o una password di recupero) impostata qui. Stesso indirizzo, stessi fondi.',
  passkeyOfferHint:
    'Nessuna password da ricordare: una passkey apre il wallet su un nuovo dispositivo.',
  passkeyTitle: 'Apri il wallet con la tua passkey',
  passkeyBody:
    'Questo dispositivo non ha ancora una parte del tuo wallet: la passkey lo apre qui, poi questo dispositivo conserva una parte propria.',
  passkeyAction: 'Usa la passkey',
  passkeyNoPrf:
    'Questa passkey non può proteggere il tuo wallet: non supporta l’estensione PRF. Imposta invece una password di recupero.',
  passkeyFailed: 'La passkey non ha risposto. Riprova o annulla.',
  passkeyUnusable: 'Questa passkey non apre questo wallet. Usa la passkey creata per esso.',
  passkeyWrong: 'Questa passkey non apre questo wallet. Tentativi rimasti: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
