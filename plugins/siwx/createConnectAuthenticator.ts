import { type ConnectAuthenticator, type Kernel, toCaipAddress } from 'gangway/kernel'
import { checkConnectSignIn } from './checkConnectSignIn.js'
import { connectingSiweView } from './connectingSiweView.js'
import type { SiwxState } from './createSiwxController.js'
import { SiwxSignatureError } from './errors.js'
import type { ConnectSignInParameters } from './offerConnectSignIn.js'
import { prepareConnectSignIn } from './prepareConnectSignIn.js'

/**
 * Sign-in's one-click sign-in for connectors (`connections.setConnectAuthenticator`), loaded
 * when a connector first uses it (see `offerConnectSignIn`). While the wallet's signed messages
 * are checked and kept the modal shows ConnectingSiwe; a refusal shows 'Signature declined'.
 *
 * @param kernel - The instance.
 * @param parameters - The siwx options and storage, the slice's setter, and what to record
 *   for each account signed in.
 * @returns The authenticator.
 * @example
 * const authenticator = createConnectAuthenticator(kernel, parameters)
 */
export function createConnectAuthenticator(
  kernel: Kernel,
  parameters: ConnectSignInParameters,
): ConnectAuthenticator {
  const { options, storage, setState } = parameters
  const show = (oneClick: SiwxState['oneClick']) => {
    setState({ oneClick })
    if (kernel.modal.isOpen && kernel.router.view !== connectingSiweView)
      kernel.router.replace({ view: connectingSiweView })
  }
  return {
    prepare: ({ chains }) => prepareConnectSignIn(kernel, { options, chains }),
    async complete({ request, authentications }) {
      show('verifying')
      try {
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
    async refuse({ cause }) {
      kernel.log.warn('[siwx] one-click sign-in refused by the relay client', cause)
      show('refused')
      return new SiwxSignatureError({
        smartAccount: false,
        details: String((cause as { message?: unknown } | undefined)?.message ?? cause),
      })
    },
  }
}
