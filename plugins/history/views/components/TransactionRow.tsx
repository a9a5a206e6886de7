import { type Kernel, type Network, safeLinkUrl } from 'gangway/kernel'
import { Icon, type PluginText, truncateAddress, useAddressIdentity } from 'gangway/ui'
import type { ReactElement } from 'react'
import { formatRelativeTime } from '../../activityRules.js'
import type { HistoryMessageKey } from '../../messages.js'
import type { HistoryTransaction } from '../../types.js'
import { formatTransfer, mainTransfer, transactionIcon, transactionTitle } from '../format.js'

/**
 * One row of the Activity tab: what happened, with whom (their name where a names plugin
 * knows it), the amount and when; a link to the explorer where the chain has one.
 */
export function TransactionRow({
  kernel,
  transaction,
  network,
  address,
  now,
  text,
}: {
  kernel: Kernel
  transaction: HistoryTransaction
  network: Network
  address: string
  now: number
  text: PluginText<HistoryMessageKey>
}): ReactElement {
  const locale = kernel.options.locale
  const parts = mainTransfer(transaction, address)
  const { main, direction, counterparty, minted } = parts
  const identity = useAddressIdentity(
    kernel,
    counterparty
      ? {
          namespace: network.chainNamespace,
          caipNetworkId: network.caipNetworkId,
          address: counterparty,
        }
      : undefined,
  )
  // Whatever a names plugin answers is shown as text, and never longer than a name.
  const name = typeof identity?.name === 'string' ? identity.name.slice(0, 64) : undefined
  const title = transactionTitle(text, { transaction, ...parts })
  const who = name ?? (counterparty ? truncateAddress(counterparty) : '')
  const subtitle =
    who && !minted
      ? text(direction === 'in' ? 'AccountActivity.from' : 'AccountActivity.to', { who })
      : ''
  const adapter = kernel.chains.loaded(network.chainNamespace)
  const link = safeLinkUrl(adapter?.getTransactionExplorerUrl({ hash: transaction.id, network }))
  const time =
    transaction.metadata.minedAt === undefined
      ? text('AccountActivity.pending')
      : formatRelativeTime(transaction.metadata.minedAt, { now, locale })
  const more =
    transaction.transfers.length > 1
      ? text('AccountActivity.andMore', { count: transaction.transfers.length - 1 })
      : ''
  const amount = main ? formatTransfer(main, { network, direction, locale }) : ''
  const content = (
    <>
      <span
        className={`gw-history-icon gw-history-${transaction.status === 'confirmed' ? direction : transaction.status}`}
      >
        <Icon name={transactionIcon(transaction, direction)} />
      </span>
      <span className="token-main">
        <span className="token-name">{title}</span>
        <span className="token-sub">{[subtitle, more].filter(Boolean).join(' · ')}</span>
      </span>
      <span className="gw-history-side">
        {main ? <span className="gw-history-amount">{amount}</span> : null}
        <span className="gw-history-time">{time}</span>
      </span>
    </>
  )
  return (
    <li data-testid="activity-row" data-status={transaction.status} data-id={transaction.id}>
      {link ? (
        <a
          className="gw-history-row"
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${title} ${subtitle} ${amount} ${time}. ${text('AccountActivity.explorer')}`}
        >
          {content}
        </a>
      ) : (
        <div className="gw-history-row">{content}</div>
      )}
    </li>
  )
}
