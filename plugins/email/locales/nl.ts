import type { EmailMessageKey } from '../views/messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'email.label': 'E-mail',
  'email.placeholder': 'E-mail',
  'email.continue': 'Doorgaan met e-mail',
  'email.invalid': 'Voer een geldig e-mailadres in.',
  'email.notHeld':
    'De e-mailwallet bewaart geen sleutels voor {chains}. Verbind daarvoor een andere wallet.',
  'email.sentTo': 'Voer de code in die we naar {email} hebben gestuurd',
  'email.codeLegend': 'Eenmalige code',
  'email.digit': 'Cijfer {n} van 6',
  'email.codeHint': 'De code verloopt over 10 minuten.',
  'email.resend': 'Code opnieuw sturen',
  'email.resendIn': 'Code opnieuw sturen over {n} s',
  'email.resent': 'Er is een nieuwe code onderweg.',
  'email.verifying': 'Code controleren…',
  'email.deviceTitle': 'Dit apparaat goedkeuren',
  'email.deviceText':
    'We hebben een link naar {email} gestuurd. Open die om dit apparaat goed te keuren en kom dan hier terug.',
  'email.deviceWaiting': 'Wachten op goedkeuring…',
  'email.newEmail': 'Nieuw e-mailadres',
  'email.save': 'Opslaan',
  'email.currentCode': 'Voer de code in die we naar je huidige e-mailadres {email} hebben gestuurd',
  'email.newCode': 'Voer de code in die we naar {email} hebben gestuurd',
  'email.updated': 'E-mailadres bijgewerkt',
  'email.exportIntro':
    'De walletdienst op {origin} bewaart je sleutels versleuteld. Bij exporteren toont hij ze in zijn eigen beveiligde venster: deze pagina ziet ze nooit.',
  'email.exportIntroShares':
    'Je sleutels zijn verdeeld over dit apparaat en de walletdienst op {origin}. Exporteren zet ze weer samen in het eigen beveiligde venster: deze pagina ziet ze nooit.',
  'email.exportWarning':
    'Wie je privésleutels heeft, beheert je tegoed. Deel ze nooit en voer ze nooit in op een website.',
  'email.exportSend': 'Stuur een code naar {email}',
  'email.exportCode': 'Voer de code in die we naar {email} hebben gestuurd om je sleutels te zien',
  'email.exportShown':
    'Je sleutels staan in het beveiligde venster. Sluit het met Gereed of Escape.',
  'email.signOutEverywhere': 'Overal uitloggen',
  'EmbeddedSignOutEverywhere.title': 'Overal uitloggen',
  'email.signOutEverywhereIntro':
    'Hiermee eindigen de sessies van je wallet op elk apparaat en in elke browser waar je bent ingelogd, ook deze. Log opnieuw in om de wallet weer te gebruiken.',
  'email.signOutEverywhereConfirm': 'Uitloggen op alle apparaten',
  'email.signedOutEverywhere': 'Je bent uitgelogd op alle apparaten',
  'email.signOutEverywhereFailed': 'Overal uitloggen is niet gelukt. Probeer het opnieuw.',
  'email.mailUnavailable': 'De e-mail kon nu niet worden verzonden. Probeer het zo opnieuw.',
  'email.recoveryIntro':
    'De sleutel van je wallet is verdeeld over dit apparaat en de walletdienst: met je e-mail en je passkey of herstelwachtwoord open je hem op een nieuw apparaat. Om een nieuwe passkey of een nieuw herstelwachtwoord in te stellen, bevestig je met een code die we je sturen. Het oude werkt daarna niet meer.',
  'email.recoveryCode':
    'Voer de code in die we naar {email} hebben gestuurd en stel daarna de nieuwe passkey of het nieuwe herstelwachtwoord in het beveiligde venster in',
  'email.recoveryTyping':
    'Stel de nieuwe passkey of het nieuwe herstelwachtwoord in het beveiligde venster in.',
  'email.recoveryChanged': 'Je herstelmethode is gewijzigd',
} satisfies Partial<Record<EmailMessageKey, string>>
