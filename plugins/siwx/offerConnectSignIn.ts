import type { CaipAddress, ConnectAuthenticator, Kernel } from 'gangway/kernel'
import type { SiwxOptions, SiwxState, SiwxStorage } from './types.js'

/** What one-click sign-in works with: the plugin's options, storage and state. */
export type ConnectSignInParameters = {
  options: SiwxOptions
  storage: SiwxStorage
  /** Patches the `siwx` slice (ConnectingSiwe reads `oneClick`). */
  setState(patch: Partial<SiwxState>): void
  /** Records an account signed in while it connected. */
  signedIn(caipAddress: CaipAddress): void
}

/**
 * Offers one-click sign-in to the instance's connectors. Eagerly this is three forwarding
 * functions: the authenticator itself loads when a connector first asks for a sign-in.
 *
 * @returns The removal of the offer.
 * @example
 * const stop = offerConnectSignIn(kernel, { options, storage, setState, signedIn })
 */
export function offerConnectSignIn(
  kernel: Kernel,
  parameters: ConnectSignInParameters,
): () => void {
  let loaded: Promise<ConnectAuthenticator> | undefined
  const load = () => {
    loaded ??= import('./signIn.js').then((module) =>
      module.createConnectAuthenticator(kernel, parameters),
    )
    // A chunk that failed to download may load on the next pairing.
    loaded.catch(() => {
      loaded = undefined
    })
    return loaded
  }
  return kernel.connections.setConnectAuthenticator({
    prepare: async (request) => (await load()).prepare(request),
    complete: async (result) => (await load()).complete(result),
    refuse: async (refusal) => (await load()).refuse(refusal),
  })
}
