import type { Network } from 'gangway/kernel'
import { createPluginText, Icon, Spinner, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo, useRef } from 'react'
import { formatMonth, groupByMonth } from '../activityRules.js'
import { historyMessages } from '../messages.js'
import { TransactionRow } from './components/TransactionRow.js'
import { useActivityList } from './hooks/useActivityList.js'
import { useLoadingRow } from './hooks/useLoadingRow.js'
import { historyCss } from './styles.js'

/** What Account gives its tab slots. */
export type AccountSlotData = { address: string; namespace: string; network: Network | undefined }

/**
 * The Activity tab (SPEC §2, §9): the account's transactions on the connected network,
 * grouped by month, newest first, pending ones on top and polled until mined; more pages load
 * as the loading row scrolls into view. A failing source empties the list and offers a retry.
 */
export default function AccountActivity({
  kernel,
  data,
  t,
}: ViewProps<AccountSlotData>): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, historyCss)
  const locale = kernel.options.locale
  const text = useMemo(
    () => createPluginText({ t, locale, messages: historyMessages }),
    [t, locale],
  )
  const { address, network } = data
  const { list, shown, loadFirst, loadMore } = useActivityList(kernel, { address, network })
  const observeLoadingRow = useLoadingRow(loadMore)

  if (!network) return <div ref={root} />

  if (list.status === 'loading')
    return (
      <div ref={root} className="gw-history-center" aria-busy="true">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )

  if (list.status === 'error')
    return (
      <div ref={root} className="empty" role="alert">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <strong>{text('AccountActivity.failed')}</strong>
        <button type="button" className="button secondary" onClick={() => void loadFirst()}>
          <Icon name="retry" />
          {text('AccountActivity.retry')}
        </button>
      </div>
    )

  if (!shown.length && !list.cursor)
    return (
      <div ref={root} className="empty">
        <span className="empty-icon">
          <Icon name="activity" />
        </span>
        <strong>{t('Account.activityEmpty')}</strong>
        <p>{t('Account.activityHint')}</p>
      </div>
    )

  const now = kernel.env.now()
  return (
    <div ref={root} className="gw-history">
      {groupByMonth(shown).map((group) => (
        <section
          key={group.key}
          aria-label={
            group.key === 'pending' ? text('AccountActivity.pending') : formatMonth(group, locale)
          }
        >
          <h3 className="gw-history-month">
            {group.key === 'pending' ? text('AccountActivity.pending') : formatMonth(group, locale)}
          </h3>
          <ul className="gw-history-list">
            {group.transactions.map((transaction) => (
              <TransactionRow
                key={transaction.id}
                kernel={kernel}
                transaction={transaction}
                network={network}
                address={address}
                now={now}
                text={text}
              />
            ))}
          </ul>
        </section>
      ))}
      {list.cursor ? (
        <ul className="gw-history-list">
          <li
            key={list.cursor}
            ref={observeLoadingRow}
            className="gw-history-more"
            aria-live="polite"
            data-testid="activity-loading-row"
          >
            <Spinner />
            <span>{text('AccountActivity.loadingMore')}</span>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
