import type { WalletSendData } from 'gangway/send'
import { createPluginText, Icon, truncateAddress, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo, useRef } from 'react'
import { historyMessages } from '../messages.js'
import { type NftDetailData, NftImage, useNftMetadata } from './AccountNfts.js'
import { historyCss } from './styles.js'

/**
 * One NFT: its image, name, collection, id and standard, and — when the host enabled the send
 * plugin and the NFT is on the connected network — Send, which opens the send plugin's form
 * with the NFT chosen (`WalletSendData`): receiver, fee, preview and confirm are Send's own.
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
  const network = kernel.networks.get(data.caipNetworkId as `${string}:${string}`)
  const connection = kernel.connections.get(network?.chainNamespace)
  // Sending is the send feature's: offered only when the host enabled it, on the network the
  // form sends on.
  const canSend =
    !!connection &&
    connection.caipNetworkId === data.caipNetworkId &&
    kernel.registry.entries('account').some((entry) => entry.plugin === 'send')

  function send() {
    kernel.router.push({
      view: 'WalletSend',
      data: {
        nft: {
          caipNetworkId: data.caipNetworkId,
          contract: holding.contract,
          tokenId: holding.tokenId,
          standard: holding.standard,
          balance: holding.balance.toString(),
          name,
          collection: holding.collection,
          imageUrl: metadata?.imageUrl,
        },
      } satisfies WalletSendData,
    })
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
        <button type="button" className="button full" onClick={send}>
          <Icon name="arrowUp" />
          {text('NftDetail.send')}
        </button>
      ) : null}
    </div>
  )
}
