import type { Eip155Context } from './types.js'

/**
 * Whether the connector is a WalletConnect session: every request there reaches the
 * visitor's phone, so silent questions are not asked of it.
 */
export function isOverRelay(context: Eip155Context, connectorId: string): boolean {
  return context.kernel.connections
    .all('eip155')
    .some((c) => c.connector.id === connectorId && c.connector.type === 'WALLET_CONNECT')
}

/**
 * The capabilities a session-holding connector's wallet declared when the session was made
 * (a WalletConnect session's CAIP-25 properties), through the kernel's
 * `ConnectorSession.getCapabilities`: never a request to the wallet.
 *
 * @returns EIP-5792 capabilities by hex chain id, or `undefined` when none were declared.
 * @example
 * const capabilities = await getSessionCapabilities(context, { connectorId, address, chainId: 8453 })
 */
export async function getSessionCapabilities(
  context: Eip155Context,
  parameters: { connectorId: string; address: string; chainId: number },
): Promise<unknown> {
  const session = context.kernel.connectors.getSession({
    namespace: 'eip155',
    id: parameters.connectorId,
  })
  try {
    return await session?.getCapabilities?.('eip155', {
      address: parameters.address,
      chainIds: [parameters.chainId],
    })
  } catch (error) {
    context.kernel.log.debug('the session capabilities could not be read', error)
    return undefined
  }
}
