import type { PermitMessageKey } from './en.js'

/** Italian, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} fino a {amount}',
  permitAllOf: '{spender} tutti i tuoi {token}',
  permitNft: '{spender} il tuo {token}',
  permitEveryNft: '{spender} ogni NFT {token} che possiedi',
  permitUntil: '{grant}, fino al {date}',
  decodedOnly: 'Non simulato (questa rete non lo offre): letto dalla richiesta stessa',
  allowMore: '{spender} {amount} in più rispetto a quanto già consentito',
  unlimitedUntilWarning:
    'Questo permette a {spender} di prendere tutti i tuoi {symbol} fino al {date}, a meno che tu non lo revochi prima.',
} satisfies Record<PermitMessageKey, string>
