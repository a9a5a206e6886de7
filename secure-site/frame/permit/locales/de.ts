import type { PermitMessageKey } from './en.js'

/** German, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} bis zu {amount}',
  permitAllOf: '{spender} dein gesamtes {token}',
  permitNft: '{spender} dein {token}',
  permitEveryNft: '{spender} jedes {token}-NFT, das du besitzt',
  permitUntil: '{grant}, bis {date}',
  decodedOnly:
    'Nicht simuliert (dieses Netzwerk bietet es nicht an): aus der Anfrage selbst gelesen',
  allowMore: '{spender} {amount} mehr als bisher erlaubt',
  unlimitedUntilWarning:
    'Damit kann {spender} bis {date} dein gesamtes {symbol} nehmen, sofern du es nicht vorher widerrufst.',
} satisfies Record<PermitMessageKey, string>
