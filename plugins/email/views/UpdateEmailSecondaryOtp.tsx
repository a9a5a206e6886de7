import type { ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo } from 'react'
import { CodeStep } from './CodeStep.js'
import { createEmailText } from './messages.js'

type EmailData = { email?: string; newEmail?: string } | undefined

/** Update e-mail, step 3: the code sent to the new address; back to Account. */
export default function UpdateEmailSecondaryOtp(props: ViewProps): ReactElement {
  const data = props.data as EmailData
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.newCode', { email: data?.newEmail ?? '' })}
      submit={async (wallet, code) => {
        await wallet.updateEmailSecondaryOtp(code)
        props.kernel.toasts.show({ variant: 'success', message: text('email.updated') })
        props.kernel.router.reset({ view: 'Account' })
      }}
    />
  )
}
