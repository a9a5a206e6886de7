import type { PermitMessageKey } from './en.js'

/** Polish, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} do {amount}',
  permitAllOf: '{spender} wszystkie twoje {token}',
  permitNft: '{spender} twój {token}',
  permitEveryNft: '{spender} każdy twój NFT {token}',
  permitUntil: '{grant}, do {date}',
  decodedOnly: 'Nie zasymulowano (ta sieć tego nie oferuje): odczytano z samego żądania',
  allowMore: '{spender} o {amount} więcej niż dotąd dozwolone',
  unlimitedUntilWarning:
    'To pozwala {spender} zabrać wszystkie twoje {symbol} do {date}, chyba że wcześniej to odwołasz.',
} satisfies Record<PermitMessageKey, string>
