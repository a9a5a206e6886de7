import { Icon, Logo, Spinner } from 'gangway/ui'
import {
  type KeyboardEvent,
  type ReactElement,
  type RefObject,
  useEffect,
  useRef,
  useState,
} from 'react'
import { isAddress } from 'viem'
import type { SwapService } from '../../createSwapService.js'
import { SwapNetworkNotSupportedError } from '../../errors.js'
import type { SwapText } from '../../messages.js'
import { orderSwapTokens } from '../../orderSwapTokens.js'
import type { SwapToken } from '../../types.js'

/** Which side of the swap a token is for. */
export type Side = 'from' | 'to'

/** Whether two addresses are the same token (case-insensitive). */
export const sameToken = (a: string | undefined, b: string | undefined): boolean =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

/** Only https: and data: images reach the page (a token list is not trusted markup). */
const safeLogo = (uri: string | undefined) =>
  uri && /^(https:|data:image\/)/i.test(uri) ? uri : undefined

/** The button that shows a side's token and opens its list. */
export function TokenButton(props: {
  token: SwapToken | undefined
  text: SwapText
  expanded: boolean
  controls: string
  testId: string
  buttonRef: RefObject<HTMLButtonElement | null>
  onClick(): void
}): ReactElement {
  const { token, text } = props
  return (
    <button
      ref={props.buttonRef}
      type="button"
      className="gw-token-button"
      aria-expanded={props.expanded}
      aria-controls={props.expanded ? props.controls : undefined}
      data-testid={props.testId}
      onClick={props.onClick}
    >
      {token ? (
        <>
          <Logo src={safeLogo(token.logoUri)} name={token.symbol} size="small" round />
          <span className="sr-only">{text('Swap.tokenLabel')}: </span>
          {token.symbol}
        </>
      ) : (
        text('Swap.selectToken')
      )}
      <Icon name="chevronDown" className="chev" />
    </button>
  )
}

/**
 * The token list: search by name or symbol, or paste an address (read from the chain and
 * marked unverified). Arrow keys move between the tokens, Escape closes.
 */
export function TokenPicker(props: {
  id: string
  side: Side
  owned: readonly SwapToken[]
  catalogue: readonly SwapToken[]
  service: SwapService
  chainId: number
  text: SwapText
  onChoose(token: SwapToken): void
  onClose(): void
}): ReactElement {
  const { text, owned, catalogue, service, chainId } = props
  const [search, setSearch] = useState('')
  const [pasted, setPasted] = useState<SwapToken | 'loading' | 'failed'>()
  const list = useRef<HTMLUListElement>(null)
  const searchField = useRef<HTMLInputElement>(null)
  useEffect(() => searchField.current?.focus(), [])

  const query = search.trim().toLowerCase()
  const isPastedAddress = isAddress(query, { strict: false })
  const matches = (token: SwapToken) =>
    !query ||
    token.symbol.toLowerCase().includes(query) ||
    token.name.toLowerCase().includes(query) ||
    token.address.toLowerCase() === query
  const mine = owned.filter(matches)
  const known = orderSwapTokens(
    catalogue.filter(
      (token) => matches(token) && !mine.some((own) => sameToken(own.address, token.address)),
    ),
  )

  // A pasted address nobody listed: read the token from the chain.
  useEffect(() => {
    setPasted(undefined)
    if (!isPastedAddress || [...owned, ...catalogue].some((t) => sameToken(t.address, query)))
      return
    let live = true
    setPasted('loading')
    void (async () => {
      try {
        const [{ readSwapToken }, client] = await Promise.all([
          import('../../sources/readSwapToken.js'),
          service.getClient(chainId),
        ])
        if (!client) throw new SwapNetworkNotSupportedError(chainId)
        const token = await readSwapToken(client, query)
        if (live) setPasted(token)
      } catch {
        if (live) setPasted('failed')
      }
    })()
    return () => {
      live = false
    }
  }, [isPastedAddress, query, owned, catalogue, service, chainId])

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation()
      props.onClose()
      return
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])]
    if (!buttons.length) return
    event.preventDefault()
    const root = list.current?.getRootNode() as Document | ShadowRoot | undefined
    const index = buttons.indexOf(root?.activeElement as HTMLButtonElement)
    const next =
      event.key === 'ArrowDown'
        ? Math.min(buttons.length - 1, index + 1)
        : index <= 0
          ? -1
          : index - 1
    if (next < 0) searchField.current?.focus()
    else buttons[next]?.focus()
  }

  const row = (token: SwapToken) => (
    <li key={token.address.toLowerCase()}>
      <button type="button" className="item" onClick={() => props.onChoose(token)}>
        <Logo src={safeLogo(token.logoUri)} name={token.symbol} round />
        <span className="item-label">
          {token.symbol}
          <span className="item-sub">{token.name}</span>
        </span>
        {token.verified ? null : (
          <span className="gw-swap-badge">{text('Swap.unverifiedBadge')}</span>
        )}
      </button>
    </li>
  )

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move through the list's buttons
    <div className="gw-token-list" id={props.id} onKeyDown={onKeyDown}>
      <label className="gw-swap-label" htmlFor={`${props.id}-search`}>
        {text(props.side === 'from' ? 'Swap.chooseFrom' : 'Swap.chooseTo')}
      </label>
      <input
        ref={searchField}
        id={`${props.id}-search`}
        className="gw-swap-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={text('Swap.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul className="stack" ref={list} aria-label={text('Swap.selectToken')}>
        {mine.length ? (
          <li className="gw-swap-group" aria-hidden="true">
            {text('Swap.yourTokens')}
          </li>
        ) : null}
        {mine.map(row)}
        {known.length && mine.length ? (
          <li className="gw-swap-group" aria-hidden="true">
            {text('Swap.popular')}
          </li>
        ) : null}
        {known.map(row)}
        {pasted && pasted !== 'loading' && pasted !== 'failed' ? row(pasted) : null}
      </ul>
      {pasted === 'loading' ? (
        <div className="center">
          <Spinner />
        </div>
      ) : !mine.length && !known.length && (!pasted || pasted === 'failed') ? (
        <p className="gw-swap-hint">{text('Swap.noMatch')}</p>
      ) : null}
    </div>
  )
}
