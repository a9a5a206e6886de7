import {
  createPluginText,
  Icon,
  Spinner,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useId, useMemo, useRef, useState } from 'react'
import { namesMessages } from '../messages.js'
import { describeAvailability, isInvalid, statusClass } from './availabilityText.js'
import { NameField } from './components/NameField.js'
import { NameSuggestions } from './components/NameSuggestions.js'
import { type LoadNameReader, useAvailability } from './hooks/useAvailability.js'
import { useRegisterName } from './hooks/useRegisterName.js'
import { namesCss } from './styles.js'

type RegisterProps = ViewProps & { loadReader: LoadNameReader }

const views = /* @__PURE__ */ new WeakMap<LoadNameReader, (props: ViewProps) => ReactElement>()

/**
 * The view with the descriptor's reader. The descriptor passes `loadReader` in rather than
 * this module importing it: a module the descriptor shares with its lazy code becomes a chunk
 * of its own in the host's first load. One component per reader, so it keeps its identity.
 */
export function registerAccountName(
  loadReader: LoadNameReader,
): (props: ViewProps) => ReactElement {
  let view = views.get(loadReader)
  if (!view) {
    view = (props: ViewProps) => <RegisterAccountName {...props} loadReader={loadReader} />
    views.set(loadReader, view)
  }
  return view
}

/**
 * SPEC §2/§4 RegisterAccountName: a label under the host's parent, checked as the visitor
 * types (SPEC §5 rules, ENSIP-15, then the service's availability, debounced), suggestions
 * when taken; Register signs the SPEC §7 message in the wallet and pushes
 * RegisterAccountNameSuccess. A failure stays here with SPEC §8's message.
 */
function RegisterAccountName({ kernel, t, loadReader }: RegisterProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  useStyles(root, namesCss)
  useInitialFocus(root, input)
  const text = useMemo(
    () => createPluginText({ t, locale: kernel.options.locale, messages: namesMessages }),
    [t, kernel],
  )
  const connection = useConnection(kernel, 'eip155')
  const [parent, setParent] = useState<string>()
  const [label, setLabel] = useState('')
  const availability = useAvailability({ kernel, loadReader, parent, label })
  const { busy, problem, setProblem, register } = useRegisterName({
    kernel,
    loadReader,
    connection,
    availability,
    text,
  })
  const ids = { input: useId(), status: useId(), problem: useId() }

  useEffect(() => {
    void loadReader(kernel).then((reader) => setParent(reader.service?.parent))
  }, [kernel, loadReader])

  if (!connection)
    return (
      <div ref={root} className="gw-names">
        <p className="gw-names-hint">{text('RegisterAccountName.notConnected')}</p>
      </div>
    )

  return (
    <div ref={root} className="gw-names">
      <form onSubmit={(event) => void register(event)} noValidate>
        <p className="gw-names-hint">{text('RegisterAccountName.hint')}</p>
        <NameField
          id={ids.input}
          inputRef={input}
          value={label}
          parent={parent}
          invalid={isInvalid(availability) || availability.state === 'taken'}
          describedBy={`${ids.status} ${ids.problem}`}
          text={text}
          onChange={(value) => {
            setLabel(value)
            setProblem(undefined)
          }}
        />
        <p
          id={ids.status}
          className={statusClass(availability)}
          aria-live="polite"
          data-testid="name-status"
        >
          {availability.state === 'checking' ? <Spinner /> : null}
          {describeAvailability(availability, text)}
        </p>
        <NameSuggestions
          availability={availability}
          parent={parent}
          text={text}
          onChoose={(suggestion) => {
            setLabel(suggestion)
            input.current?.focus()
          }}
        />
        <p id={ids.problem} className="gw-names-problem" role="alert" data-testid="name-problem">
          {problem ? (
            <>
              <Icon name="alert" />
              {problem}
            </>
          ) : null}
        </p>
        <button
          type="submit"
          className="button full"
          disabled={availability.state !== 'available' || busy !== undefined}
          data-testid="name-register"
        >
          {busy ? <Spinner /> : null}
          {busy === 'signing'
            ? text('RegisterAccountName.signing')
            : text('RegisterAccountName.register')}
        </button>
      </form>
    </div>
  )
}
