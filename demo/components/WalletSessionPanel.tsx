import type { Gangway } from 'gangway'
import type { Eip155Adapter, PermissionsSupport } from 'gangway/eip155'
import { useAccount } from 'gangway/react'
import { type ReactElement, useEffect, useState } from 'react'
import { short } from '../format.js'

/**
 * ERC-7715 with a browser wallet (issue 36 item 9): offered only when the connected wallet
 * grants permissions, in either form; a wallet that does not sees no such panel.
 */
export function WalletSessionPanel({
  gangway,
  recipient,
}: {
  gangway: Gangway
  recipient: string
}): ReactElement | null {
  const account = useAccount()
  const [support, setSupport] = useState<PermissionsSupport>()
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()
  const connection = gangway.kernel.connections.get('eip155')
  const connectorId = connection?.connector.type === 'AUTH' ? undefined : connection?.connector.id
  const network = connection ? gangway.kernel.networks.get(connection.caipNetworkId) : undefined
  const target =
    connectorId && connection && network
      ? { connectorId, address: connection.address, network }
      : undefined
  const key = target ? `${target.connectorId}:${target.address}:${network?.caipNetworkId}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when `key` changes
  useEffect(() => {
    let live = true
    setSupport(undefined)
    if (!target) return
    void (gangway.kernel.chains.load('eip155') as Promise<Eip155Adapter>)
      .then((adapter) => adapter.getPermissionsSupport(target))
      .then((found) => live && setSupport(found))
    return () => {
      live = false
    }
  }, [key, gangway])
  if (!account.isConnected || !support || !target) return null
  return (
    <section className="card" aria-labelledby="wallet-session-heading">
      <h2 id="wallet-session-heading">Session with your wallet</h2>
      <p className="hint">
        Your wallet grants permissions ({support.method}): allow the Tip Jar to send up to 0.01 ETH
        to the builder for an hour.
      </p>
      <div className="row">
        <button
          type="button"
          data-testid="wallet-session-grant"
          onClick={() => {
            setError(undefined)
            void (gangway.kernel.chains.load('eip155') as Promise<Eip155Adapter>)
              .then((adapter) =>
                adapter.requestPermissions({
                  ...target,
                  to: recipient,
                  expiry: Math.floor(Date.now() / 1000) + 3600,
                  permission: {
                    type: 'native-token-allowance',
                    data: { allowance: '0x2386f26fc10000' },
                  },
                }),
              )
              .then(
                (granted) => setStatus(`Session granted: ${short(granted.context)}`),
                (cause: Error) => setError(cause.message),
              )
          }}
        >
          Grant a session
        </button>
      </div>
      {status ? (
        <p className="result" data-testid="wallet-session-status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="wallet-session-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
