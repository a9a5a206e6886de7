import { type CaipAddress, parseCaipAddress } from 'gangway/kernel'
import {
  createPluginText,
  describeError,
  isUserRejection,
  useAnnounce,
  useSlice,
  type ViewProps,
} from 'gangway/ui'
import { type ReactElement, useEffect, useRef } from 'react'
import { siwxSlice } from '../createSiwxController.js'
import { SiwxInitError, SiwxSignatureError } from '../errors.js'
import { getSiwx } from '../getSiwx.js'
import { siwxMessages } from '../messages.js'

/** `0x1234…abcd`: enough to recognise an account. */
const shorten = (address: string) =>
  address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address

/**
 * SPEC §2 SIWXSignMessage: asks the visitor to sign the sign-in message for the account that
 * just connected. Sign stores the session and closes; Cancel disconnects when sign-in is
 * required, otherwise closes. Failures show 'Signature declined' (or the smart-account hint).
 */
export default function SIWXSignMessage({ kernel, data, t }: ViewProps): ReactElement {
  const siwx = getSiwx(kernel)
  const state = useSlice(kernel, siwxSlice)
  const busy = useRef(false)
  const text = createPluginText({
    t,
    locale: kernel.options.locale,
    messages: { en: siwxMessages },
  })
  const caipAddress =
    state.caipAddress ?? (data as { caipAddress?: CaipAddress } | undefined)?.caipAddress
  const address = caipAddress ? parseCaipAddress(caipAddress).address : undefined
  const signing = state.status === 'signing'
  const announce = useAnnounce()
  const heading = text('SIWXSignMessage.heading', { name: kernel.options.metadata.name })
  const explanation = text(siwx.required ? 'SIWXSignMessage.requiredText' : 'SIWXSignMessage.text')
  const authenticating = text('SIWXSignMessage.authenticating')

  // The request once, then "Authenticating…" per attempt; a failure is the error toast's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is said once per view
  useEffect(() => announce(`${heading}. ${explanation}`), [])
  useEffect(() => {
    if (signing) announce(authenticating)
  }, [signing, announce, authenticating])

  async function sign() {
    if (busy.current) return
    busy.current = true
    try {
      await siwx.signIn(caipAddress)
    } catch (error) {
      kernel.log.warn('[siwx] sign-in failed', error)
      if (error instanceof SiwxSignatureError) {
        // A chain's own reason (a Polkadot or Cosmos wallet that cannot sign messages, a
        // network refusing) in the visitor's language; a refusal in the wallet is just declined.
        const reason =
          error.smartAccount || isUserRejection(error)
            ? ''
            : describeError(error.cause, { t, otherwise: () => '' })
        kernel.toasts.show({
          variant: 'error',
          message: error.smartAccount
            ? text('SIWXSignMessage.smartAccount')
            : reason
              ? text('SIWXSignMessage.declinedBecause', { reason })
              : text('SIWXSignMessage.declined'),
        })
      } else {
        // SPEC §8: an initialisation failure also disconnects and returns to Connect.
        kernel.toasts.show({
          variant: 'error',
          message:
            error instanceof SiwxInitError
              ? text('SIWXSignMessage.initFailed')
              : describeError(error, { t }),
        })
        await siwx.cancel({ disconnect: true }).catch(() => {})
        await kernel.modal.open({ view: 'Connect' })
      }
    } finally {
      busy.current = false
    }
  }

  async function cancel() {
    try {
      await siwx.cancel()
    } catch (error) {
      kernel.toasts.show({ variant: 'error', message: describeError(error, { t }) })
    }
  }

  return (
    // The centred column holds the text only: inside it, `.actions` shrank to its content and
    // the `.full` buttons were narrow pills.
    <div>
      <div className="connecting">
        <h3>{heading}</h3>
        <p>{explanation}</p>
        {address ? (
          <p title={address}>{text('SIWXSignMessage.account', { address: shorten(address) })}</p>
        ) : null}
      </div>
      <div className="actions">
        <button type="button" className="button secondary full" onClick={() => void cancel()}>
          {text('SIWXSignMessage.cancel')}
        </button>
        {/* aria-disabled, not disabled: a disabled button drops the focus to <body>, and a
            keyboard visitor could no longer retry, Tab or press Escape after a decline. */}
        <button
          type="button"
          className="button full"
          aria-disabled={signing}
          aria-busy={signing}
          onClick={() => void sign()}
        >
          {signing ? authenticating : text('SIWXSignMessage.sign')}
        </button>
      </div>
    </div>
  )
}
