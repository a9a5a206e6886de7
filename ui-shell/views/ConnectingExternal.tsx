import type { ConnectorInfo } from 'gangway/kernel'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { Icon, Spinner } from '../components/icons.js'
import { Logo } from '../components/Logo.js'
import { useUi, type ViewProps } from '../context.js'
import type { Translate } from '../i18n/index.js'
import { describeError } from '../kit/describeError.js'
import { isUserRejection } from '../kit/isUserRejection.js'

type Attempt =
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; rejected: boolean; message: string }

/** The wallet's error in words a visitor understands; plain text, never markup. */
export function describeWalletError(error: unknown, t: Translate): string {
  if (isUserRejection(error)) return t('ConnectingExternal.userRejected')
  // Our own refusal of the wallet's data, and a chain's own errors (Polkadot's, Cosmos's), in
  // the visitor's language; else its English.
  const message = describeError(error, { t }).split('\n')[0] ?? ''
  return message.length > 160 ? `${message.slice(0, 157)}…` : message
}

export function ConnectingExternalView({ data }: ViewProps): ReactElement {
  const { kernel, t, announcer } = useUi()
  const connector = (data as { connector?: ConnectorInfo } | undefined)?.connector
  const [attempt, setAttempt] = useState<Attempt>({ status: 'connecting' })
  const counter = useRef(0)
  const retryButton = useRef<HTMLButtonElement>(null)

  async function connect() {
    if (!connector) return
    const id = ++counter.current
    setAttempt({ status: 'connecting' })
    try {
      await kernel.connections.connect({
        namespace: connector.namespace,
        connectorId: connector.id,
      })
      // "Connected" is said by the modal, for every way of connecting.
      if (id === counter.current) setAttempt({ status: 'connected' })
    } catch (error) {
      if (id !== counter.current) return
      if ((error as { name?: string }).name === 'ConnectorAlreadyConnectedError') {
        kernel.router.reset({ view: 'Account' })
        return
      }
      kernel.log.warn('connect failed', error)
      setAttempt({
        status: 'error',
        rejected: isUserRejection(error),
        message: describeWalletError(error, t),
      })
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: one request per opened view
  useEffect(() => {
    void connect()
    return () => {
      counter.current++
    }
  }, [])

  useEffect(() => {
    if (attempt.status === 'error') retryButton.current?.focus()
  }, [attempt.status])

  // Each step is said once, through the modal's live regions: a region of this view's own
  // would mount with its text, which screen readers do not reliably announce.
  useEffect(() => {
    if (!connector) return
    if (attempt.status === 'error')
      announcer.announce(
        `${attempt.rejected ? t('ConnectingExternal.declined') : t('ConnectingExternal.failed')}. ${attempt.message}`,
        'assertive',
      )
    else if (attempt.status === 'connecting')
      announcer.announce(
        `${t('ConnectingExternal.continue', { name: connector.name })}. ${t('ConnectingExternal.accept')}`,
      )
  }, [attempt, announcer, connector, t])

  if (!connector) return <p className="center">{t('view.unavailable')}</p>
  const failed = attempt.status === 'error'
  return (
    <div className="connecting">
      <div className={`ring${failed ? ' error' : ''}`}>
        <svg className="spin" viewBox="0 0 104 104" aria-hidden="true" focusable="false">
          <circle
            cx="52"
            cy="52"
            r="49"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeDasharray={failed ? '400 0' : '70 240'}
          />
        </svg>
        <Logo src={connector.imageUrl} name={connector.name} size="large" />
        {failed ? (
          <span className="badge" aria-hidden="true">
            <Icon name="x" />
          </span>
        ) : null}
      </div>
      <div>
        {failed ? (
          <>
            <h3>
              {attempt.rejected ? t('ConnectingExternal.declined') : t('ConnectingExternal.failed')}
            </h3>
            <p className="error-text">{attempt.message}</p>
          </>
        ) : (
          <>
            <h3>
              {attempt.status === 'connected'
                ? t('ConnectingExternal.connected')
                : t('ConnectingExternal.continue', { name: connector.name })}
            </h3>
            <p>{t('ConnectingExternal.accept')}</p>
          </>
        )}
      </div>
      {failed ? (
        <button
          ref={retryButton}
          type="button"
          className="button secondary"
          onClick={() => void connect()}
        >
          <Icon name="retry" />
          {t('common.retry')}
        </button>
      ) : (
        <Spinner className="sr-only" />
      )}
    </div>
  )
}
