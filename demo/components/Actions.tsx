import type { Gangway } from 'gangway'
import { useAccount } from 'gangway/react'
import { type ReactElement, useState } from 'react'
import { short, toHex } from '../format.js'
import { eip155Provider } from '../provider.js'

/**
 * The guestbook and the tip jar: signs a message and tips the recipient 0.01 ETH, through
 * Gangway's EIP-1193 provider as any dapp would.
 */
export function Actions({
  gangway,
  recipient,
}: {
  gangway: Gangway
  recipient: string
}): ReactElement {
  const account = useAccount()
  const [message, setMessage] = useState('Hello from the Gangway demo!')
  const [signature, setSignature] = useState<string>()
  const [hash, setHash] = useState<string>()
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState<'sign' | 'send'>()
  const provider = eip155Provider(gangway)

  async function run(kind: 'sign' | 'send', task: () => Promise<void>) {
    setBusy(kind)
    setError(undefined)
    try {
      await task()
    } catch (cause) {
      setError(
        (cause as { shortMessage?: string; message?: string }).shortMessage ??
          String((cause as Error).message ?? cause),
      )
    } finally {
      setBusy(undefined)
    }
  }

  const disabled = !account.isConnected || !provider
  return (
    <section className="card" aria-labelledby="actions-heading">
      <h2 id="actions-heading">Guestbook &amp; tip jar</h2>
      <label className="field">
        <span>Message to sign</span>
        <textarea value={message} rows={2} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <div className="row">
        <button
          type="button"
          disabled={disabled || busy !== undefined}
          data-testid="sign"
          onClick={() =>
            void run('sign', async () => {
              const result = (await provider!.request({
                method: 'personal_sign',
                params: [toHex(message), account.address],
              })) as string
              setSignature(result)
            })
          }
        >
          {busy === 'sign' ? 'Signing…' : 'Sign message'}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={disabled || busy !== undefined}
          data-testid="send"
          onClick={() =>
            void run('send', async () => {
              const result = (await provider!.request({
                method: 'eth_sendTransaction',
                params: [
                  { from: account.address, to: recipient, value: `0x${(10n ** 16n).toString(16)}` },
                ],
              })) as string
              setHash(result)
              await account.refetchBalance()
            })
          }
        >
          {busy === 'send' ? 'Sending…' : 'Tip 0.01 ETH'}
        </button>
      </div>
      {signature ? (
        <p className="result">
          Signature{' '}
          <code data-testid="signature" title={signature}>
            {short(signature)}
          </code>
        </p>
      ) : null}
      {hash ? (
        <p className="result">
          Transaction{' '}
          <code data-testid="tx-hash" title={hash}>
            {short(hash)}
          </code>
        </p>
      ) : null}
      {error ? (
        <p className="result error" role="alert" data-testid="action-error">
          {error}
        </p>
      ) : null}
      {!account.isConnected ? <p className="hint">Connect a wallet to sign or send.</p> : null}
    </section>
  )
}
