import type { NamesMessageKey } from '../messages.js'

/** Italian, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Scegli il tuo nome',
  'RegisterAccountName.label': 'Nome',
  'RegisterAccountName.hint':
    'Il tuo nome punta al tuo indirizzo. Chiunque può inviarti fondi con esso.',
  'RegisterAccountName.rule': 'Usa lettere, cifre o trattino, almeno 4 caratteri',
  'RegisterAccountName.checking': 'Verifica…',
  'RegisterAccountName.available': '{name} è disponibile',
  'RegisterAccountName.taken': '{name} è già in uso',
  'RegisterAccountName.suggestions': 'Suggerimenti',
  'RegisterAccountName.register': 'Registra',
  'RegisterAccountName.signing': 'Firma il messaggio nel tuo wallet',
  'RegisterAccountName.notConnected': 'Connetti un wallet su una rete EVM per registrare un nome.',
  'RegisterAccountName.invalid': 'Nome non valido: {reason}',
  'RegisterAccountNameSuccess.title': 'Nome registrato',
  'RegisterAccountNameSuccess.body': '{name} ora punta al tuo indirizzo.',
  'RegisterAccountNameSuccess.done': 'Torna all’account',
  'names.errorResolving': 'Errore nella risoluzione del nome',
  'names.errorSuggestions': 'Errore nel recupero dei suggerimenti',
  'names.errorForAddress': 'Errore nel recupero dei nomi dell’indirizzo',
  'names.errorRegistering': 'Errore nella registrazione del nome {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
