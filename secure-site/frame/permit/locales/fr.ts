import type { PermitMessageKey } from '../permitMessages.js'

/** French, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} jusqu’à {amount}',
  permitAllOf: '{spender} tout votre {token}',
  permitNft: '{spender} votre {token}',
  permitEveryNft: '{spender} chaque NFT {token} que vous possédez',
  permitUntil: '{grant}, jusqu’au {date}',
  unlimitedUntilWarning:
    'Cela permet à {spender} de prendre tout votre {symbol} jusqu’au {date}, sauf si vous le révoquez avant.',
} satisfies Record<PermitMessageKey, string>
