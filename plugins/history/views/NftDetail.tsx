import { caches, getShortMessage } from 'gangway/kernel'
import { createPluginText, truncateAddress, useStyles, type ViewProps } from 'gangway/ui'
import { type FormEvent, type ReactElement, useId, useMemo, useRef, useState } from 'react'
import { historyMessages } from '../messages.js'
import { type NftDetailData, NftImage, useNftMetadata } from './AccountNfts.js'
import { historyCss } from './styles.js'

/**
 * One NFT: its image, name, collection, id and standard, and — when the host enabled the send
 * plugin and the chain can transfer — a receiver field and Send, through the chain adapter's
 * `sendTransfer` (the contract every chain's transfers go through).
 */
export default function NftDetail({ kernel, data, t }: ViewProps<NftDetailData>): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, historyCss)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: historyMessages }),
    [t, kernel],
  )
  const { holding } = data
  const metadata = useNftMetadata(kernel, holding)
  const name = metadata?.name ?? text('AccountNfts.unnamed', { id: holding.tokenId })
  const inputId = useId()
  const [receiver, setReceiver] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const network = kernel.networks.get(data.caipNetworkId as `${string}:${string}`)
  const connection = kernel.connections.get(network?.chainNamespace)
  const adapter = network ? kernel.chains.loaded(network.chainNamespace) : undefined
  // Sending is the send feature's: offered only when the host enabled it.
  const canSend =
    !!adapter?.sendTransfer &&
    !!connection &&
    kernel.registry.entries('account').some((entry) => entry.plugin === 'send')

  async function send(event: FormEvent) {
    event.preventDefault()
    if (!adapter?.sendTransfer || !connection || !network) return
    const to = receiver.trim()
    if (!adapter.validateAddress(to)) {
      setError(text('NftDetail.invalidAddress'))
      return
    }
    setBusy(true)
    setError(undefined)
    kernel.router.pushTransactionStack({})
    try {
      await adapter.sendTransfer({
        connectorId: connection.connector.id,
        from: connection.address,
        to,
        amount: 1n,
        token: holding.contract,
        nft: { tokenId: BigInt(holding.tokenId), standard: holding.standard },
        network,
      })
      kernel.router.popTransactionStack('success')
      kernel.storage.clearCache(caches.portfolio)
      kernel.toasts.show('success', text('NftDetail.sent'))
      kernel.router.reset('Account')
    } catch (failure) {
      kernel.router.popTransactionStack('error')
      setError(getShortMessage(failure))
      setBusy(false)
    }
  }

  return (
    <div ref={root} className="gw-nft-detail">
      <NftImage src={metadata?.imageUrl} alt={name} />
      <h3 className="gw-nft-name" data-testid="nft-name">
        {name}
      </h3>
      {metadata?.description ? <p className="gw-nft-collection">{metadata.description}</p> : null}
      <dl className="gw-nft-facts">
        <dt>{text('NftDetail.collection')}</dt>
        <dd>{holding.collection ?? truncateAddress(holding.contract)}</dd>
        <dt>{text('NftDetail.tokenId')}</dt>
        <dd>{holding.tokenId}</dd>
        <dt>{text('NftDetail.standard')}</dt>
        <dd>{holding.standard === 'erc721' ? 'ERC-721' : 'ERC-1155'}</dd>
        {holding.standard === 'erc1155' ? (
          <>
            <dt>{text('NftDetail.balance')}</dt>
            <dd>{holding.balance.toString()}</dd>
          </>
        ) : null}
      </dl>
      {canSend ? (
        <form className="gw-nft-send" onSubmit={(event) => void send(event)}>
          <label htmlFor={inputId} className="gw-nft-collection">
            {text('NftDetail.receiver')}
          </label>
          <input
            id={inputId}
            value={receiver}
            onChange={(event) => setReceiver(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
          />
          {error ? (
            <p id={`${inputId}-error`} className="gw-nft-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button full" disabled={busy || !receiver.trim()}>
            {busy ? text('NftDetail.sending') : text('NftDetail.send')}
          </button>
        </form>
      ) : null}
    </div>
  )
}
