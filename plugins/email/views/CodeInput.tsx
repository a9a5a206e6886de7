import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { EmailText } from './messages.js'

const codeLength = 6

/**
 * Six boxes for a one-time code: typing moves on, Backspace moves back, a pasted code fills
 * every box; the code is submitted once all six are filled.
 */
export function CodeInput({
  text,
  disabled,
  invalid,
  onComplete,
  resetKey,
}: {
  text: EmailText
  disabled: boolean
  invalid: boolean
  onComplete(code: string): void
  resetKey: number
}): ReactElement {
  const [digits, setDigits] = useState<string[]>(() => Array(codeLength).fill(''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey clears the boxes
  useEffect(() => {
    setDigits(Array(codeLength).fill(''))
    boxes.current[0]?.focus()
  }, [resetKey])

  function update(next: string[]) {
    setDigits(next)
    if (next.every((digit) => digit !== '')) onComplete(next.join(''))
  }
  function fill(from: number, input: string) {
    const typed = input.replace(/\D/g, '')
    if (!typed) return
    const next = [...digits]
    let index = from
    for (const digit of typed.slice(0, codeLength - from)) next[index++] = digit
    update(next)
    boxes.current[Math.min(index, codeLength - 1)]?.focus()
  }
  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      setDigits(next)
      boxes.current[index - 1]?.focus()
    } else if (event.key === 'ArrowLeft' && index > 0) boxes.current[index - 1]?.focus()
    else if (event.key === 'ArrowRight' && index < codeLength - 1) boxes.current[index + 1]?.focus()
  }
  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset className="gw-otp" disabled={disabled}>
      <legend className="sr-only">{text('email.codeLegend')}</legend>
      <div className="gw-otp-boxes">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={codeLength}
            aria-label={text('email.digit', { n: index + 1 })}
            aria-invalid={invalid ? true : undefined}
            value={digit}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '')
              if (!typed) {
                const next = [...digits]
                next[index] = ''
                setDigits(next)
              } else fill(index, typed.length > 1 && digit ? typed.replace(digit, '') : typed)
            }}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
    </fieldset>
  )
}
