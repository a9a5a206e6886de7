import { Spinner, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { loadEmbeddedWallet } from '../attachEmbeddedConnector.js'
import { overlayFrame } from '../overlayFrame.js'

const css = `
.gw-approve-frame { position: relative; min-height: 380px; display: flex; align-items: center; justify-content: center; }
`

/**
 * ApproveTransaction's content for the embedded wallet: the secure site's frame, laid over
 * this view's area. The visitor reads the request and clicks Approve or Reject inside the
 * frame (its own origin), so the host page can neither forge nor click the approval.
 */
export default function ApproveTransactionFrame({ kernel }: ViewProps): ReactElement {
  const area = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useStyles(area, css)
  useEffect(() => {
    let hide: (() => void) | undefined
    let live = true
    loadEmbeddedWallet(kernel)
      .then((wallet) => wallet.frame())
      .then((client) => {
        if (live && area.current)
          hide = overlayFrame(kernel, { frame: client.frame, area: area.current })
      })
      .catch((error: unknown) => {
        kernel.log.error('the embedded wallet frame is not available', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
      hide?.()
    }
  }, [kernel])
  return (
    <div ref={area} className="gw-approve-frame" data-testid="approve-frame">
      {failed ? null : <Spinner />}
    </div>
  )
}
