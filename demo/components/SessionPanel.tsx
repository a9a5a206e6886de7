import type { Gangway } from 'gangway'
import { useAccount } from 'gangway/react'
import { type ReactElement, useState } from 'react'
import { short } from '../format.js'
import { eip155Provider } from '../provider.js'
import type { DemoConfig } from '../server.js'
import { createSessionDemo, type SessionDemo } from '../sessionKey.js'

/**
 * ERC-7715 sessions with the e-mail wallet's smart account: the dapp asks once for a key
 * that may tip the recipient up to 0.01 ETH for an hour, then tips with it without a prompt;
 * the visitor sees and revokes it on Account (or here).
 */
export function SessionPanel({
  gangway,
  config,
}: {
  gangway: Gangway
  config: DemoConfig & { smartAccount: { bundlerUrl: string; entryPoint: string } }
}): ReactElement {
  const account = useAccount()
  const [session] = useState<SessionDemo>(() =>
    createSessionDemo({
      provider: () => eip155Provider(gangway),
      rpcUrl: config.networks[0]!.rpcUrl,
      bundlerUrl: config.smartAccount.bundlerUrl,
      entryPoint: config.smartAccount.entryPoint as `0x${string}`,
      chainId: config.networks[0]!.id,
    }),
  )
  const [status, setStatus] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [granted, setGranted] = useState(false)

  async function run(task: () => Promise<string>) {
    setBusy(true)
    setError(undefined)
    try {
      setStatus(await task())
    } catch (cause) {
      setError(String((cause as Error).message ?? cause))
    } finally {
      setBusy(false)
      setGranted(session.context !== undefined)
    }
  }

  const disabled = !account.isConnected || busy
  return (
    <section className="card" aria-labelledby="session-heading">
      <h2 id="session-heading">Session key</h2>
      <p className="hint">
        Log in by e-mail (a smart account), grant the Tip Jar a session, then tip without a prompt.
        Revoke it here or on Account.
      </p>
      <div className="row">
        <button
          type="button"
          disabled={disabled}
          data-testid="session-grant"
          onClick={() =>
            void run(async () => {
              const key = await session.grant({
                to: config.recipient as `0x${string}`,
                allowance: 10n ** 16n,
                seconds: 3600,
              })
              return `Session granted to key ${short(key)}`
            })
          }
        >
          Grant a session
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || !granted}
          data-testid="session-tip"
          onClick={() =>
            void run(async () => {
              const hash = await session.send(10n ** 15n)
              await account.refetchBalance()
              return `Tipped 0.001 ETH without a prompt: ${short(hash)}`
            })
          }
        >
          Tip 0.001 ETH with the session
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || !granted}
          data-testid="session-revoke"
          onClick={() =>
            void run(async () => {
              await session.revoke()
              return 'Session revoked'
            })
          }
        >
          Revoke
        </button>
      </div>
      {status ? (
        <p className="result" data-testid="session-status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="session-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}
