import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

/**
 * The send views' messages. ui-shell's catalogue wins when it has a key (a host locale may
 * translate them); otherwise German for `de` locales, English for everything else.
 */
export const en = {
  'WalletSend.amount': 'Amount',
  'WalletSend.token': 'Token',
  'WalletSend.selectToken': 'Select token',
  'WalletSend.chooseToken': 'Choose a token to send',
  'WalletSend.noTokens': 'No tokens to send on {network}.',
  'WalletSend.balance': 'Balance: {amount}',
  'WalletSend.max': 'Max',
  'WalletSend.maxLabel': 'Send the maximum, leaving enough for the network fee',
  'WalletSend.receiver': 'To',
  'WalletSend.receiverPlaceholder': 'Address',
  'WalletSend.receiverPlaceholderNames': 'Address or name',
  'WalletSend.fee': 'Network fee',
  'WalletSend.feeUnknown': 'Estimated when you preview',
  'WalletSend.feeRent': "{fee} network fee + {rent} to open the receiver's token account",
  'WalletSend.preview': 'Preview send',
  'WalletSend.required': 'An amount and receiver address are required',
  'WalletSend.tokenRequired': 'A token is required',
  'WalletSend.unsupportedChain': 'Unsupported chain',
  'WalletSend.invalidAddress': 'Enter a valid address for this network',
  'WalletSend.invalidAmount': 'Enter an amount greater than 0',
  'WalletSend.insufficient': 'Insufficient funds',
  'WalletSend.insufficientFee': 'Not enough for the network fee',
  'WalletSend.nameNotFound': 'No address found for this name',
  'WalletSend.nameRefused': '{reason}',
  'WalletSend.inProgress': 'A send is already under way.',
  'WalletSendPreview.sending': 'You send',
  'WalletSendPreview.to': 'To',
  'WalletSendPreview.network': 'Network',
  'WalletSendPreview.fee': 'Network fee',
  'WalletSendPreview.confirm': 'Send',
  'WalletSendPreview.cancel': 'Cancel',
  'WalletSendPreview.busy': 'Sending…',
  'WalletSendPreview.hint': 'Review the transaction in your wallet.',
  'WalletSendPreview.failed': 'The transaction was not sent',
  'WalletSendPreview.success': 'Sent {amount}',
} as const

export type SendMessageKey = keyof typeof en

export const sendMessages = { en } as const

export type SendText = PluginText<SendMessageKey>

/**
 * The send views' translator: ui-shell's `t` first, then this catalogue for the locale.
 *
 * @example
 * const text = createSendText(t, kernel.options.locale)
 * text('WalletSend.required') // 'An amount and receiver address are required'
 */
export const createSendText = (t: Translate, locale: string | undefined): SendText =>
  createPluginText({ t, locale, messages: sendMessages })
