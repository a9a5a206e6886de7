import { getShortMessage, type Kernel } from 'gangway/kernel'
import {
  createPluginText,
  Icon,
  Spinner,
  useConnection,
  useInitialFocus,
  useStyles,
  type ViewProps,
} from 'gangway/ui'
import {
  type FormEvent,
  type ReactElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react'
import { readServiceMessage } from '../createHostedNameService.js'
import type { NameReader } from '../createNameReader.js'
import { NameSuggestionsError, RegisterNameError } from '../errors.js'
import { namesMessages } from '../messages.js'
import { toNameCoinType } from '../toNameCoinType.js'
import { createNameMessage, validateAccountName } from '../validateAccountName.js'
import { namesCss } from './styles.js'

/** SPEC §9 debounce: availability is asked once typing pauses. */
export const availabilityDebounce = 500

type Availability =
  | { state: 'idle' }
  | { state: 'rule' }
  | { state: 'invalid'; reason: string }
  | { state: 'checking'; name: string }
  | { state: 'available'; name: string }
  | { state: 'taken'; name: string; suggestions: readonly string[]; suggestionsFailed?: boolean }
  | { state: 'error' }

/** The instance's name reader, as the descriptor loads it (`names.ts`'s `loadReader`). */
export type LoadNameReader = (kernel: Kernel) => Promise<NameReader>

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
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' })
  const [busy, setBusy] = useState<'signing' | 'registering' | undefined>()
  const [problem, setProblem] = useState<string>()
  const ids = { input: useId(), status: useId(), problem: useId() }

  useEffect(() => {
    void loadReader(kernel).then((reader) => setParent(reader.service?.parent))
  }, [kernel, loadReader])

  useEffect(() => {
    if (!parent || !label.trim()) return setAvailability({ state: 'idle' })
    const check = validateAccountName(label, parent)
    if (!check.valid)
      return setAvailability(
        check.problem === 'rule' ? { state: 'rule' } : { state: 'invalid', reason: check.reason },
      )
    setAvailability({ state: 'checking', name: check.name })
    let live = true
    const handle = kernel.env.setTimeout(() => {
      void checkAvailability(kernel, loadReader, check.name).then((result) => {
        if (live) setAvailability(result)
      })
    }, availabilityDebounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, loadReader, parent, label])

  async function register(event: FormEvent) {
    event.preventDefault()
    if (busy || availability.state !== 'available' || !connection) return
    const { name } = availability
    setProblem(undefined)
    setBusy('signing')
    try {
      const reader = await loadReader(kernel)
      const service = reader.service!
      const coinType = toNameCoinType(Number(connection.caipNetworkId.split(':')[1]))
      const message = createNameMessage({ name, timestamp: kernel.env.now() })
      const adapter = await kernel.chains.load('eip155')
      const signature = await adapter.signMessage({
        connectorId: connection.connector.id,
        address: connection.address,
        message,
      })
      setBusy('registering')
      try {
        await service.register({ coinType, address: connection.address, message, signature })
      } catch (error) {
        throw new RegisterNameError(name, readServiceMessage(error), error)
      }
      reader.forget({ caipNetworkId: connection.caipNetworkId, address: connection.address })
      kernel.bus.emit('nameChanged', { namespace: 'eip155', address: connection.address })
      kernel.router.push({ view: 'RegisterAccountNameSuccess', data: { name } })
    } catch (error) {
      kernel.log.warn('[names] registration failed', error)
      setProblem(
        error instanceof RegisterNameError
          ? error.shortMessage === `Error registering name ${name}`
            ? text('names.errorRegistering', { name })
            : error.shortMessage
          : getShortMessage(error),
      )
      setBusy(undefined)
    }
  }

  if (!connection)
    return (
      <div ref={root} className="gw-names">
        <p className="gw-names-hint">{text('RegisterAccountName.notConnected')}</p>
      </div>
    )

  const status = describeAvailability(availability, text)
  const invalid = availability.state === 'rule' || availability.state === 'invalid'
  return (
    <div ref={root} className="gw-names">
      <form onSubmit={(event) => void register(event)} noValidate>
        <p className="gw-names-hint">{text('RegisterAccountName.hint')}</p>
        <div className="gw-names-box">
          <label className="gw-names-label" htmlFor={ids.input}>
            {text('RegisterAccountName.label')}
          </label>
          <div className="gw-names-row">
            <input
              ref={input}
              id={ids.input}
              className="gw-names-input"
              value={label}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={63}
              aria-invalid={invalid || availability.state === 'taken'}
              aria-describedby={`${ids.status} ${ids.problem}`}
              data-testid="name-input"
              onChange={(event) => {
                setLabel(event.target.value)
                setProblem(undefined)
              }}
            />
            <span className="gw-names-suffix">.{parent ?? ''}</span>
          </div>
        </div>
        <p
          id={ids.status}
          className={`gw-names-status${invalid || availability.state === 'taken' || availability.state === 'error' ? ' bad' : availability.state === 'available' ? ' good' : ''}`}
          aria-live="polite"
          data-testid="name-status"
        >
          {availability.state === 'checking' ? <Spinner /> : null}
          {status}
        </p>
        {availability.state === 'taken' && availability.suggestions.length ? (
          <fieldset className="gw-names-suggestions">
            <legend className="gw-names-label">{text('RegisterAccountName.suggestions')}</legend>
            {availability.suggestions.map((suggestion) => (
              <button
                key={suggestion}
                type="button"
                className="chip"
                onClick={() => {
                  setLabel(suggestion.slice(0, -(parent!.length + 1)))
                  input.current?.focus()
                }}
              >
                {suggestion}
              </button>
            ))}
          </fieldset>
        ) : null}
        {availability.state === 'taken' && availability.suggestionsFailed ? (
          <p className="gw-names-problem" data-testid="name-suggestions-failed">
            {text('names.errorSuggestions')}
          </p>
        ) : null}
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

async function checkAvailability(
  kernel: Kernel,
  loadReader: LoadNameReader,
  name: string,
): Promise<Availability> {
  try {
    const reader = await loadReader(kernel)
    const service = reader.service!
    if (!(await service.getProfile(name))) return { state: 'available', name }
    try {
      return { state: 'taken', name, suggestions: await service.getSuggestions(name) }
    } catch (error) {
      // SPEC §8: said to the visitor, not only logged; the name is still taken.
      kernel.log.warn('[names]', new NameSuggestionsError(error))
      return { state: 'taken', name, suggestions: [], suggestionsFailed: true }
    }
  } catch (error) {
    kernel.log.warn('[names] availability check failed', error)
    return { state: 'error' }
  }
}

function describeAvailability(
  availability: Availability,
  text: ReturnType<typeof createPluginText<keyof typeof namesMessages.en>>,
): string {
  switch (availability.state) {
    case 'idle':
      return text('RegisterAccountName.rule')
    case 'rule':
      return text('RegisterAccountName.rule')
    case 'invalid':
      return text('RegisterAccountName.invalid', { reason: availability.reason })
    case 'checking':
      return text('RegisterAccountName.checking')
    case 'available':
      return text('RegisterAccountName.available', { name: availability.name })
    case 'taken':
      return text('RegisterAccountName.taken', { name: availability.name })
    case 'error':
      return text('names.errorResolving')
  }
}
