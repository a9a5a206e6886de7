import type { Network, TokenBalance } from 'gangway/kernel'
import type { ReactElement } from 'react'
import { Icon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { useUi } from '../../context.js'
import { formatTokenAmount } from '../../shared/format.js'

/** The Tokens tab's own list (when no plugin fills its slot): held tokens and the coin. */
export function TokenList({
  balances,
  network,
}: {
  balances: readonly TokenBalance[]
  network: Network | undefined
}): ReactElement {
  const { t, locale } = useUi()
  const shown = balances.filter((balance) => balance.value > 0n || !balance.address)
  if (!shown.length)
    return (
      <EmptyTab
        icon="coins"
        title={t('Account.tokensEmpty')}
        hint={t('Account.tokensHint', { network: network?.name ?? '' })}
      />
    )
  return (
    <ul className="stack">
      {shown.map((balance) => (
        <li key={balance.address ?? 'native'} className="token">
          <Logo src={balance.iconUrl} name={balance.symbol || balance.name} round />
          <span className="token-main">
            <span className="token-name">{balance.name}</span>
            <span className="token-sub">{balance.symbol}</span>
          </span>
          <span
            className="token-amount"
            title={`${formatTokenAmount(balance.formatted, locale)} ${balance.symbol}`}
          >
            {formatTokenAmount(balance.formatted, locale)} {balance.symbol}
          </span>
        </li>
      ))}
    </ul>
  )
}

function EmptyTab({
  icon,
  title,
  hint,
}: {
  icon: 'image' | 'activity' | 'coins'
  title: string
  hint: string
}): ReactElement {
  return (
    <div className="empty">
      <span className="empty-icon">
        <Icon name={icon} />
      </span>
      <strong>{title}</strong>
      <p>{hint}</p>
    </div>
  )
}
