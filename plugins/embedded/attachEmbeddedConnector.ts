import { type ConnectorSession, type Kernel, perInstance } from 'gangway/kernel'
import type { EmbeddedParameters, EmbeddedWallet } from './embeddedWalletTypes.js'

export type { EmbeddedParameters } from './embeddedWalletTypes.js'

/** The connector id of the embedded wallet in eip155 and solana. */
export const embeddedConnectorId = 'embedded'

type Slot = {
  parameters?: EmbeddedParameters
  wallet?: Promise<EmbeddedWallet>
}
const slotOf = perInstance((): Slot => ({}))

/**
 * Adds the embedded wallet's AUTH connector to eip155 and solana (SPEC §9: the auth
 * connector supports both), holding one session for both. Eagerly this is all; the frame
 * client, the providers and the views load on first use. Plugins that log in through the
 * frame (`email`, later `socials`) each call it; the first call wins.
 *
 * @returns A teardown for the plugin's `setup`.
 * @example
 * setup: (kernel) => attachEmbeddedConnector(kernel, { secureSiteUrl })
 */
export function attachEmbeddedConnector(
  kernel: Kernel,
  parameters: EmbeddedParameters,
): () => void {
  const slot = slotOf(kernel)
  if (slot.parameters) {
    // The first plugin's site wins; sessions are on when any plugin turned them on.
    if (parameters.smartSessions) slot.parameters = { ...slot.parameters, smartSessions: true }
    return () => {}
  }
  slot.parameters = parameters
  // gangway/ui's `slots.approveTransactionFrame` (spelled out: the descriptor imports no UI).
  kernel.registry.addView({
    name: 'ApproveTransaction:frame',
    loader: () => import('./views/ApproveTransactionFrame.js'),
    owner: 'embedded',
  })
  // gangway/ui's `slots.accountSettings`: the account-type switch (smart account / key).
  kernel.registry.addView({
    name: 'AccountSettings',
    loader: () => import('./views/AccountSettings.js'),
    owner: 'embedded',
  })
  const session: ConnectorSession = {
    getProvider: async (namespace) => (await loadEmbeddedWallet(kernel)).getProvider(namespace),
    disconnect: async () => (await loadEmbeddedWallet(kernel)).signOut(),
  }
  for (const namespace of ['eip155', 'solana'] as const)
    if (kernel.chains.has(namespace))
      kernel.connectors.attach({
        connector: { id: embeddedConnectorId, name: 'Email', type: 'AUTH', namespace },
        session,
      })
  return () => {
    void slot.wallet?.then((wallet) => wallet.destroy()).catch(() => undefined)
    slot.wallet = undefined
    slot.parameters = undefined
  }
}

/**
 * The instance's embedded wallet (loads its code on first call).
 *
 * @throws When no plugin attached the embedded connector.
 * @example
 * const wallet = await loadEmbeddedWallet(kernel)
 */
export function loadEmbeddedWallet(kernel: Kernel): Promise<EmbeddedWallet> {
  const slot = slotOf(kernel)
  const { parameters } = slot
  if (!parameters)
    return import('./errors.js').then(({ FrameLoadError }) => {
      throw new FrameLoadError({ details: 'No plugin attached the embedded connector.' })
    })
  slot.wallet ??= import('./createEmbeddedWallet.js').then(({ createEmbeddedWallet }) =>
    createEmbeddedWallet(kernel, { ...parameters, connectorId: embeddedConnectorId }),
  )
  return slot.wallet
}
