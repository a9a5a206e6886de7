import type { Kernel } from 'gangway/kernel'
import { createPluginText, Icon, Spinner, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getHistoryService } from '../createHistoryService.js'
import { historyMessages } from '../messages.js'
import { fetchNftMetadata, type NftMetadata, safeNftImage } from '../nftMetadata.js'
import type { HistorySettings, NftHolding } from '../types.js'
import type { AccountSlotData } from './AccountActivity.js'
import { historyCss } from './styles.js'

/** What NftDetail opens with. */
export type NftDetailData = { holding: NftHolding; address: string; caipNetworkId: string }

const metadataByKernel = new WeakMap<Kernel, Map<string, Promise<NftMetadata | undefined>>>()

/** An NFT's metadata, read once per instance (cached by contract and id). */
export function useNftMetadata(kernel: Kernel, holding: NftHolding): NftMetadata | undefined {
  const [metadata, setMetadata] = useState<NftMetadata | undefined>()
  const [settings, setSettings] = useState<HistorySettings | undefined>()
  useEffect(() => {
    void kernel.request({ method: 'history_settings' }).then(setSettings)
  }, [kernel])
  const gateway = settings?.ipfsGateway ?? 'https://ipfs.io/ipfs/'
  useEffect(() => {
    const uri = holding.metadataUri
    if (!uri || !settings) return
    const cache =
      metadataByKernel.get(kernel) ?? new Map<string, Promise<NftMetadata | undefined>>()
    metadataByKernel.set(kernel, cache)
    const key = `${holding.contract}:${holding.tokenId}`
    let pending = cache.get(key)
    if (!pending) {
      pending = fetchNftMetadata({
        uri,
        gateway,
        timeout: settings.metadataTimeout,
        http: kernel.http,
      }).catch((error: unknown) => {
        kernel.log.warn('NFT metadata failed', error)
        return undefined
      })
      cache.set(key, pending)
    }
    let live = true
    void pending.then((value) => {
      if (live) setMetadata(value)
    })
    return () => {
      live = false
    }
  }, [kernel, holding, gateway, settings])
  return holding.name || holding.imageUrl
    ? {
        name: metadata?.name ?? holding.name,
        imageUrl: metadata?.imageUrl ?? safeNftImage(holding.imageUrl, gateway),
        description: metadata?.description,
      }
    : metadata
}

/** An NFT's picture: an `<img>` (an SVG too: never inlined), or a placeholder. */
export function NftImage({ src, alt }: { src: string | undefined; alt: string }): ReactElement {
  const [failed, setFailed] = useState(false)
  return (
    <span className="gw-nft-image">
      {src && !failed ? (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
        />
      ) : (
        <Icon name="image" />
      )}
    </span>
  )
}

/**
 * The NFTs tab: the account's ERC-721 and ERC-1155 tokens on the connected network, with
 * image, name and collection; spam hidden. A token opens NftDetail.
 */
export default function AccountNfts({ kernel, data, t }: ViewProps<AccountSlotData>): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, historyCss)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: historyMessages }),
    [t, kernel],
  )
  const { address, network } = data
  const [state, setState] = useState<{
    status: 'loading' | 'ready' | 'error'
    nfts: readonly NftHolding[]
  }>({
    status: 'loading',
    nfts: [],
  })
  const load = useCallback(async () => {
    if (!network) return
    setState({ status: 'loading', nfts: [] })
    try {
      const nfts = await getHistoryService(kernel).getNfts({ address, network })
      setState({ status: 'ready', nfts: nfts.filter((nft) => !nft.isSpam) })
    } catch (error) {
      kernel.log.warn('NFTs failed', error)
      setState({ status: 'error', nfts: [] })
    }
  }, [kernel, address, network])
  useEffect(() => {
    void load()
  }, [load])

  if (state.status === 'loading')
    return (
      <div ref={root} className="gw-history-center" aria-busy="true">
        <Spinner />
        <span className="sr-only">{t('common.loading')}</span>
      </div>
    )
  if (state.status === 'error')
    return (
      <div ref={root} className="empty" role="alert">
        <span className="empty-icon">
          <Icon name="alert" />
        </span>
        <strong>{text('AccountNfts.failed')}</strong>
        <button type="button" className="button secondary" onClick={() => void load()}>
          <Icon name="retry" />
          {text('AccountActivity.retry')}
        </button>
      </div>
    )
  if (!state.nfts.length)
    return (
      <div ref={root} className="empty">
        <span className="empty-icon">
          <Icon name="image" />
        </span>
        <strong>{t('Account.nftsEmpty')}</strong>
        <p>{t('Account.nftsHint')}</p>
      </div>
    )
  return (
    <div ref={root}>
      <ul className="gw-nfts" aria-label={text('AccountNfts.list')}>
        {state.nfts.map((holding) => (
          <li key={`${holding.contract}:${holding.tokenId}`}>
            <NftCard
              kernel={kernel}
              holding={holding}
              unnamed={text('AccountNfts.unnamed', { id: holding.tokenId })}
              onOpen={() =>
                kernel.router.push({
                  view: 'NftDetail',
                  data: {
                    holding,
                    address,
                    caipNetworkId: network!.caipNetworkId,
                  } satisfies NftDetailData,
                })
              }
            />
          </li>
        ))}
      </ul>
    </div>
  )
}

function NftCard({
  kernel,
  holding,
  unnamed,
  onOpen,
}: {
  kernel: Kernel
  holding: NftHolding
  unnamed: string
  onOpen(): void
}): ReactElement {
  const metadata = useNftMetadata(kernel, holding)
  const name = metadata?.name ?? unnamed
  return (
    <button type="button" className="gw-nft" onClick={onOpen} data-testid="nft-card">
      <NftImage src={metadata?.imageUrl} alt="" />
      <span className="gw-nft-name">{name}</span>
      <span className="gw-nft-collection">{holding.collection ?? ''}</span>
    </button>
  )
}
