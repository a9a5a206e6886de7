import type { Gangway } from 'gangway'
import { useAccount, useConnections, useGangway, useNetwork } from 'gangway/react'
import type { ReactElement } from 'react'
import { useSignedIn } from '../hooks/useSignedIn.js'

/**
 * The connected account's facts (status, address, network, balance, wallet, sign-in), with
 * Connect, or Open account and a network switch.
 */
export function AccountPanel({ gangway }: { gangway: Gangway }): ReactElement {
  const account = useAccount()
  const signedIn = useSignedIn(gangway)
  const { network, networks, switchNetwork } = useNetwork()
  const connections = useConnections()
  const { open } = useGangway()
  return (
    <section className="card" aria-labelledby="account-heading">
      <h2 id="account-heading">Your account</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className={`pill ${account.status}`} data-testid="status">
            {account.status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd className="mono" data-testid="address">
          {account.address ?? '—'}
        </dd>
        <dt>Network</dt>
        <dd data-testid="network">{network?.name ?? '—'}</dd>
        <dt>Balance</dt>
        <dd className="mono" data-testid="balance">
          {account.balance ? `${account.balance.formatted} ${account.balance.symbol}` : '—'}
        </dd>
        <dt>Wallet</dt>
        <dd>
          {account.connector?.name ?? '—'}
          {connections.length > 1 ? ` (+${connections.length - 1})` : ''}
        </dd>
        {signedIn === undefined ? null : (
          <>
            <dt>Sign-in</dt>
            <dd>
              <span className={`pill ${signedIn ? 'connected' : ''}`} data-testid="sign-in">
                {signedIn ? 'signed in' : 'not signed in'}
              </span>
            </dd>
          </>
        )}
      </dl>
      <div className="row">
        {account.isConnected ? (
          <>
            <button
              type="button"
              className="secondary"
              onClick={() => void open({ view: 'Account' })}
            >
              Open account
            </button>
            <label className="select">
              <span className="sr-only">Network</span>
              <select
                value={network?.caipNetworkId ?? ''}
                onChange={(event) => void switchNetwork(event.target.value).catch(() => {})}
              >
                {networks.map((n) => (
                  <option key={n.caipNetworkId} value={n.caipNetworkId}>
                    {n.name}
                  </option>
                ))}
              </select>
            </label>
          </>
        ) : (
          <button type="button" onClick={() => void open()}>
            Connect a wallet
          </button>
        )}
      </div>
    </section>
  )
}
