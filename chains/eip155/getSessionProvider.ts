import type { Eip155Context, Provider } from './types.js'

/**
 * The EIP-1193 provider of a connector another plugin holds (a WalletConnect session, an
 * embedded wallet), asked through the kernel's `connectors.getSession`. It is kept in the
 * registry so signing and sending find it like a discovered wallet.
 *
 * @returns The provider, or `undefined` when no session covers eip155.
 * @example
 * const provider = await getSessionProvider(context, 'walletConnect')
 */
export async function getSessionProvider(
  context: Eip155Context,
  connectorId: string,
): Promise<Provider | undefined> {
  const provider = ((await context.getSessionProvider(connectorId)) ?? undefined) as
    | Provider
    | undefined
  if (provider) context.registry.set(connectorId, provider)
  return provider
}
