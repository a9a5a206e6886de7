import type { EmbeddedMessageKey } from '../views/messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Tipo di account',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Raggruppa le chiamate; il gas può pagarlo l’app',
  'embedded.eoa': 'Account a chiave (EOA)',
  'embedded.eoaHint': 'La chiave semplice, per le app che ne hanno bisogno',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Impossibile cambiare il tipo di account.',
  'embedded.switched': 'Ora usi il tuo {type}',
  'embedded.sessions': 'Sessioni delle app',
  'embedded.sessionsNone': 'Nessuna app può agire per questo account senza chiedertelo.',
  'embedded.sessionsFailed': 'Impossibile leggere le sessioni.',
  'embedded.sessionUnknownApp': "Un'app (autorizzata altrove)",
  'embedded.sessionMayCall': 'Può chiamare {call} su {address} senza chiedere',
  'embedded.sessionMaySend': 'Può inviare fino a {amount} a {address} senza chiedere',
  'embedded.sessionSpendLimit': 'Può spendere fino a {amount}',
  'embedded.sessionSpent': 'Speso finora: {amount}',
  'embedded.sessionEnds': 'Termina il {date}',
  'embedded.sessionRevoke': 'Revoca',
  'embedded.sessionRevokeLabel': 'Revoca la sessione di {app}',
  'embedded.sessionRevoked': 'La sessione di {app} è terminata',
  'embedded.sessionRevokeFailed': 'Impossibile revocare la sessione.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Configurazione dell’app non valida',
  'embedded.alertNetworkError': 'Errore di rete: impossibile caricare il wallet integrato',
  'embedded.alertTimedOut': 'Richiesta al wallet integrato scaduta',
  'embedded.alertSessionExpired': 'Sessione scaduta',
  'embedded.alertLoadFailed': 'Impossibile caricare l’accesso via e-mail',
  'embedded.storageBlocked':
    'Il tuo browser blocca l’archiviazione del wallet in questa pagina, quindi non può mantenere il tuo accesso. Ricomincia e scegli «Consenti archiviazione» quando il wallet lo chiede, oppure consenti i cookie di terze parti per questo sito nelle impostazioni del browser.',
  'embedded.recoveryMethod': 'Cambia metodo di recupero',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
