import { createPluginText, Icon, useInitialFocus, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo, useRef } from 'react'
import { namesMessages } from '../messages.js'
import { namesCss } from './styles.js'

/** SPEC §2 RegisterAccountNameSuccess: the registered name, and back to Account. */
export default function RegisterAccountNameSuccess({
  kernel,
  t,
  data,
}: ViewProps<{ name?: string } | undefined>): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  const done = useRef<HTMLButtonElement>(null)
  useStyles(root, namesCss)
  useInitialFocus(root, done)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: namesMessages }),
    [t, kernel],
  )
  const name = typeof data?.name === 'string' ? data.name : ''
  return (
    <div ref={root} className="gw-names gw-names-success">
      <span className="gw-names-badge" aria-hidden="true">
        <Icon name="check" />
      </span>
      <p className="gw-names-hint" data-testid="name-success">
        {text('RegisterAccountNameSuccess.body', { name })}
      </p>
      <button
        ref={done}
        type="button"
        className="button full"
        onClick={() => kernel.router.reset({ view: 'Account' })}
      >
        {text('RegisterAccountNameSuccess.done')}
      </button>
    </div>
  )
}
