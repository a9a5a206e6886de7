import type { EmbeddedContext } from './embeddedContext.js'

/**
 * The eip155 plugin reads a wallet's accounts as plain keys (eth_accounts says no more);
 * the embedded connection's smart account is marked `smartAccount`, so what reads the
 * connection knows (SIWX: SPEC §8 'This application might not support Smart Accounts').
 */
export function markSmartAccount(context: EmbeddedContext) {
  const { kernel, connectorId, user } = context
  const connection = kernel.connections
    .all('eip155')
    .find((candidate) => candidate.connector.id === connectorId)
  const smart = user?.accounts.find((account) => account.type === 'smartAccount')?.address
  if (!connection || !smart) return
  const accounts = connection.accounts.map((account) =>
    account.address.toLowerCase() === smart.toLowerCase() && account.type !== 'smartAccount'
      ? { ...account, type: 'smartAccount' as const }
      : account,
  )
  if (accounts.some((account, index) => account !== connection.accounts[index]))
    kernel.connections.update({ namespace: 'eip155', connectorId, changes: { accounts } })
}

/** Marks the smart account whenever the embedded eip155 connection starts or changes accounts. */
export function watchSmartAccount(context: EmbeddedContext): () => void {
  const { bus } = context.kernel
  const stops = [
    bus.on('connect', ({ connector }) => {
      if (connector.id === context.connectorId) markSmartAccount(context)
    }),
    bus.on('accountsChanged', ({ namespace }) => {
      if (namespace === 'eip155') markSmartAccount(context)
    }),
  ]
  return () => {
    for (const stop of stops) stop()
  }
}
