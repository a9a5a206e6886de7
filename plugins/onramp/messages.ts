import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

/**
 * The Onramp view's messages. ui-shell's catalogue wins when it has a key; otherwise German
 * for `de` locales, English for everything else. Provider names are brands, not translated.
 */
export const en = {
  'Onramp.asset': 'Asset',
  'Onramp.network': 'Network',
  'Onramp.currency': 'Currency',
  'Onramp.method': 'Payment method',
  'Onramp.card': 'Card',
  'Onramp.bank': 'Bank transfer',
  'Onramp.amount': 'Amount',
  'Onramp.presets': 'Quick amounts',
  'Onramp.limits': 'Between {min} and {max}',
  'Onramp.tooLow': 'The minimum is {min}.',
  'Onramp.tooHigh': 'The maximum is {max}.',
  'Onramp.invalidAmount': 'Enter an amount, e.g. 50.',
  'Onramp.enterAmount': 'Enter an amount',
  'Onramp.destination': 'Goes to your account {address}',
  'Onramp.providers': 'Providers',
  'Onramp.quoting': 'Getting quotes…',
  'Onramp.youGet': 'You get ≈ {amount}',
  'Onramp.fee': 'Fees {amount}',
  'Onramp.total': 'Total {amount}',
  'Onramp.feeRange': 'No quote: fees are usually {min}–{max}',
  'Onramp.outOfLimits': 'Not available for this amount',
  'Onramp.defaults': 'Showing the usual assets: the provider’s list could not be loaded.',
  'Onramp.continue': 'Continue with {provider}',
  'Onramp.opening': 'Opening {provider}…',
  'Onramp.waiting': 'Finish your purchase in the {provider} window.',
  'Onramp.waitingHint': 'This page watches your account and updates when the funds arrive.',
  'Onramp.focusWindow': 'Show the {provider} window',
  'Onramp.cancel': 'Cancel',
  'Onramp.submitted': 'Purchase submitted',
  'Onramp.submittedHint':
    'Card purchases usually arrive within minutes. You can close this window.',
  'Onramp.success': '{amount} arrived in your account',
  'Onramp.successTitle': 'Funds arrived',
  'Onramp.cancelled': 'Purchase cancelled',
  'Onramp.cancelledHint': 'The {provider} window was closed before the purchase was submitted.',
  'Onramp.failed': 'The purchase did not go through',
  'Onramp.blocked': 'The browser blocked the window. Allow pop-ups and try again.',
  'Onramp.refused': "The provider's page could not be opened.",
  'Onramp.tryAgain': 'Buy again',
  'Onramp.back': 'Back',
  'Onramp.connect': 'Connect a wallet to buy crypto.',
  'Onramp.unsupported': 'Buying is not available on this network.',
  'Onramp.noProviders': 'No onramp provider is configured.',
} as const

export type OnrampMessageKey = keyof typeof en

export const onrampMessages = { en } as const

export type OnrampText = PluginText<OnrampMessageKey>

/**
 * The Onramp view's translator: ui-shell's `t` first, then this catalogue for the locale.
 *
 * @example
 * createOnrampText(t, 'de')('Onramp.card') // 'Karte'
 */
export const createOnrampText = (t: Translate, locale: string | undefined): OnrampText =>
  createPluginText({ t, locale, messages: onrampMessages })
