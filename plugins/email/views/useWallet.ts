import { type EmbeddedWallet, loadEmbeddedWallet } from 'gangway/embedded'
import type { Kernel } from 'gangway/kernel'
import { useEffect, useState } from 'react'

/** The instance's embedded wallet once its code has loaded. */
export function useWallet(kernel: Kernel): EmbeddedWallet | undefined {
  const [wallet, setWallet] = useState<EmbeddedWallet>()
  useEffect(() => {
    let live = true
    loadEmbeddedWallet(kernel)
      .then((loaded) => live && setWallet(loaded))
      .catch((error: unknown) => kernel.log.error('embedded wallet unavailable', error))
    return () => {
      live = false
    }
  }, [kernel])
  return wallet
}
