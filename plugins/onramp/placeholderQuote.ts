import type { OnrampQuote, OnrampQuoteParameters } from './types.js'

/**
 * SPEC §8: after a failed quote, a placeholder with the requested amount in every field, so
 * the visitor can still go on to the provider (which shows the real price).
 *
 * @example
 * placeholderQuote({ amount: '100', paymentCurrency: 'USD', purchaseCurrency: 'USDC', … })
 * // { paymentTotal: { amount: '100', currency: 'USD' }, …, placeholder: true }
 */
export function placeholderQuote(
  parameters: Pick<OnrampQuoteParameters, 'amount' | 'paymentCurrency' | 'purchaseCurrency'>,
): OnrampQuote {
  const fiat = { amount: parameters.amount, currency: parameters.paymentCurrency }
  return {
    coinbaseFee: fiat,
    networkFee: fiat,
    paymentSubtotal: fiat,
    paymentTotal: fiat,
    purchaseAmount: { amount: parameters.amount, currency: parameters.purchaseCurrency },
    quoteId: 'placeholder',
    placeholder: true,
  }
}
