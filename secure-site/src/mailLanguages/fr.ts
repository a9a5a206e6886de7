import type { MailCatalogue } from '../mailCatalogue.js'

export const fr: MailCatalogue = {
  purposes: {
    login: 'de connexion',
    'update-primary': 'de changement d’e-mail',
    'update-secondary': 'de confirmation de la nouvelle adresse',
    export: 'd’exportation de clés',
    recovery: 'de changement du mot de passe de récupération',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} est votre code ${purpose} pour ${appName}`,
    text: `Votre code ${purpose} pour ${appName} est ${code}\n\nIl expire dans 10 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} est votre code d’exportation de clés pour ${appName}`,
    text: `Votre code d’exportation de clés pour ${appName} est ${code}\n\nQuiconque possède vos clés privées contrôle vos fonds. Ne saisissez ce code que si vous avez vous-même demandé leur exportation. Il expire dans 10 minutes.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} est votre code de connexion à ${appName} pour un nouvel appareil`,
    text: `Un nouvel appareil a demandé à se connecter à ${appName} en tant que ${email}.\n\nSi c’était vous, saisissez ce code sur cet appareil : ${code}\n\nIl expire dans 10 minutes. Si ce n’était pas vous, ignorez cet e-mail et ne donnez ce code à personne : sans lui, personne ne peut se connecter.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Les connexions à ${appName} avec votre adresse sont suspendues`,
    text: `Trop de codes de connexion erronés ont été saisis pour ${email}. Pour votre sécurité, ${appName} n’accepte aucune connexion avec cette adresse pendant les ${hours} prochaines heures.\n\nSi c’était vous, réessayez ensuite. Sinon, quelqu’un a tenté de deviner un code : personne n’est entré. Ne donnez jamais à personne un code que nous vous envoyons.\n`,
  }),
}
