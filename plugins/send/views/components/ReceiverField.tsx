import { Logo } from 'gangway/ui'
import type { ReactElement, RefObject } from 'react'
import type { SendText } from '../../messages.js'

/** The receiver's address (or name, with a names plugin) and the name found for it. */
export function ReceiverField(props: {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  value: string
  names: boolean
  profileName: string | undefined
  profileImageUrl: string | undefined
  invalid: boolean
  describedBy: string | undefined
  text: SendText
  onChange(value: string): void
}): ReactElement {
  const { text } = props
  return (
    <div className="gw-send-box">
      <label className="gw-send-label" htmlFor={props.id}>
        {text('WalletSend.receiver')}
      </label>
      <input
        ref={props.inputRef}
        id={props.id}
        className="gw-send-receiver"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={text(
          props.names ? 'WalletSend.receiverPlaceholderNames' : 'WalletSend.receiverPlaceholder',
        )}
        value={props.value}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.profileName ? (
        <p className="gw-send-name" data-testid="receiver-name">
          <Logo src={props.profileImageUrl} name={props.profileName} size="small" round />
          {props.profileName}
        </p>
      ) : null}
    </div>
  )
}
