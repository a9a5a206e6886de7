import type { PermitMessageKey } from './en.js'

/** Japanese, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} に最大 {amount}',
  permitAllOf: '{spender} にあなたの {token} のすべて',
  permitNft: '{spender} にあなたの {token}',
  permitEveryNft: '{spender} にあなたが持つすべての {token} NFT',
  permitUntil: '{grant}（{date} まで）',
  decodedOnly:
    'シミュレーションなし（このネットワークは対応していません）：リクエスト自体から読み取りました',
  allowMore: '{spender} に、既存の許可に加えて {amount}',
  unlimitedUntilWarning:
    'これにより {spender} は、先に取り消さない限り、{date} まであなたの {symbol} をすべて取得できます。',
} satisfies Record<PermitMessageKey, string>
