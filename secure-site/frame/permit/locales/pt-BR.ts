import type { PermitMessageKey } from './en.js'

/** Brazilian Portuguese, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} até {amount}',
  permitAllOf: '{spender} todo o seu {token}',
  permitNft: '{spender} o seu {token}',
  permitEveryNft: '{spender} cada NFT {token} que você possui',
  permitUntil: '{grant}, até {date}',
  decodedOnly: 'Não simulado (esta rede não oferece isso): lido da própria solicitação',
  allowMore: '{spender} {amount} a mais do que o já permitido',
  unlimitedUntilWarning:
    'Isso permite que {spender} pegue todo o seu {symbol} até {date}, a menos que você revogue antes.',
} satisfies Record<PermitMessageKey, string>
