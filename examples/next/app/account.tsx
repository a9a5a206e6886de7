'use client'
// A client component: Gangway's button and hooks need the provider's instance.
import { ConnectButton, useAccount } from 'gangway/react'
import type { ReactElement } from 'react'

export function Account(): ReactElement {
  const { address, status } = useAccount()
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Your wallet</h2>
      <ConnectButton />
      <dl>
        <dt>Status</dt>
        <dd data-testid="status">{status}</dd>
        <dt>Address</dt>
        <dd data-testid="address">{address ?? '—'}</dd>
      </dl>
    </section>
  )
}
