import type { PermitMessageKey } from './en.js'

/** French, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} jusqu’à {amount}',
  permitAllOf: '{spender} tout votre {token}',
  permitNft: '{spender} votre {token}',
  permitEveryNft: '{spender} chaque NFT {token} que vous possédez',
  permitUntil: '{grant}, jusqu’au {date}',
  decodedOnly: 'Non simulé (ce réseau ne le propose pas) : lu dans la demande elle-même',
  allowMore: '{spender} {amount} de plus que ce qui est déjà autorisé',
  unlimitedUntilWarning:
    'Cela permet à {spender} de prendre tout votre {symbol} jusqu’au {date}, sauf si vous le révoquez avant.',
} satisfies Record<PermitMessageKey, string>
