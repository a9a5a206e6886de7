import { type ReactElement, useMemo, useRef } from 'react'
import { createQrMatrix } from './createQrMatrix.js'
import { useStyles } from './useStyles.js'

/** Modules of light margin around the code, as scanners expect (ISO 18004: 4). */
const quietZone = 4

const qrCss = /* css */ `
.gw-qr { display: block; width: 100%; height: auto; border-radius: var(--r-item, 14px); }
.gw-qr rect { fill: var(--gw-qr-background); }
.gw-qr path { fill: var(--gw-qr-color); }
`

export type QrCodeProps = {
  /** What the code holds: an address or a URI. */
  value: string
  /** The accessible name, e.g. "QR code of your address". */
  label: string
  /** Rendered width and height in CSS pixels; the code scales within it. Default 240. */
  size?: number | undefined
}

/**
 * A QR code as one SVG path (crisp at any size, no canvas, no requests). Colours follow
 * the theme's `qrColor` and `qrBackground`.
 *
 * @example
 * <QrCode value={address} label={t('WalletReceive.qr')} />
 */
export function QrCode({ value, label, size = 240 }: QrCodeProps): ReactElement {
  const svg = useRef<SVGSVGElement>(null)
  useStyles(svg, qrCss)
  const { path, extent } = useMemo(() => {
    const matrix = createQrMatrix(value)
    let d = ''
    matrix.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) d += `M${x + quietZone} ${y + quietZone}h1v1h-1z`
      })
    })
    return { path: d, extent: matrix.size + quietZone * 2 }
  }, [value])
  return (
    <svg
      ref={svg}
      className="gw-qr"
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-value={value}
    >
      <rect width={extent} height={extent} />
      <path d={path} />
    </svg>
  )
}
