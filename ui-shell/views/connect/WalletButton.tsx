import type { ReactElement } from 'react'
import { useUi } from '../../context.js'
import {
  ConnectorLogo,
  choosableConnectors,
  NamespaceChooser,
  rowBadges,
} from '../../walletRows.js'
import type { WalletListItem } from '../../walletSource.js'
import { openConnector, openWallet } from './openWallet.js'

/**
 * A wallet row of Connect and AllWallets. A wallet in several namespaces also gets a small
 * chooser: one button per namespace, beside the row's own button.
 */
export function WalletButton({ item }: { item: WalletListItem }): ReactElement {
  const { kernel, t } = useUi()
  const connector = item.connector
  const badges = rowBadges(kernel, connector)
  const choices = choosableConnectors(connector, kernel.chains.namespaces())
  const tag = badges.recent
    ? { text: t('Connect.recent'), className: 'tag' }
    : badges.installed
      ? { text: t('Connect.installed'), className: 'tag success' }
      : undefined
  const button = (
    <button
      type="button"
      className="item"
      data-connector={connector?.id}
      data-wallet={item.id}
      data-namespaces={choices.length ? choices.map((c) => c.namespace).join(' ') : undefined}
      onClick={() => openWallet(kernel, item)}
    >
      <ConnectorLogo item={item} />
      {choices.length ? (
        // The chooser takes the tag's place; the tag becomes the label's second line.
        <span className="item-label">
          {item.name}
          {tag ? <span className="item-sub">{tag.text}</span> : null}
        </span>
      ) : (
        <>
          <span className="item-label">{item.name}</span>
          {tag ? <span className={tag.className}>{tag.text}</span> : null}
        </>
      )}
    </button>
  )
  if (!choices.length) return button
  return (
    <div className="multi">
      {button}
      <NamespaceChooser
        item={item}
        members={choices}
        onChoose={(member) => openConnector(kernel, member)}
      />
    </div>
  )
}
