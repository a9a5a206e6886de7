import type UniversalProviderClass from '@walletconnect/universal-provider'
import type { Kernel } from 'gangway/kernel'
import type { WalletConnectParameters } from './walletConnect.js'

type UniversalProvider = UniversalProviderClass

/** Starts the universal provider with the host's metadata; `verify: false` skips attestation. */
export async function startProvider(
  kernel: Kernel,
  overrides: WalletConnectParameters,
): Promise<UniversalProvider> {
  const options = kernel.options.walletConnect!
  const [{ Core }, { UniversalProvider }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/universal-provider'),
  ])
  const { metadata } = kernel.options
  // What the core and the provider both read (the provider keeps its own storage too).
  const client = {
    projectId: options.projectId,
    relayUrl: relayUrlOf(kernel),
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: overrides.storagePrefix ?? kernel.options.storagePrefix ?? 'gangway',
    ...(overrides.storage ? { storage: overrides.storage as never } : {}),
  } as const
  // The core is made here, not by the provider, so Verify is off before the relay delivers
  // a first message: on a reload the relay hands over what waited on the session's topics
  // while the provider still starts, and a message may ask Verify.
  const core = new Core(client)
  // Verify is off unless the host opts in: it loads an iframe from the WalletConnect cloud
  // (a third-party request, and a CSP violation on a strict page) and waits ~5 s on it.
  if (options.verify !== true) {
    core.verify.register = async () => ''
    core.verify.resolve = async () => ({ origin: '' })
  }
  return UniversalProvider.init({
    ...client,
    core,
    metadata: {
      name: metadata.name,
      description: metadata.description ?? metadata.name,
      url: metadata.url ?? kernel.env.origin ?? 'http://localhost',
      icons: [...(metadata.icons ?? [])],
    },
  })
}

/** The relay the instance pairs through: the host's own, or WalletConnect's. */
export const relayUrlOf = (kernel: Kernel): string =>
  kernel.options.walletConnect!.relayUrl ?? 'wss://relay.walletconnect.org'
