import type { ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo } from 'react'
import { CodeStep } from './CodeStep.js'
import { createEmailText } from './messages.js'

type EmailData = { email?: string; newEmail?: string } | undefined

/** SPEC §4 one-time code: six boxes; success connects and shows Account. */
export default function EmailVerifyOtp(props: ViewProps): ReactElement {
  const email = (props.data as EmailData)?.email ?? ''
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.sentTo', { email })}
      submit={async (wallet, code) => {
        await wallet.connectOtp(code)
      }}
      resend={(wallet) => wallet.connectEmail(email)}
    />
  )
}
