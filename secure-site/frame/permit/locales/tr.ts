import type { PermitMessageKey } from './en.js'

/** Turkish, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} adresine en fazla {amount}',
  permitAllOf: '{spender} adresine tüm {token} varlığınızı',
  permitNft: '{spender} adresine {token} varlığınızı',
  permitEveryNft: '{spender} adresine sahip olduğunuz her {token} NFT’sini',
  permitUntil: '{grant}, {date} tarihine kadar',
  decodedOnly: 'Simüle edilmedi (bu ağ bunu sunmuyor): isteğin kendisinden okundu',
  allowMore: '{spender} için zaten izin verilenden {amount} fazla',
  unlimitedUntilWarning:
    'Bu, önceden iptal etmezseniz {spender} adresinin {date} tarihine kadar tüm {symbol} varlığınızı almasına izin verir.',
} satisfies Record<PermitMessageKey, string>
