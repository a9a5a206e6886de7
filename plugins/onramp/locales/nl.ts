import type { OnrampMessageKey } from '../messages.js'

/** Dutch, loaded only when the locale asks for it. */
export default {
  'Onramp.asset': 'Asset',
  'Onramp.network': 'Netwerk',
  'Onramp.currency': 'Valuta',
  'Onramp.method': 'Betaalmethode',
  'Onramp.card': 'Kaart',
  'Onramp.bank': 'Bankoverschrijving',
  'Onramp.amount': 'Bedrag',
  'Onramp.presets': 'Snelle bedragen',
  'Onramp.limits': 'Tussen {min} en {max}',
  'Onramp.tooLow': 'Het minimum is {min}.',
  'Onramp.tooHigh': 'Het maximum is {max}.',
  'Onramp.invalidAmount': 'Voer een bedrag in, bijv. 50.',
  'Onramp.enterAmount': 'Voer een bedrag in',
  'Onramp.destination': 'Gaat naar je account {address}',
  'Onramp.providers': 'Aanbieders',
  'Onramp.quoting': 'Offertes ophalen…',
  'Onramp.youGet': 'Je krijgt ≈ {amount}',
  'Onramp.fee': 'Kosten {amount}',
  'Onramp.total': 'Totaal {amount}',
  'Onramp.feeRange': 'Geen offerte: de kosten zijn meestal {min}–{max}',
  'Onramp.outOfLimits': 'Niet beschikbaar voor dit bedrag',
  'Onramp.defaults':
    'De gebruikelijke assets worden getoond: de lijst van de aanbieder kon niet worden geladen.',
  'Onramp.continue': 'Doorgaan met {provider}',
  'Onramp.opening': '{provider} openen…',
  'Onramp.waiting': 'Rond je aankoop af in het venster van {provider}.',
  'Onramp.waitingHint':
    'Deze pagina houdt je account in de gaten en werkt bij zodra het geld binnen is.',
  'Onramp.focusWindow': 'Venster van {provider} tonen',
  'Onramp.cancel': 'Annuleren',
  'Onramp.submitted': 'Aankoop verstuurd',
  'Onramp.submittedHint':
    'Kaartaankopen komen meestal binnen enkele minuten binnen. Je kunt dit venster sluiten.',
  'Onramp.success': '{amount} is op je account aangekomen',
  'Onramp.successTitle': 'Geld ontvangen',
  'Onramp.cancelled': 'Aankoop geannuleerd',
  'Onramp.cancelledHint':
    'Het venster van {provider} werd gesloten voordat de aankoop was verstuurd.',
  'Onramp.failed': 'De aankoop is niet gelukt',
  'Onramp.blocked':
    'De browser heeft het venster geblokkeerd. Sta pop-ups toe en probeer het opnieuw.',
  'Onramp.refused': 'De pagina van de aanbieder kon niet worden geopend.',
  'Onramp.tryAgain': 'Opnieuw kopen',
  'Onramp.back': 'Terug',
  'Onramp.connect': 'Verbind een wallet om crypto te kopen.',
  'Onramp.unsupported': 'Kopen is niet beschikbaar op dit netwerk.',
  'Onramp.noProviders': 'Er is geen aanbieder ingesteld.',
} satisfies Partial<Record<OnrampMessageKey, string>>
