import { formatUnits, parseUnits } from 'gangway/kernel'
import { formatAmount } from 'gangway/ui'

/**
 * What the visitor typed as an amount of a token with `decimals`, in its smallest unit: a
 * decimal comma reads as a point; `undefined` for anything that is no amount (empty, `.`,
 * negative, letters, more decimals than the token has).
 *
 * @example
 * readAmount('1,5', 6) // 1_500_000n
 */
export function readAmount(text: string, decimals: number): bigint | undefined {
  const clean = text.trim().replace(',', '.')
  if (clean.startsWith('-')) return undefined
  try {
    return parseUnits(clean, decimals)
  } catch {
    return undefined
  }
}

/** "1.5 GOLD": an amount in a token's smallest unit, six decimals at most. */
export function formatToken(
  amount: bigint,
  { token, locale }: { token: { decimals: number; symbol: string }; locale: string | undefined },
): string {
  return `${formatAmount(formatUnits(amount, token.decimals), { decimals: 6, locale })} ${token.symbol}`
}

/** "≈ 0.000211 ETH ($0.52)": the fee in the native coin, and in dollars when a price is known. */
export function formatFee(
  fee: bigint,
  {
    native,
    price,
    locale,
  }: {
    native: { symbol: string; decimals: number }
    price: number | undefined
    locale: string | undefined
  },
): string {
  const amount = formatUnits(fee, native.decimals)
  const coin = `≈ ${formatAmount(amount, { decimals: 6, locale })} ${native.symbol}`
  if (price === undefined) return coin
  const usd = new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 2,
  }).format(Number(amount) * price)
  return `${coin} (${usd})`
}

/** How much `to` one whole `from` buys at this quote, as a decimal string. */
export function rate({
  amountIn,
  fromDecimals,
  amountOut,
  toDecimals,
}: {
  amountIn: bigint
  fromDecimals: number
  amountOut: bigint
  toDecimals: number
}): string {
  if (amountIn === 0n) return '0'
  const scaled = (amountOut * 10n ** BigInt(fromDecimals) * 10n ** 18n) / amountIn
  return formatUnits(scaled, toDecimals + 18)
}
