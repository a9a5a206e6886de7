import type { MailCatalogue } from '../mailCatalogue.js'

// Dutch joins the purpose to "code" in one word: inlogcode, bevestigingscode.
export const nl: MailCatalogue = {
  purposes: {
    login: 'inlog',
    'update-primary': 'e-mailwijzigings',
    'update-secondary': 'bevestigings',
    export: 'sleutelexport',
    recovery: 'herstelwachtwoordwijzigings',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} is je ${purpose}code voor ${appName}`,
    text: `Je ${purpose}code voor ${appName} is ${code}\n\nDe code verloopt over 10 minuten. Heb je hem niet aangevraagd, negeer dan deze e-mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} is je sleutelexportcode voor ${appName}`,
    text: `Je sleutelexportcode voor ${appName} is ${code}\n\nWie je privésleutels heeft, beheert je tegoed. Voer deze code alleen in als je zelf om de export hebt gevraagd. De code verloopt over 10 minuten.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} is je inlogcode voor ${appName} op een nieuw apparaat`,
    text: `Een nieuw apparaat wil inloggen bij ${appName} als ${email}.\n\nWas jij dit, voer dan deze code in op dat apparaat: ${code}\n\nDe code verloopt over 10 minuten. Was jij het niet, negeer dan deze e-mail en geef de code aan niemand: zonder de code kan niemand inloggen.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Inloggen bij ${appName} met je adres is gepauzeerd`,
    text: `Voor ${email} zijn te vaak verkeerde inlogcodes ingevoerd. Voor je veiligheid accepteert ${appName} de komende ${hours} uur geen inlog met dit adres.\n\nWas jij dit, probeer het daarna opnieuw. Zo niet, dan probeerde iemand een code te raden: niemand is binnengekomen. Geef nooit iemand een code die wij je sturen.\n`,
  }),
}
