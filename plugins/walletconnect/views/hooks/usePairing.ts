import type { Kernel } from 'gangway/kernel'
import { useEffect, useState, useSyncExternalStore } from 'react'
// Through the index, like every lazy module (see createWalletConnectController.ts).
import { getWalletConnect } from '../../index.js'
import type { PairingState } from '../../pairing.js'
import type { WalletConnectController } from '../../walletConnectController.js'

const idle: PairingState = { status: 'idle' }

/**
 * Loads the instance's WalletConnect controller and starts a pairing for the picked wallet
 * (none when the host passed its own URI); leaving the view cancels it. The pairing state
 * follows the controller's.
 */
export function usePairing(
  kernel: Kernel,
  parameters: {
    /** A URI the host already has (`open({ uri })`): shown as it is, no pairing here. */
    given: string | undefined
    walletId: string | undefined
    walletName: string | undefined
  },
): { controller: WalletConnectController | undefined; state: PairingState } {
  const { given, walletId, walletName } = parameters
  const [controller, setController] = useState<WalletConnectController>()

  useEffect(() => {
    let live = true
    let loaded: WalletConnectController | undefined
    getWalletConnect(kernel)
      .then((instance) => {
        if (!live) return
        loaded = instance
        setController(instance)
        if (given) return
        instance.setWallet(walletId ? { id: walletId, name: walletName ?? walletId } : undefined)
        instance.pair().catch((error) => kernel.log.debug('pairing ended', error))
      })
      .catch((error) => kernel.log.error('WalletConnect failed to load', error))
    return () => {
      live = false
      if (!given) loaded?.cancel()
    }
  }, [kernel, given, walletId, walletName])

  const state = useSyncExternalStore(
    (listener) => controller?.subscribe(listener) ?? (() => {}),
    () => controller?.getState() ?? idle,
    () => idle,
  )
  return { controller, state }
}
