import type { ReactElement } from 'react'
import { safeImageUrl } from '../shared/security.js'

/** Stroke icons drawn inline: no requests, no fonts, currentColor. */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 18l-6-6 6-6',
  chevron: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7',
  external: 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  wallet:
    'M4 7h14a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V7zm0 0V6a2 2 0 0 1 2-2h10M16 13h.01',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  disconnect: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10',
  alert:
    'M12 8v5M12 16.5h.01M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  coins: 'M9 14a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM15.5 9.3A6 6 0 1 1 9.3 15.5',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h.01',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  network:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowDown: 'M12 5v14M19 12l-7 7-7-7',
  swap: 'M7 4v16M7 4L3 8M7 4l4 4M17 20V4M17 20l-4-4M17 20l4-4',
  plus: 'M12 5v14M5 12h14',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  key: 'M15 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM11.5 12.5L3 21M6 18l2.5 2.5M8.5 15.5L11 18',
  x: 'M8 8l8 8M16 8l-8 8',
  retry: 'M4 4v6h6M20 20v-6h-6M5.5 9a7.5 7.5 0 0 1 13.3-1.7M18.5 15a7.5 7.5 0 0 1-13.3 1.7',
} as const

export type IconName = keyof typeof paths

export function Icon({ name, className }: { name: IconName; className?: string }): ReactElement {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d={paths[name]} />
    </svg>
  )
}

/** The icon of a plugin entry (`Entry['icon']`, checked by the kernel); `grid` when none. */
export function iconFor(name: string | undefined): IconName {
  return name && name in paths ? (name as IconName) : 'grid'
}

/** A plugin entry's own image (`Entry['icon']` as an https: or data:image URL), if it has one. */
export function entryImage(icon: string | undefined): string | undefined {
  return icon && !(icon in paths) ? safeImageUrl(icon) : undefined
}

/** A plugin entry's icon: its own image, else the named icon; decorative (the label is beside it). */
export function EntryIcon({ icon }: { icon: string | undefined }): ReactElement {
  const image = entryImage(icon)
  if (image) return <img src={image} alt="" aria-hidden="true" className="entry-image" />
  return <Icon name={iconFor(icon)} />
}

export function Spinner({ className = 'spinner' }: { className?: string }): ReactElement {
  return (
    <svg viewBox="0 0 50 50" className={className} aria-hidden="true" focusable="false">
      <circle
        cx="25"
        cy="25"
        r="21"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="90 200"
      />
    </svg>
  )
}
