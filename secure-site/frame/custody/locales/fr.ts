import type { CustodyMessageKey } from './en.js'

/** French: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Sécurisez votre portefeuille',
  migrateBody:
    'Ce site ne garde plus la clé de votre portefeuille : elle est partagée entre cet appareil, le site et un mot de passe de récupération défini ici. Même adresse, mêmes fonds.',
  migrateAction: 'Sécuriser mon portefeuille',
  passkeySetTitle: 'Protégez votre portefeuille',
  passkeySetBody:
    'Avec une clé d’accès et votre e-mail, vous ouvrez ce portefeuille sur un nouvel appareil.',
  passkeyCreate: 'Créer une clé d’accès',
  passkeyOrPassword: 'Ou définissez un mot de passe de récupération',
  migratePasskeyBody:
    'Ce site ne garde plus la clé de votre portefeuille : elle est partagée entre cet appareil, le site et une clé d’accès (ou un mot de passe de récupération) définie ici. Même adresse, mêmes fonds.',
  passkeyOfferHint:
    'Aucun mot de passe à retenir : une clé d’accès ouvre le portefeuille sur un nouvel appareil.',
  passkeyTitle: 'Ouvrez votre portefeuille avec votre clé d’accès',
  passkeyBody:
    'Cet appareil n’a encore aucune part de votre portefeuille : votre clé d’accès l’ouvre ici, puis cet appareil garde sa propre part.',
  passkeyAction: 'Utiliser la clé d’accès',
  passkeyNoPrf:
    'Cette clé d’accès ne peut pas protéger votre portefeuille : elle ne prend pas en charge l’extension PRF. Définissez plutôt un mot de passe de récupération.',
  passkeyFailed: 'La clé d’accès n’a pas répondu. Réessayez ou annulez.',
  passkeyUnusable:
    'Cette clé d’accès n’ouvre pas ce portefeuille. Utilisez celle que vous avez créée pour lui.',
  passkeyWrong: 'Cette clé d’accès n’ouvre pas ce portefeuille. Tentatives restantes : {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
