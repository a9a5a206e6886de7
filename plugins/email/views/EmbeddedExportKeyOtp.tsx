import type { ViewProps } from 'gangway/ui'
import { type ReactElement, useRef, useState } from 'react'
import { CodeStep } from './CodeStep.js'
import { useEmailView } from './useEmailView.js'

type ExportData = { email?: string } | undefined

/**
 * Key export, step 2: the fresh code. The secure site checks it inside its frame, which is
 * laid over this view and shows the keys there (the host page never receives them); Done
 * or Escape in the frame, or closing the modal, hides them. Then back to Account.
 */
export default function EmbeddedExportKeyOtp(props: ViewProps): ReactElement {
  const { kernel } = props
  const { root, text } = useEmailView(props)
  const area = useRef<HTMLDivElement>(null)
  const [revealing, setRevealing] = useState(false)
  const email = (props.data as ExportData)?.email ?? ''
  return (
    <div ref={root}>
      <div ref={area} className={revealing ? 'gw-export-reveal' : undefined}>
        {revealing ? (
          <p className="sr-only" role="status">
            {text('email.exportShown')}
          </p>
        ) : null}
        <div hidden={revealing}>
          <CodeStep
            view={props}
            intro={text('email.exportCode', { email })}
            submit={async (wallet, code) => {
              const target = area.current
              if (!target) return
              setRevealing(true)
              try {
                await wallet.exportKey(code, target)
              } finally {
                setRevealing(false)
              }
              kernel.router.reset({ view: 'Account' })
            }}
            resend={(wallet) => wallet.exportKeyCode()}
          />
        </div>
      </div>
    </div>
  )
}
