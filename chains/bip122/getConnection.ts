import { type Connection, ConnectorNotConnectedError } from 'gangway/kernel'
import type { Bip122Context } from './types.js'

/**
 * The live bip122 connection of a connector.
 *
 * @throws ConnectorNotConnectedError
 * @example
 * const { accounts, caipNetworkId } = getConnection(context, 'unisat')
 */
export function getConnection(context: Bip122Context, connectorId: string): Connection {
  const connection = context.kernel.connections
    .all('bip122')
    .find((candidate) => candidate.connector.id === connectorId)
  if (!connection) throw new ConnectorNotConnectedError(connectorId)
  return connection
}
