import type { OnrampMessageKey } from '../messages.js'

/** German, loaded only when the locale asks for it. */
export default {
  'Onramp.asset': 'Asset',
  'Onramp.network': 'Netzwerk',
  'Onramp.currency': 'Währung',
  'Onramp.method': 'Zahlungsart',
  'Onramp.card': 'Karte',
  'Onramp.bank': 'Banküberweisung',
  'Onramp.amount': 'Betrag',
  'Onramp.presets': 'Schnellbeträge',
  'Onramp.limits': 'Zwischen {min} und {max}',
  'Onramp.tooLow': 'Der Mindestbetrag ist {min}.',
  'Onramp.tooHigh': 'Der Höchstbetrag ist {max}.',
  'Onramp.invalidAmount': 'Gib einen Betrag ein, z. B. 50.',
  'Onramp.enterAmount': 'Betrag eingeben',
  'Onramp.destination': 'Geht an dein Konto {address}',
  'Onramp.providers': 'Anbieter',
  'Onramp.quoting': 'Angebote werden geholt…',
  'Onramp.youGet': 'Du erhältst ≈ {amount}',
  'Onramp.fee': 'Gebühren {amount}',
  'Onramp.total': 'Gesamt {amount}',
  'Onramp.feeRange': 'Kein Angebot: die Gebühren liegen meist bei {min}–{max}',
  'Onramp.outOfLimits': 'Für diesen Betrag nicht verfügbar',
  'Onramp.defaults':
    'Die üblichen Assets werden gezeigt: die Liste des Anbieters konnte nicht geladen werden.',
  'Onramp.continue': 'Weiter mit {provider}',
  'Onramp.opening': '{provider} wird geöffnet…',
  'Onramp.waiting': 'Schließe deinen Kauf im {provider}-Fenster ab.',
  'Onramp.waitingHint':
    'Diese Seite beobachtet dein Konto und meldet sich, sobald das Guthaben ankommt.',
  'Onramp.focusWindow': 'Das {provider}-Fenster zeigen',
  'Onramp.cancel': 'Abbrechen',
  'Onramp.submitted': 'Kauf übermittelt',
  'Onramp.submittedHint':
    'Kartenkäufe kommen meist innerhalb weniger Minuten an. Du kannst dieses Fenster schließen.',
  'Onramp.success': '{amount} ist auf deinem Konto angekommen',
  'Onramp.successTitle': 'Guthaben angekommen',
  'Onramp.cancelled': 'Kauf abgebrochen',
  'Onramp.cancelledHint':
    'Das {provider}-Fenster wurde geschlossen, bevor der Kauf übermittelt war.',
  'Onramp.failed': 'Der Kauf ist nicht durchgegangen',
  'Onramp.blocked':
    'Der Browser hat das Fenster blockiert. Erlaube Pop-ups und versuche es erneut.',
  'Onramp.refused': 'Die Seite des Anbieters konnte nicht geöffnet werden.',
  'Onramp.tryAgain': 'Erneut kaufen',
  'Onramp.back': 'Zurück',
  'Onramp.connect': 'Verbinde eine Wallet, um Krypto zu kaufen.',
  'Onramp.unsupported': 'Kaufen ist auf diesem Netzwerk nicht verfügbar.',
  'Onramp.noProviders': 'Es ist kein Onramp-Anbieter eingerichtet.',
} satisfies Partial<Record<OnrampMessageKey, string>>
