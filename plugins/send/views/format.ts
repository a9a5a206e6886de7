import type { ChainAdapter, Network, TokenBalance, TransferEstimate } from 'gangway/kernel'
import { formatAmount } from 'gangway/ui'

/** The chain's units, as the views format with them. */
export type Units = Pick<ChainAdapter, 'formatUnits'>

/** A small amount (a fee) with its first significant digits: 0.0000441, not 0. */
export function formatSmall(
  value: bigint,
  { decimals, locale, units }: { decimals: number; locale: string | undefined; units: Units },
): string {
  const text = units.formatUnits(value, decimals)
  const [, fraction = ''] = text.split('.')
  const significant = fraction.replace(/0+$/, '')
  const leadingZeros = significant.length - significant.replace(/^0+/, '').length
  return formatAmount(text, { decimals: Math.max(4, leadingZeros + 3), locale })
}

/** Dollars, with more digits for sub-cent amounts. */
export function formatUsd(amount: number, locale: string | undefined): string {
  return new Intl.NumberFormat(locale ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: amount < 0.01 ? 4 : 2,
  }).format(amount)
}

/** "0.0000441 ETH ($0.12)": the fee in the native coin, and in dollars when a price is known. */
export function formatFee(parameters: {
  estimate: TransferEstimate
  network: Network
  native: TokenBalance | undefined
  locale: string | undefined
  units: Units
}): string {
  const { estimate, network, native, locale, units } = parameters
  const { symbol, decimals } = network.nativeCurrency
  const coin = `${formatSmall(estimate.fee, { decimals, locale, units })} ${symbol}`
  if (native?.price === undefined) return coin
  const usd = Number(units.formatUnits(estimate.fee, decimals)) * native.price
  return `${coin} (${formatUsd(usd, locale)})`
}

/** Identifies a balance entry across refreshes. */
export function tokenKey(token: TokenBalance | undefined): string {
  return token ? `${token.caipNetworkId}:${token.address ?? 'native'}` : ''
}
