import type { PermitMessageKey } from './en.js'

/** Spanish, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} hasta {amount}',
  permitAllOf: '{spender} todo tu {token}',
  permitNft: '{spender} tu {token}',
  permitEveryNft: '{spender} cada NFT de {token} que tengas',
  permitUntil: '{grant}, hasta el {date}',
  decodedOnly: 'No simulado (esta red no lo ofrece): leído de la propia solicitud',
  allowMore: '{spender} {amount} más de lo ya permitido',
  unlimitedUntilWarning:
    'Esto permite a {spender} tomar todo tu {symbol} hasta el {date}, salvo que lo revoques antes.',
} satisfies Record<PermitMessageKey, string>
