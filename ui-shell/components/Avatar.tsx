import { type ReactElement, useId } from 'react'
import { hashString } from '../shared/format.js'

/** A gradient drawn from the address: no request, no style attribute. */
export function Avatar({ address }: { address: string }): ReactElement {
  const id = useId().replace(/:/g, '')
  const hash = hashString(address.toLowerCase())
  const hue = hash % 360
  const hue2 = (hue + 40 + ((hash >>> 9) % 80)) % 360
  const cx = 20 + ((hash >>> 17) % 60)
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`a${id}`} cx={`${cx}%`} cy="25%" r="90%">
          <stop offset="0%" stopColor={`hsl(${hue2} 90% 72%)`} />
          <stop offset="60%" stopColor={`hsl(${hue} 75% 55%)`} />
          <stop offset="100%" stopColor={`hsl(${(hue + 300) % 360} 70% 38%)`} />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#a${id})`} />
    </svg>
  )
}
