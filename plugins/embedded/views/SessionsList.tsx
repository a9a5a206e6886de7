import { formatUnits, type Kernel, type Network } from 'gangway/kernel'
import { formatAmount, truncateAddress, useStyles } from 'gangway/ui'
import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react'
import type { EmbeddedSession, EmbeddedWallet } from '../embeddedWalletTypes.js'
import { toEmbeddedRpcError } from '../errors.js'
import type { EmbeddedText } from './messages.js'

const css = `
.gw-sessions { margin: 4px 0 12px; }
.gw-sessions h3 { font-size: 0.82em; font-weight: 600; color: var(--gw-fg-2); margin: 0 0 6px; }
.gw-sessions h3:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-sessions ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
.gw-sessions li { display: grid; grid-template-columns: 1fr auto; gap: 2px 10px; align-items: center; padding: 10px 12px; border-radius: var(--gw-radius, 12px); background: var(--gw-bg-2); }
.gw-sessions li > span { grid-column: 1; font-size: 0.8em; color: var(--gw-fg-2); overflow-wrap: anywhere; }
.gw-sessions .gw-session-app { font-weight: 600; font-size: 0.9em; color: var(--gw-fg); }
.gw-sessions button { grid-column: 2; grid-row: 1 / span 4; min-height: 32px; min-width: 44px; padding: 4px 12px; border-radius: var(--gw-radius, 12px); border: 1px solid var(--gw-border, currentColor); background: transparent; color: var(--gw-fg); font: inherit; font-size: 0.85em; cursor: pointer; }
.gw-sessions button:hover { background: var(--gw-bg-3); }
.gw-sessions button:focus-visible { outline: 2px solid var(--gw-focus); outline-offset: 2px; }
.gw-sessions button:disabled { cursor: default; opacity: 0.6; }
.gw-sessions p { font-size: 0.85em; color: var(--gw-fg-2); margin: 0; }
`

/**
 * The sessions (ERC-7715) the smart account holds on the current network, in the visitor's
 * words: the app that asked, what its key may call or send, its spend limit and expiry, and
 * a Revoke button per session (approved in the frame, ended on chain).
 */
export function SessionsList({
  kernel,
  wallet,
  network,
  text,
}: {
  kernel: Kernel
  wallet: EmbeddedWallet
  network: Network
  text: EmbeddedText
}): ReactElement {
  const root = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useStyles(root, css)
  const [sessions, setSessions] = useState<EmbeddedSession[]>()
  const [failed, setFailed] = useState(false)
  const [revoking, setRevoking] = useState<string>()

  const load = useCallback(async () => {
    try {
      setSessions(await wallet.sessions())
      setFailed(false)
    } catch (error) {
      kernel.log.warn('embedded wallet: sessions', error)
      setFailed(true)
    }
  }, [kernel, wallet])
  useEffect(() => {
    void load()
  }, [load])

  const { decimals, symbol } = network.nativeCurrency
  const { locale } = kernel.options
  const amount = (wei: string) =>
    `${formatAmount(formatUnits(BigInt(wei), decimals), { decimals: 6, locale })} ${symbol}`
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const app = (session: EmbeddedSession) => session.origin ?? text('embedded.sessionUnknownApp')

  async function revoke(session: EmbeddedSession) {
    setRevoking(session.key)
    try {
      await wallet.revokeSession(session.key)
      kernel.toasts.show({
        variant: 'success',
        message: text('embedded.sessionRevoked', { app: app(session) }),
      })
      await load()
      // The row and its button are gone: the list's heading keeps the focus in place.
      heading.current?.focus()
    } catch (error) {
      // 4001: the visitor said no in the frame; nothing to tell them.
      if (toEmbeddedRpcError(error).code !== 4001) {
        kernel.log.warn('embedded wallet: revoking a session failed', error)
        kernel.toasts.show({ variant: 'error', message: text('embedded.sessionRevokeFailed') })
      }
    } finally {
      setRevoking(undefined)
    }
  }

  return (
    <section
      ref={root}
      className="gw-sessions"
      aria-labelledby="gw-sessions-title"
      data-testid="sessions"
    >
      <h3 id="gw-sessions-title" ref={heading} tabIndex={-1}>
        {text('embedded.sessions')}
      </h3>
      {failed ? (
        <p role="alert">{text('embedded.sessionsFailed')}</p>
      ) : sessions === undefined ? null : sessions.length === 0 ? (
        <p>{text('embedded.sessionsNone')}</p>
      ) : (
        <ul>
          {sessions.map((session) => (
            <li key={session.key} data-testid="session">
              <span className="gw-session-app">{app(session)}</span>
              <span title={session.target}>
                {session.call === null
                  ? text('embedded.sessionMaySend', {
                      amount: amount(session.spendLimit),
                      address: truncateAddress(session.target),
                    })
                  : text('embedded.sessionMayCall', {
                      call: session.call,
                      address: truncateAddress(session.target),
                    })}
              </span>
              {session.call !== null && BigInt(session.spendLimit) > 0n ? (
                <span>
                  {text('embedded.sessionSpendLimit', { amount: amount(session.spendLimit) })}
                </span>
              ) : null}
              {BigInt(session.spent) > 0n ? (
                <span>{text('embedded.sessionSpent', { amount: amount(session.spent) })}</span>
              ) : null}
              <span>
                {text('embedded.sessionEnds', { date: date.format(session.validUntil * 1000) })}
              </span>
              <button
                type="button"
                aria-label={text('embedded.sessionRevokeLabel', { app: app(session) })}
                disabled={revoking !== undefined}
                onClick={() => void revoke(session)}
              >
                {text('embedded.sessionRevoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
