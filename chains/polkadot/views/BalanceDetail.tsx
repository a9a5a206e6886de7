import { formatUnits, type Network } from 'gangway/kernel'
import {
  createPluginText,
  formatAmount,
  useBalances,
  useConnection,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react'
import { polkadotMessages } from '../messages.js'
import type { PolkadotAdapter, PolkadotBalanceDetail } from '../types.js'

const detailCss = /* css */ `
.gw-dot-detail { margin: 10px auto 0; max-width: 300px; font-size: 0.82em; color: var(--gw-fg-2); }
.gw-dot-detail dl { display: grid; grid-template-columns: 1fr auto; gap: 2px 16px; margin: 0; }
.gw-dot-detail dl > div { display: contents; }
.gw-dot-detail dt { text-align: start; }
.gw-dot-detail dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; color: var(--gw-fg); }
.gw-dot-detail p { margin: 6px 0 0; text-align: center; }
`

/**
 * Account's `AccountBalance:polkadot` slot: the balance's parts as the chain keeps them
 * (free, reserved, frozen) and the existential deposit, under the amount Account shows, which
 * is what a keep-alive transfer can move. Read again whenever Account's balance changes.
 */
export default function BalanceDetail({
  kernel,
  data,
  t,
}: ViewProps<{ address: string; network: Network | undefined }>): ReactElement | null {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, detailCss)
  const locale = kernel.options.locale
  const text = useMemo(
    () => createPluginText({ t, locale, messages: polkadotMessages }),
    [t, locale],
  )
  const connection = useConnection(kernel)
  const { native } = useBalances(kernel, connection)
  const [detail, setDetail] = useState<PolkadotBalanceDetail>()
  const { address, network } = data

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when Account's balance changes
  useEffect(() => {
    if (!network) return
    let current = true
    kernel.chains
      .load('polkadot')
      .then((adapter) => (adapter as PolkadotAdapter).getBalanceDetail({ address, network }))
      .then(
        (read) => current && setDetail(read),
        // Account already says when the balance is unavailable.
        (error: unknown) => kernel.log.debug('[polkadot] balance detail unavailable', error),
      )
    return () => {
      current = false
    }
  }, [kernel, address, network, native?.value])

  if (!network) return null
  const { decimals, symbol } = network.nativeCurrency
  const amount = (value: bigint) =>
    `${formatAmount(formatUnits(value, decimals), { decimals: 4, locale })} ${symbol}`
  const rows: [string, bigint | undefined][] = detail
    ? [
        [text('PolkadotBalance.free'), detail.free],
        [text('PolkadotBalance.reserved'), detail.reserved],
        [text('PolkadotBalance.frozen'), detail.frozen],
        [text('PolkadotBalance.deposit'), detail.existentialDeposit],
      ]
    : []
  return (
    <section
      ref={root}
      className="gw-dot-detail"
      aria-label={text('PolkadotBalance.label')}
      data-testid="polkadot-balance-detail"
    >
      {detail ? (
        <>
          <dl>
            {rows.map(([label, value]) =>
              value === undefined ? null : (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{amount(value)}</dd>
                </div>
              ),
            )}
          </dl>
          <p>{text('PolkadotBalance.hint')}</p>
        </>
      ) : null}
    </section>
  )
}
