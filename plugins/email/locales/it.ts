import type { EmailMessageKey } from '../views/messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continua con l’email',
  'email.invalid': 'Inserisci un indirizzo email valido.',
  'email.notHeld':
    'Il wallet email non custodisce chiavi per {chains}. Per usarle, collega un altro wallet.',
  'email.sentTo': 'Inserisci il codice inviato a {email}',
  'email.codeLegend': 'Codice monouso',
  'email.digit': 'Cifra {n} di 6',
  'email.codeHint': 'Il codice scade tra 10 minuti.',
  'email.resend': 'Invia di nuovo il codice',
  'email.resendIn': 'Invia di nuovo il codice tra {n} s',
  'email.resent': 'Un nuovo codice è in arrivo.',
  'email.verifying': 'Verifica del codice…',
  'email.deviceTitle': 'Approva questo dispositivo',
  'email.deviceText':
    'Abbiamo inviato un link a {email}. Aprilo per approvare questo dispositivo, poi torna qui.',
  'email.deviceWaiting': 'In attesa di approvazione…',
  'email.newEmail': 'Nuova email',
  'email.save': 'Salva',
  'email.currentCode': 'Inserisci il codice inviato alla tua email attuale {email}',
  'email.newCode': 'Inserisci il codice inviato a {email}',
  'email.updated': 'Email aggiornata',
  'email.exportIntro':
    'Il servizio wallet su {origin} custodisce le tue chiavi cifrate. L’esportazione te le mostra nella sua finestra sicura: questa pagina non le vede mai.',
  'email.exportIntroShares':
    'Le tue chiavi sono divise tra questo dispositivo e il servizio wallet su {origin}. L’esportazione le ricompone nella sua finestra sicura: questa pagina non le vede mai.',
  'email.exportWarning':
    'Chi ha le tue chiavi private controlla i tuoi fondi. Non condividerle mai e non inserirle mai su un sito web.',
  'email.exportSend': 'Invia un codice a {email}',
  'email.exportCode': 'Inserisci il codice inviato a {email} per vedere le tue chiavi',
  'email.exportShown': 'Le tue chiavi sono nella finestra sicura. Chiudila con Fine o Esc.',
  'email.signOutEverywhere': 'Esci ovunque',
  'EmbeddedSignOutEverywhere.title': 'Esci ovunque',
  'email.signOutEverywhereIntro':
    'Così terminano le sessioni del tuo wallet su tutti i dispositivi e browser in cui hai effettuato l’accesso, compreso questo. Per usare di nuovo il wallet, accedi di nuovo.',
  'email.signOutEverywhereConfirm': 'Esci da tutti i dispositivi',
  'email.signedOutEverywhere': 'Sei uscito da tutti i dispositivi',
  'email.signOutEverywhereFailed': 'Non è stato possibile uscire ovunque. Riprova.',
  'email.mailUnavailable':
    "Non è stato possibile inviare l'email in questo momento. Riprova tra poco.",
  'email.recoveryIntro':
    'La chiave del tuo wallet è divisa tra questo dispositivo e il servizio del wallet: con la tua e-mail e la passkey o la password di recupero si apre su un nuovo dispositivo. Per impostare una nuova passkey o password di recupero, conferma con un codice che ti inviamo. La vecchia smetterà di funzionare.',
  'email.recoveryCode':
    'Inserisci il codice inviato a {email}, poi imposta la nuova passkey o password di recupero nella finestra sicura',
  'email.recoveryTyping': 'Imposta la nuova passkey o password di recupero nella finestra sicura.',
  'email.recoveryChanged': 'Il metodo di recupero è stato cambiato',
} satisfies Partial<Record<EmailMessageKey, string>>
