import type { Connection, Kernel } from 'gangway/kernel'
import { afterInputSettles } from 'gangway/ui'
import { useEffect, useState } from 'react'
import type { OnrampService } from '../../createOnrampService.js'
import type { OnrampProviderDefinition, OnrampQuote } from '../../types.js'
import type { OnrampChoices } from './useOnrampChoices.js'

/** One provider's quote: asked, or its answer (a placeholder when it has none). */
export type QuoteRow = { status: 'loading' } | { status: 'ready'; quote: OnrampQuote }

/** The quotes side by side and the provider the purchase goes to. */
export type OnrampQuotes = {
  quotes: Readonly<Record<string, QuoteRow>>
  /** The provider the visitor chose, else the best real quote, else the first available. */
  selected: string | undefined
  selectedDefinition: OnrampProviderDefinition | undefined
  choose(provider: string): void
  /** Forgets the quotes (a new purchase starts from the form). */
  clear(): void
}

/**
 * Quotes from every provider that can take the amount, side by side, once the inputs settle;
 * the best real quote is chosen unless the visitor chose (placeholders rank last).
 */
export function useOnrampQuotes(parameters: {
  kernel: Kernel
  service: OnrampService
  connection: Connection | undefined
  choices: OnrampChoices
}): OnrampQuotes {
  const { kernel, service, connection, choices } = parameters
  const { currentAsset, currentNetwork, currentFiat, currentMethod, amount, takes } = choices
  const [quotes, setQuotes] = useState<Readonly<Record<string, QuoteRow>>>({})
  const [chosen, setChosen] = useState<string>()

  const quoteKey = choices.amountValid
    ? `${currentAsset?.symbol}|${currentNetwork?.name}|${currentFiat?.id}|${currentMethod}|${amount}`
    : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key holds every input
  useEffect(() => {
    setQuotes({})
    if (!quoteKey || !currentAsset || !currentNetwork || !currentFiat || !connection) return
    return afterInputSettles({
      env: kernel.env,
      task: (isLive) => {
        for (const provider of service.providers) {
          if (!takes(provider.name)) continue
          setQuotes((current) => ({ ...current, [provider.name]: { status: 'loading' } }))
          void service
            .getQuote(provider.name, {
              purchaseCurrency: currentAsset.symbol,
              paymentCurrency: currentFiat.id,
              amount: String(amount),
              network: currentNetwork.name,
              paymentMethod: currentMethod,
              address: connection.address,
            })
            .then(
              (quote) =>
                isLive() &&
                setQuotes((current) => ({
                  ...current,
                  [provider.name]: { status: 'ready', quote },
                })),
            )
        }
      },
    })
  }, [kernel, service, quoteKey])

  const available = service.providers.filter((provider) => takes(provider.name))
  const best = available
    .map((provider) => ({ provider, row: quotes[provider.name] }))
    .filter((entry) => entry.row?.status === 'ready' && !entry.row.quote.placeholder)
    .sort(
      (a, b) =>
        Number((b.row as { quote: OnrampQuote }).quote.purchaseAmount.amount) -
        Number((a.row as { quote: OnrampQuote }).quote.purchaseAmount.amount),
    )[0]?.provider.name
  const selected = available.some((provider) => provider.name === chosen)
    ? chosen
    : (best ?? available[0]?.name)
  return {
    quotes,
    selected,
    selectedDefinition: service.providers.find((provider) => provider.name === selected),
    choose: setChosen,
    clear: () => setQuotes({}),
  }
}
