import type { PermitMessageKey } from './en.js'

/** Dutch, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} tot {amount}',
  permitAllOf: '{spender} al je {token}',
  permitNft: '{spender} je {token}',
  permitEveryNft: '{spender} elke {token}-NFT die je bezit',
  permitUntil: '{grant}, tot {date}',
  decodedOnly: 'Niet gesimuleerd (dit netwerk biedt het niet): gelezen uit het verzoek zelf',
  allowMore: '{spender} {amount} meer dan al toegestaan',
  unlimitedUntilWarning:
    'Hiermee kan {spender} tot {date} al je {symbol} nemen, tenzij je dit eerder intrekt.',
} satisfies Record<PermitMessageKey, string>
