import type { CreateConnectorFn } from '@wagmi/core'
import type { Gangway, Namespace } from 'gangway'
import {
  type Address,
  type Chain,
  type EIP1193Provider,
  getAddress,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'

export type GangwayConnectorParameters = {
  /** The instance `createGangway` returned; it owns the connection, wagmi follows it. */
  gangway: Pick<Gangway, 'open' | 'close' | 'on' | 'getProvider' | 'kernel'>
}

const namespace: Namespace = 'eip155'

/**
 * A wagmi connector (wagmi 2 and 3) whose connection is Gangway's eip155 connection: wagmi's
 * `connect` opens Gangway's modal; connecting, switching network or disconnecting in the
 * modal updates wagmi; wagmi's `disconnect` and `switchChain` update Gangway. Signing and
 * sending go to the wallet the visitor picked in the modal.
 *
 * @example
 * const gangway = createGangway({ chains: [eip155({ networks: [mainnet, base] })] })
 * const config = createConfig({
 *   chains: [mainnet, base],
 *   connectors: [gangwayConnector({ gangway })],
 *   transports: { [mainnet.id]: http(), [base.id]: http() },
 * })
 */
export function gangwayConnector(
  parameters: GangwayConnectorParameters,
): CreateConnectorFn<EIP1193Provider> {
  const { gangway } = parameters
  const { kernel } = gangway

  const current = () => kernel.connections.get(namespace)
  const chainIdOf = (caipNetworkId: string) => Number(caipNetworkId.split(':')[1])
  const accountsOf = (connection: NonNullable<ReturnType<typeof current>>): readonly Address[] => {
    // The active account first, as EIP-1193's eth_accounts orders them.
    const addresses = [connection.address, ...connection.accounts.map((a) => a.address)]
    return [...new Set(addresses.map((address) => getAddress(address)))]
  }

  // Gangway's connection is the truth; `createConnector` is an identity function in wagmi 2
  // and 3, so this needs no runtime import of either.
  return (config) => {
    /** Resolves with the eip155 connection the visitor makes in the modal, or rejects when they close it. */
    const waitForConnection = () =>
      new Promise<NonNullable<ReturnType<typeof current>>>((resolve, reject) => {
        const offConnect = gangway.on('connect', (event) => {
          if (event.namespace !== namespace) return
          const connection = current()
          if (!connection) return
          done()
          resolve(connection)
        })
        const offClose = gangway.on('close', () => {
          // A connection made in the same turn as the close still counts.
          const connection = current()
          done()
          if (connection) resolve(connection)
          else reject(new UserRejectedRequestError(new Error('The visitor closed the modal.')))
        })
        const done = () => {
          offConnect()
          offClose()
        }
      })

    const connector: ReturnType<CreateConnectorFn<EIP1193Provider>> = {
      id: 'gangway',
      name: 'Gangway',
      type: 'gangway',

      async setup() {
        // Connections made through Gangway's own button, network switches and disconnects in
        // the modal reach wagmi through its emitter. The listeners end with the instance.
        gangway.on('connect', (event) => {
          const connection = event.namespace === namespace ? current() : undefined
          if (!connection) return
          config.emitter.emit('connect', {
            accounts: accountsOf(connection),
            chainId: chainIdOf(connection.caipNetworkId),
          })
        })
        gangway.on('accountsChanged', (event) => {
          const connection = event.namespace === namespace ? current() : undefined
          if (connection) connector.onAccountsChanged([...accountsOf(connection)])
        })
        gangway.on('networkChanged', (event) => {
          if (event.namespace === namespace) connector.onChainChanged(String(event.network.id))
        })
        gangway.on('disconnect', (event) => {
          if (event.namespace !== namespace) return
          // Another eip155 connection may have become the current one.
          const connection = current()
          if (!connection) return connector.onDisconnect()
          config.emitter.emit('change', {
            accounts: accountsOf(connection),
            chainId: chainIdOf(connection.caipNetworkId),
          })
        })
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        await kernel.ready
        let connection = current()
        if (!connection) {
          // Reconnecting never prompts: Gangway restored what it could in `kernel.ready`.
          if (isReconnecting) throw new UserRejectedRequestError(new Error('Not connected.'))
          const connected = waitForConnection()
          await gangway.open({ namespace })
          connection = await connected
        }
        if (chainId !== undefined && chainIdOf(connection.caipNetworkId) !== chainId) {
          await connector.switchChain?.({ chainId })
          connection = current() ?? connection
        }
        const accounts = accountsOf(connection)
        const result = {
          accounts: withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts,
          chainId: chainIdOf(connection.caipNetworkId),
        }
        // wagmi's own type ties `accounts` to the `withCapabilities` type parameter.
        return result as never
      },

      async disconnect() {
        if (current()) await kernel.connections.disconnect({ namespace })
      },

      async getAccounts() {
        const connection = current()
        return connection ? accountsOf(connection) : []
      },

      async getChainId() {
        const id = current()?.caipNetworkId ?? kernel.networks.getActiveId(namespace)
        if (!id) throw new SwitchChainError(new Error('Gangway has no eip155 network.'))
        return chainIdOf(id)
      },

      async getProvider() {
        // wagmi asks before connecting too; the visitor's wallet is known only after.
        return gangway.getProvider(namespace) as EIP1193Provider
      },

      async isAuthorized() {
        await kernel.ready
        return current() !== undefined
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c: Chain) => c.id === chainId)
        const caipNetworkId = `eip155:${chainId}`
        if (!chain || !kernel.networks.isSupported(caipNetworkId))
          throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in Gangway.`))
        try {
          await kernel.networks.switch(caipNetworkId)
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        config.emitter.emit('change', { chainId })
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) connector.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
    return connector
  }
}
