import { type EmbeddedWallet, loadEmbeddedWallet, loginErrorText } from 'gangway/embedded'
import type { Kernel } from 'gangway/kernel'
import type { Translate } from 'gangway/ui'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { emailErrorText } from './emailErrorText.js'
import type { EmailText } from './messages.js'

/** SPEC §5: e-mail fields must be valid e-mail addresses. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * An e-mail form's state: SPEC §5's check, then `send` with the loaded embedded wallet. A
 * failure is worded in the visitor's language where the host words it (`t`: the view's
 * translator), blocked storage included.
 */
export function useEmailForm(
  kernel: Kernel,
  {
    text,
    send,
    t,
  }: {
    text: EmailText
    send: (wallet: EmbeddedWallet, email: string) => Promise<void>
    t: Translate
  },
) {
  const [value, setValue] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  const errorId = useId()
  // A step that showed the frame (Allow storage) replaced this view: its failure is said as a
  // toast over the view that comes back, which is a new form.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  async function submit(event: FormEvent) {
    event.preventDefault()
    const email = value.trim()
    if (!emailPattern.test(email)) {
      setError(text('email.invalid'))
      return
    }
    setBusy(true)
    setError('')
    try {
      await send(await loadEmbeddedWallet(kernel), email)
    } catch (failure) {
      kernel.log.warn('e-mail step failed', failure)
      const message = emailErrorText(failure, {
        text,
        otherwise: (other) => loginErrorText(other, { t, kernel }),
      })
      if (mounted.current) setError(message)
      else kernel.toasts.show({ variant: 'error', message })
    } finally {
      if (mounted.current) setBusy(false)
    }
  }
  return { value, setValue, error, busy, submit, inputId, errorId }
}
