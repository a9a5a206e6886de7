import { formatUnits, getShortMessage, parseUnits } from 'gangway/kernel'
import { OnrampPopupBlockedError, OnrampUrlRefusedError } from '../errors.js'
import type { OnrampText } from '../messages.js'

/** What the amount field takes: up to 9 whole digits and 2 decimals, after a point or a comma. */
const fiatAmountPattern = /^\d{1,9}([.,]\d{1,2})?$/

/**
 * The fiat amount a visitor typed, or undefined when it is not one.
 *
 * @example
 * parseFiatAmount('12,5') // 12.5
 */
export function parseFiatAmount(typed: string): number | undefined {
  if (!fiatAmountPattern.test(typed)) return undefined
  // In cents through the kernel's parser, so the decimal is read exactly, then as a number.
  return Number(formatUnits(parseUnits(typed.replace(',', '.'), 2), 2))
}

/** An amount in a fiat currency ("$1,234.50"); `whole` drops the cents of a round preset. */
export function formatFiat(
  amount: string,
  {
    currency,
    locale,
    whole = false,
  }: { currency: string; locale: string | undefined; whole?: boolean },
): string {
  const value = Number(amount)
  if (!Number.isFinite(value)) return `${amount} ${currency}`
  try {
    return new Intl.NumberFormat(locale ?? 'en-US', {
      style: 'currency',
      currency,
      ...(whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
    }).format(value)
  } catch {
    return `${amount} ${currency}`
  }
}

/** The failed state's words for what went wrong opening the provider. */
export function problemText(error: unknown, text: OnrampText): string {
  if (error instanceof OnrampPopupBlockedError) return text('Onramp.blocked')
  if (error instanceof OnrampUrlRefusedError) return text('Onramp.refused')
  return getShortMessage(error)
}
