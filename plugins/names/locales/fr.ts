import type { NamesMessageKey } from '../messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Choisissez votre nom',
  'RegisterAccountName.label': 'Nom',
  'RegisterAccountName.hint':
    'Votre nom renvoie à votre adresse. Tout le monde peut vous envoyer des fonds avec.',
  'RegisterAccountName.rule': 'Lettres, chiffres ou trait d’union, 4 caractères minimum',
  'RegisterAccountName.checking': 'Vérification…',
  'RegisterAccountName.available': '{name} est disponible',
  'RegisterAccountName.taken': '{name} est déjà pris',
  'RegisterAccountName.suggestions': 'Suggestions',
  'RegisterAccountName.register': 'Enregistrer',
  'RegisterAccountName.signing': 'Signez le message dans votre portefeuille',
  'RegisterAccountName.notConnected':
    'Connectez un portefeuille sur un réseau EVM pour enregistrer un nom.',
  'RegisterAccountName.invalid': 'Nom invalide : {reason}',
  'RegisterAccountNameSuccess.title': 'Nom enregistré',
  'RegisterAccountNameSuccess.body': '{name} renvoie maintenant à votre adresse.',
  'RegisterAccountNameSuccess.done': 'Retour au compte',
  'names.errorResolving': 'Erreur lors de la résolution du nom',
  'names.errorSuggestions': 'Erreur lors du chargement des suggestions de noms',
  'names.errorForAddress': 'Erreur lors du chargement des noms de l’adresse',
  'names.errorRegistering': 'Erreur lors de l’enregistrement du nom {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
