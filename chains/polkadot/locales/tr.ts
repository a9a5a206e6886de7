import type { PolkadotMessageKey } from '../messages.js'

/** Turkish, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'Bakiye ayrıntıları',
  'PolkadotBalance.free': 'Serbest',
  'PolkadotBalance.reserved': 'Rezerve',
  'PolkadotBalance.frozen': 'Dondurulmuş',
  'PolkadotBalance.deposit': 'Varoluş depozitosu',
  'PolkadotBalance.hint':
    'Yukarıdaki bakiye gönderebileceğiniz tutardır: dondurulmuş ve rezerve edilmiş fonlar ile varoluş depozitosu hesapta kalır.',
} satisfies Partial<Record<PolkadotMessageKey, string>>
