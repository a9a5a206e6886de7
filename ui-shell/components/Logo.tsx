import { type ReactElement, useState } from 'react'
import { hashString } from '../shared/format.js'
import { safeImageUrl } from '../shared/security.js'
import { Icon, type IconName } from './icons.js'

export type LogoProps = {
  /** Wallet- or host-provided; dropped unless https:, data:image or same-origin. */
  src?: string | undefined
  /** Used for the monogram when there is no usable image. */
  name: string
  size?: 'small' | 'medium' | 'large'
  round?: boolean
  glyph?: IconName
}

/** A wallet or network image with a monogram fallback; decorative (the name is beside it). */
export function Logo({
  src,
  name,
  size = 'medium',
  round = false,
  glyph,
}: LogoProps): ReactElement {
  const safe = safeImageUrl(src)
  const [failed, setFailed] = useState<string | undefined>()
  const className = ['logo', size !== 'medium' && size, round && 'round'].filter(Boolean).join(' ')
  if (glyph && !safe)
    return (
      <span className={className} aria-hidden="true">
        <Icon name={glyph} className="glyph" />
      </span>
    )
  return (
    <span className={className} aria-hidden="true">
      {safe && failed !== safe ? (
        <img
          src={safe}
          alt=""
          draggable={false}
          referrerPolicy="no-referrer"
          onError={() => setFailed(safe)}
        />
      ) : (
        <span className={`monogram mono-${hashString(name) % 8}`}>
          {(name.trim()[0] ?? '?').toUpperCase()}
        </span>
      )}
    </span>
  )
}
