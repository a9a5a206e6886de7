import { createPluginText, type PluginText, type Translate } from 'gangway/ui'

/**
 * The Swap view's messages. ui-shell's catalogue wins when it has a key (a host locale may
 * translate them); otherwise German for `de` locales, English for everything else.
 */
const en = {
  'Swap.sell': 'You pay',
  'Swap.buy': 'You receive',
  'Swap.selectToken': 'Select token',
  'Swap.tokenLabel': 'Token',
  'Swap.chooseFrom': 'Choose the token you pay with',
  'Swap.chooseTo': 'Choose the token you receive',
  'Swap.search': 'Search by name, symbol or address',
  'Swap.noMatch': 'No token matches.',
  'Swap.yourTokens': 'Your tokens',
  'Swap.popular': 'Popular',
  'Swap.unverified': 'Unverified: check the address before you swap',
  'Swap.unverifiedBadge': 'Unverified',
  'Swap.balance': 'Balance: {amount}',
  'Swap.max': 'Max',
  'Swap.maxLabel': 'Use the maximum, leaving enough for the network fee',
  'Swap.flip': 'Swap the direction',
  'Swap.rate': 'Rate',
  'Swap.priceImpact': 'Price impact',
  'Swap.minimumReceived': 'Minimum received',
  'Swap.maximumSold': 'Maximum paid',
  'Swap.slippage': 'Slippage tolerance (%)',
  'Swap.fee': 'Network fee',
  'Swap.quoting': 'Getting the best price…',
  'Swap.refresh': 'Get a fresh quote',
  'Swap.impactWarning': 'This trade moves the price by {impact}.',
  'Swap.impactConfirm': 'I accept a price impact of {impact}',
  'Swap.enterAmount': 'Enter an amount',
  'Swap.insufficient': 'Insufficient {symbol} balance',
  'Swap.approve': 'Approve {symbol}',
  'Swap.approving': 'Approving {symbol}…',
  'Swap.approved': '{symbol} approved',
  'Swap.approveHint': 'First allow the exchange to spend exactly {amount}.',
  'Swap.swap': 'Swap',
  'Swap.swapping': 'Swapping…',
  'Swap.walletHint': 'Review the transaction in your wallet.',
  'Swap.success': 'Swapped {from} for {to}',
  'Swap.failed': 'The swap did not go through',
  'Swap.rejected': 'You rejected the request in your wallet.',
  'Swap.unsupported': 'Network not supported for Swaps',
  'Swap.noGasPrice': 'Network not supported for Gas Price',
  'Swap.noRoute': 'No route for this pair. Try another token.',
  'Swap.badQuote': 'The quote could not be read. Try again.',
  'Swap.belowMinimum': 'The price moved beyond your slippage. Get a fresh quote and try again.',
  'Swap.reverted': 'The swap failed on chain: {reason}',
  'Swap.connect': 'Connect an EVM wallet to swap.',
} as const

export type SwapMessageKey = keyof typeof en

const de: Readonly<Record<SwapMessageKey, string>> = {
  'Swap.sell': 'Du zahlst',
  'Swap.buy': 'Du erhältst',
  'Swap.selectToken': 'Token wählen',
  'Swap.tokenLabel': 'Token',
  'Swap.chooseFrom': 'Wähle den Token, mit dem du zahlst',
  'Swap.chooseTo': 'Wähle den Token, den du erhältst',
  'Swap.search': 'Nach Name, Symbol oder Adresse suchen',
  'Swap.noMatch': 'Kein Token passt.',
  'Swap.yourTokens': 'Deine Token',
  'Swap.popular': 'Beliebt',
  'Swap.unverified': 'Nicht geprüft: kontrolliere die Adresse vor dem Tausch',
  'Swap.unverifiedBadge': 'Nicht geprüft',
  'Swap.balance': 'Guthaben: {amount}',
  'Swap.max': 'Max',
  'Swap.maxLabel': 'Den Höchstbetrag nutzen, abzüglich der Netzwerkgebühr',
  'Swap.flip': 'Richtung umkehren',
  'Swap.rate': 'Kurs',
  'Swap.priceImpact': 'Preiswirkung',
  'Swap.minimumReceived': 'Mindestens erhalten',
  'Swap.maximumSold': 'Höchstens bezahlt',
  'Swap.slippage': 'Slippage-Toleranz (%)',
  'Swap.fee': 'Netzwerkgebühr',
  'Swap.quoting': 'Bester Preis wird gesucht…',
  'Swap.refresh': 'Neues Angebot holen',
  'Swap.impactWarning': 'Dieser Tausch bewegt den Preis um {impact}.',
  'Swap.impactConfirm': 'Ich akzeptiere eine Preiswirkung von {impact}',
  'Swap.enterAmount': 'Betrag eingeben',
  'Swap.insufficient': '{symbol}-Guthaben reicht nicht aus',
  'Swap.approve': '{symbol} freigeben',
  'Swap.approving': '{symbol} wird freigegeben…',
  'Swap.approved': '{symbol} freigegeben',
  'Swap.approveHint': 'Erlaube der Börse zuerst, genau {amount} auszugeben.',
  'Swap.swap': 'Tauschen',
  'Swap.swapping': 'Wird getauscht…',
  'Swap.walletHint': 'Prüfe die Transaktion in deiner Wallet.',
  'Swap.success': '{from} gegen {to} getauscht',
  'Swap.failed': 'Der Tausch ist nicht durchgegangen',
  'Swap.rejected': 'Du hast die Anfrage in deiner Wallet abgelehnt.',
  'Swap.unsupported': 'Netzwerk wird für Tausch nicht unterstützt',
  'Swap.noGasPrice': 'Netzwerk wird für Gaspreis nicht unterstützt',
  'Swap.noRoute': 'Kein Weg für dieses Paar. Versuche einen anderen Token.',
  'Swap.badQuote': 'Das Angebot konnte nicht gelesen werden. Versuche es erneut.',
  'Swap.belowMinimum':
    'Der Preis hat sich über deine Slippage hinaus bewegt. Hol ein neues Angebot und versuche es erneut.',
  'Swap.reverted': 'Der Tausch ist auf der Chain fehlgeschlagen: {reason}',
  'Swap.connect': 'Verbinde eine EVM-Wallet, um zu tauschen.',
}

export const swapMessages = { en, de } as const

export type SwapText = PluginText<SwapMessageKey>

/**
 * The Swap view's translator: ui-shell's `t` first, then this catalogue for the locale.
 *
 * @example
 * const text = createSwapText(t, kernel.options.locale)
 * text('Swap.unsupported') // 'Network not supported for Swaps'
 */
export const createSwapText = (t: Translate, locale: string | undefined): SwapText =>
  createPluginText({ t, locale, messages: swapMessages })
