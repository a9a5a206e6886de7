import {
  type CaipAddress,
  type ConnectAuthenticator,
  type Kernel,
  toCaipAddress,
} from 'gangway/kernel'
import { connectingSiweView, type SiwxState } from './createSiwxController.js'
import { SiwxSignatureError } from './errors.js'
import type { SiwxOptions, SiwxStorage } from './types.js'

/**
 * Sign-in's offer of one-click sign-in to connectors (`connections.setConnectAuthenticator`):
 * the request is built and the wallet's signed messages are checked in modules that load when
 * a connector uses it. While they are checked the modal shows ConnectingSiwe.
 *
 * @param kernel - The instance.
 * @param parameters - The siwx options and storage, the slice's setter, and what to record
 *   for each account signed in.
 * @returns The authenticator.
 * @example
 * kernel.connections.setConnectAuthenticator(createConnectAuthenticator(kernel, parameters))
 */
export function createConnectAuthenticator(
  kernel: Kernel,
  parameters: {
    options: SiwxOptions
    storage: SiwxStorage
    setState(patch: Partial<SiwxState>): void
    signedIn(caipAddress: CaipAddress): void
  },
): ConnectAuthenticator {
  const { options, storage, setState } = parameters
  const show = (oneClick: SiwxState['oneClick']) => {
    setState({ oneClick })
    if (kernel.modal.isOpen && kernel.router.view !== connectingSiweView)
      kernel.router.replace(connectingSiweView)
  }
  return {
    async prepare({ chains }) {
      const { prepareConnectSignIn } = await import('./prepareConnectSignIn.js')
      return prepareConnectSignIn(kernel, { options, chains })
    },
    async complete({ request, authentications }) {
      show('verifying')
      try {
        const { checkConnectSignIn } = await import('./checkConnectSignIn.js')
        const sessions = await checkConnectSignIn(kernel, { options, request, authentications })
        for (const session of sessions) {
          try {
            await storage.set(session)
          } catch (error) {
            // A host storage may refuse the session (its server rejected the signature).
            throw new SiwxSignatureError({ smartAccount: false, cause: error as Error })
          }
          const { chainId: caipNetworkId, accountAddress: address } = session.data
          parameters.signedIn(toCaipAddress({ caipNetworkId, address }))
        }
      } catch (error) {
        kernel.log.warn('[siwx] one-click sign-in refused', error)
        setState({ oneClick: 'refused' })
        throw error
      }
    },
    refuse({ cause }) {
      kernel.log.warn('[siwx] one-click sign-in refused by the relay client', cause)
      show('refused')
      return new SiwxSignatureError({
        smartAccount: false,
        details: String((cause as { message?: unknown } | undefined)?.message ?? cause),
      })
    },
  }
}
