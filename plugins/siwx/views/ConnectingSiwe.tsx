import { createPluginText, Spinner, useAnnounce, useSlice, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { siwxSlice } from '../createSiwxController.js'
import { siwxMessages } from '../messages.js'

/**
 * SPEC §2 ConnectingSiwe: one-click sign-in's waiting state. The wallet connected and signed in
 * one approval; its signed message is checked and kept, then the modal closes. A message that
 * does not pass shows SPEC §8 'Signature declined' and a way back to the wallets.
 */
export default function ConnectingSiwe({ kernel, t }: ViewProps): ReactElement {
  const state = useSlice(kernel, siwxSlice)
  const retry = useRef<HTMLButtonElement>(null)
  const announce = useAnnounce()
  const text = createPluginText({
    t,
    locale: kernel.options.locale,
    messages: { en: siwxMessages },
  })
  const refused = state.oneClick === 'refused'
  const heading = text('SIWXSignMessage.heading', { name: kernel.options.metadata.name })
  const declined = text('SIWXSignMessage.declined')
  const verifying = text('ConnectingSiwe.verifying')

  // Each step is said once, through the modal's live regions.
  useEffect(() => {
    if (refused) {
      announce(declined, 'assertive')
      retry.current?.focus()
    } else announce(`${heading}. ${verifying}`)
  }, [refused, announce, declined, heading, verifying])

  return (
    <div>
      <div className="connecting" aria-busy={!refused}>
        {refused ? null : <Spinner />}
        <h3>{refused ? declined : text('SIWXSignMessage.authenticating')}</h3>
        <p>{refused ? heading : verifying}</p>
      </div>
      {refused ? (
        <div className="actions">
          <button
            ref={retry}
            type="button"
            className="button full"
            onClick={() => kernel.router.goBack()}
          >
            {text('ConnectingSiwe.retry')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
