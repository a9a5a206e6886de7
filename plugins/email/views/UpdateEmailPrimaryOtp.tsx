import type { ViewProps } from 'gangway/ui'
import { type ReactElement, useMemo } from 'react'
import { CodeStep } from './CodeStep.js'
import { createEmailText } from './messages.js'

type EmailData = { email?: string; newEmail?: string } | undefined

/** Update e-mail, step 2: the code sent to the current address. */
export default function UpdateEmailPrimaryOtp(props: ViewProps): ReactElement {
  const data = props.data as EmailData
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return (
    <CodeStep
      view={props}
      intro={text('email.currentCode', { email: data?.email ?? '' })}
      submit={async (wallet, code) => {
        await wallet.updateEmailPrimaryOtp(code)
        props.kernel.router.replace({ view: 'UpdateEmailSecondaryOtp', data })
      }}
    />
  )
}
