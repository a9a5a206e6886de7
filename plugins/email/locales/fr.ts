import type { EmailMessageKey } from '../views/messages.js'

/** French, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-mail',
  'email.placeholder': 'E-mail',
  'email.continue': 'Continuer avec l’e-mail',
  'email.invalid': 'Saisissez une adresse e-mail valide.',
  'email.notHeld':
    'Le portefeuille e-mail ne détient aucune clé pour {chains}. Pour les utiliser, connectez un autre portefeuille.',
  'email.sentTo': 'Saisissez le code envoyé à {email}',
  'email.codeLegend': 'Code à usage unique',
  'email.digit': 'Chiffre {n} sur 6',
  'email.codeHint': 'Le code expire dans 10 minutes.',
  'email.resend': 'Renvoyer le code',
  'email.resendIn': 'Renvoyer le code dans {n} s',
  'email.resent': 'Un nouveau code est en route.',
  'email.verifying': 'Vérification du code…',
  'email.deviceTitle': 'Approuver cet appareil',
  'email.deviceText':
    'Nous avons envoyé un lien à {email}. Ouvrez-le pour approuver cet appareil, puis revenez ici.',
  'email.deviceWaiting': 'En attente d’approbation…',
  'email.newEmail': 'Nouvel e-mail',
  'email.save': 'Enregistrer',
  'email.currentCode': 'Saisissez le code envoyé à votre e-mail actuel {email}',
  'email.newCode': 'Saisissez le code envoyé à {email}',
  'email.updated': 'E-mail mis à jour',
  'email.exportIntro':
    'Le service de portefeuille {origin} garde vos clés, chiffrées. L’export vous les montre dans sa propre fenêtre sécurisée : cette page ne les voit jamais.',
  'email.exportIntroShares':
    'Vos clés sont partagées entre cet appareil et le service de portefeuille {origin}. L’export les reconstitue dans sa propre fenêtre sécurisée : cette page ne les voit jamais.',
  'email.exportWarning':
    'Quiconque possède vos clés privées contrôle vos fonds. Ne les partagez jamais et ne les saisissez jamais sur un site web.',
  'email.exportSend': 'Envoyer un code à {email}',
  'email.exportCode': 'Saisissez le code envoyé à {email} pour afficher vos clés',
  'email.exportShown':
    'Vos clés s’affichent dans la fenêtre sécurisée. Fermez-la avec Terminé ou Échap.',
  'email.signOutEverywhere': 'Se déconnecter partout',
  'EmbeddedSignOutEverywhere.title': 'Se déconnecter partout',
  'email.signOutEverywhereIntro':
    'Cela met fin aux sessions de votre portefeuille sur tous les appareils et navigateurs où vous êtes connecté, celui-ci compris. Pour utiliser à nouveau le portefeuille, reconnectez-vous.',
  'email.signOutEverywhereConfirm': 'Se déconnecter de tous les appareils',
  'email.signedOutEverywhere': 'Vous êtes déconnecté de tous les appareils',
  'email.signOutEverywhereFailed':
    'La déconnexion de tous les appareils a échoué. Veuillez réessayer.',
  'email.mailUnavailable':
    "Nous n'avons pas pu envoyer l'e-mail pour le moment. Veuillez réessayer dans un instant.",
  'email.recoveryIntro':
    'La clé de votre portefeuille est partagée entre cet appareil et le service du portefeuille : avec votre e-mail et votre clé d’accès ou mot de passe de récupération, elle s’ouvre sur un nouvel appareil. Pour définir une nouvelle clé d’accès ou un nouveau mot de passe de récupération, confirmez avec un code que nous vous envoyons. L’ancien ne fonctionnera plus.',
  'email.recoveryCode':
    'Saisissez le code envoyé à {email}, puis définissez la nouvelle clé d’accès ou le nouveau mot de passe de récupération dans la fenêtre sécurisée',
  'email.recoveryTyping':
    'Définissez la nouvelle clé d’accès ou le nouveau mot de passe de récupération dans la fenêtre sécurisée.',
  'email.recoveryChanged': 'Votre méthode de récupération a été modifiée',
} satisfies Partial<Record<EmailMessageKey, string>>
