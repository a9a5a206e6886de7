import { useEffect, useState } from 'react'
import { useKernelState, useUi } from '../../context.js'
import {
  getFirstWallets,
  listConnectors,
  peekFirstWallets,
  type WalletListItem,
} from '../../walletSource.js'

/** SPEC §9: the featured / recommended page shows 4 wallets. */
export const shownWallets = 4

/** Connect's first wallet rows, and whether they are the directory's settled answer. */
export type FirstWallets = {
  items: readonly WalletListItem[]
  /** The directory answered (or failed): an empty list now means "No wallets found". */
  settled: boolean
  /** How many wallets AllWallets lists. */
  total: number
}

/**
 * The directory's first rows (installed first, then featured / recommended) once it has
 * loaded; until then the installed wallets at once, the rest of the list as placeholders.
 * Reloaded when connectors or recent wallets change.
 */
export function useFirstWallets(): FirstWallets {
  const { kernel } = useUi()
  // Re-render when connectors or recent wallets change; the order is derived from state.
  const watched = useKernelState((state) => ({
    connectors: state.connectors,
    recent: state.recentWallets,
  }))
  const connectors = listConnectors(kernel)
  // Computed while the browser was idle (and nothing announced since): shown at once.
  const [directory, setDirectory] = useState<
    { data: readonly WalletListItem[]; count: number } | undefined
  >(() => peekFirstWallets(kernel, shownWallets))
  const [failed, setFailed] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when connectors or recent wallets change
  useEffect(() => {
    let live = true
    getFirstWallets(kernel, shownWallets)
      .then((page) => live && setDirectory(page))
      .catch((error: unknown) => {
        kernel.log.warn('wallet list failed', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [kernel, watched.connectors, watched.recent])
  const items: readonly WalletListItem[] =
    directory?.data ??
    connectors.map((connector) => ({
      id: `${connector.namespace}:${connector.id}`,
      name: connector.name,
      imageUrl: connector.imageUrl,
      connector,
    }))
  return {
    items,
    settled: directory !== undefined || failed,
    total: directory?.count ?? connectors.length,
  }
}
