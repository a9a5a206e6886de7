import type { MailCatalogue } from '../mailCatalogue.js'

export const it: MailCatalogue = {
  purposes: {
    login: 'di accesso',
    'update-primary': 'di modifica dell’e-mail',
    'update-secondary': 'di conferma del nuovo indirizzo',
    export: 'di esportazione delle chiavi',
    recovery: 'di modifica della password di recupero',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} è il tuo codice ${purpose} per ${appName}`,
    text: `Il tuo codice ${purpose} per ${appName} è ${code}\n\nScade tra 10 minuti. Se non l’hai richiesto, ignora questa e-mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} è il tuo codice di esportazione delle chiavi per ${appName}`,
    text: `Il tuo codice di esportazione delle chiavi per ${appName} è ${code}\n\nChi possiede le tue chiavi private controlla i tuoi fondi. Inserisci questo codice solo se hai chiesto tu di esportarle. Scade tra 10 minuti.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} è il tuo codice di accesso a ${appName} per un nuovo dispositivo`,
    text: `Un nuovo dispositivo ha chiesto di accedere a ${appName} come ${email}.\n\nSe sei stato tu, inserisci questo codice su quel dispositivo: ${code}\n\nScade tra 10 minuti. Se non sei stato tu, ignora questa e-mail e non dare il codice a nessuno: senza di esso nessuno può accedere.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Gli accessi a ${appName} con il tuo indirizzo sono sospesi`,
    text: `Sono stati inseriti troppi codici di accesso errati per ${email}. Per la tua sicurezza, ${appName} non accetta accessi con questo indirizzo per le prossime ${hours} ore.\n\nSe sei stato tu, riprova più tardi. Altrimenti qualcuno ha cercato di indovinare un codice: nessuno è entrato. Non dare mai a nessuno un codice che ti inviamo.\n`,
  }),
}
