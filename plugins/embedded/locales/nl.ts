import type { EmbeddedMessageKey } from '../views/messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'Accounttype',
  'embedded.smartAccount': 'Smart account',
  'embedded.smartAccountHint': 'Bundelt aanroepen; de app kan het gas betalen',
  'embedded.eoa': 'Sleutelaccount (EOA)',
  'embedded.eoaHint': 'De gewone sleutel, voor apps die hem nodig hebben',
  'embedded.balance': 'Saldo {amount}',
  'embedded.switchFailed': 'Het accounttype kon niet worden gewijzigd.',
  'embedded.switched': 'Je gebruikt nu je {type}',
  'embedded.sessions': 'App-sessies',
  'embedded.sessionsNone': 'Geen enkele app kan voor dit account handelen zonder het je te vragen.',
  'embedded.sessionsFailed': 'De sessies konden niet worden gelezen.',
  'embedded.sessionUnknownApp': 'Een app (elders toegestaan)',
  'embedded.sessionMayCall': 'Mag {call} op {address} aanroepen zonder te vragen',
  'embedded.sessionMaySend': 'Mag tot {amount} naar {address} sturen zonder te vragen',
  'embedded.sessionSpendLimit': 'Mag tot {amount} uitgeven',
  'embedded.sessionSpent': 'Tot nu toe uitgegeven: {amount}',
  'embedded.sessionEnds': 'Eindigt op {date}',
  'embedded.sessionRevoke': 'Intrekken',
  'embedded.sessionRevokeLabel': 'Sessie van {app} intrekken',
  'embedded.sessionRevoked': 'De sessie van {app} is beëindigd',
  'embedded.sessionRevokeFailed': 'De sessie kon niet worden ingetrokken.',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'Ongeldige app-configuratie',
  'embedded.alertNetworkError': 'Netwerkfout – de ingebouwde wallet kon niet worden geladen',
  'embedded.alertTimedOut': 'Het verzoek aan de ingebouwde wallet is verlopen',
  'embedded.alertSessionExpired': 'Sessie verlopen',
  'embedded.alertLoadFailed': 'Inloggen met e-mail kon niet worden geladen',
  'embedded.storageBlocked':
    'Je browser blokkeert de opslag van de wallet op deze pagina, dus je aanmelding kan niet bewaard worden. Begin opnieuw en kies ‘Opslag toestaan’ als de wallet erom vraagt, of sta cookies van derden toe voor deze site in de instellingen van je browser.',
  'embedded.recoveryMethod': 'Herstelmethode wijzigen',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
