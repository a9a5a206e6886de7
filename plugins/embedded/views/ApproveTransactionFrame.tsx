import { Spinner, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { loadEmbeddedWallet } from '../attachEmbeddedConnector.js'

const css = `
.gw-approve-frame { position: relative; min-height: 380px; display: flex; align-items: center; justify-content: center; }
`

/** SPEC §9 default modal z-index. */
const defaultZIndex = 999

/**
 * ApproveTransaction's content for the embedded wallet: the secure site's frame, laid over
 * this view's area. The visitor reads the request and clicks Approve or Reject inside the
 * frame (its own origin), so the host page can neither forge nor click the approval. The
 * frame is never moved in the DOM (that would reload it); it is positioned over the view.
 */
export default function ApproveTransactionFrame({ kernel }: ViewProps): ReactElement {
  const area = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useStyles(area, css)
  useEffect(() => {
    let frame: HTMLIFrameElement | undefined
    let animation = 0
    let live = true
    const hide = () => {
      if (!frame) return
      Object.assign(frame.style, { visibility: 'hidden', width: '0', height: '0' })
      frame.setAttribute('aria-hidden', 'true')
      frame.tabIndex = -1
    }
    const place = () => {
      const element = area.current
      if (!frame || !element) return
      const rect = element.getBoundingClientRect()
      const zIndex = Number(kernel.store.getState().theme.variables.zIndex ?? defaultZIndex) + 1
      Object.assign(frame.style, {
        left: `${rect.left}px`,
        top: `${rect.top}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        zIndex: String(zIndex),
        visibility: rect.width > 0 ? 'visible' : 'hidden',
      })
      // The modal animates in and resizes: follow it while this view is shown.
      animation = requestAnimationFrame(place)
    }
    loadEmbeddedWallet(kernel)
      .then((wallet) => wallet.frame())
      .then((client) => {
        if (!live) return
        frame = client.frame
        frame.removeAttribute('aria-hidden')
        frame.tabIndex = 0
        place()
        // The page's focus moves into the frame, where Reject has it.
        const target = frame
        requestAnimationFrame(() => {
          if (live) target.focus()
        })
      })
      .catch((error: unknown) => {
        kernel.log.error('the embedded wallet frame is not available', error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
      cancelAnimationFrame(animation)
      hide()
    }
  }, [kernel])
  return (
    <div ref={area} className="gw-approve-frame" data-testid="approve-frame">
      {failed ? null : <Spinner />}
    </div>
  )
}
