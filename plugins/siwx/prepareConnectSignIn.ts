import type { CaipNetworkId, ConnectAuthenticationRequest, Kernel } from 'gangway/kernel'
import { createNonce } from './createNonce.js'
import { SiwxInitError } from './errors.js'
import { pageLocation } from './pageLocation.js'
import type { SiwxOptions } from './types.js'

/**
 * The sign-in a wallet is asked to sign while it connects (one-click sign-in): the same
 * domain, URI, nonce, statement and lifetime as the two-step prompt's message. The wallet
 * adds its account, its chain and the time.
 *
 * @param kernel - The instance.
 * @param parameters - The siwx options and the chains the connection may land on.
 * @returns The request a connector hands to the wallet.
 * @throws SiwxInitError when the page has no location and the options no domain and URI, or
 *   the host's `getNonce` fails.
 * @example
 * const request = await prepareConnectSignIn(kernel, { options, chains: ['eip155:1'] })
 */
export async function prepareConnectSignIn(
  kernel: Kernel,
  parameters: { options: SiwxOptions; chains: readonly CaipNetworkId[] },
): Promise<ConnectAuthenticationRequest> {
  const { options, chains } = parameters
  const [caipNetworkId] = chains
  try {
    const location = pageLocation(kernel)
    const domain = options.domain ?? location.domain
    const uri = options.uri ?? location.uri
    if (!domain || !uri || !caipNetworkId)
      throw new SiwxInitError({ details: 'Pass domain and uri to siwx() outside a browser.' })
    const nonce = options.getNonce ? await options.getNonce({ caipNetworkId }) : createNonce()
    const request: ConnectAuthenticationRequest = { chains, domain, uri, nonce }
    if (options.statement) request.statement = options.statement
    if (options.expiration)
      request.expirationTime = new Date(kernel.env.now() + options.expiration).toISOString()
    return request
  } catch (error) {
    throw error instanceof SiwxInitError ? error : new SiwxInitError({ cause: error })
  }
}
