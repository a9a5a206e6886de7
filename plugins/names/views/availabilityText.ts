import type { createPluginText } from 'gangway/ui'
import type { namesMessages } from '../messages.js'
import type { Availability } from './hooks/useAvailability.js'

/** The names plugin's text function. */
export type NamesText = ReturnType<typeof createPluginText<keyof typeof namesMessages.en>>

/** The status line under the field for an availability. */
export function describeAvailability(availability: Availability, text: NamesText): string {
  switch (availability.state) {
    case 'idle':
      return text('RegisterAccountName.rule')
    case 'rule':
      return text('RegisterAccountName.rule')
    case 'invalid':
      return text('RegisterAccountName.invalid', { reason: availability.reason })
    case 'checking':
      return text('RegisterAccountName.checking')
    case 'available':
      return text('RegisterAccountName.available', { name: availability.name })
    case 'taken':
      return text('RegisterAccountName.taken', { name: availability.name })
    case 'error':
      return text('names.errorResolving')
  }
}

/** The label breaks a rule of SPEC §5 or ENSIP-15. */
export function isInvalid(availability: Availability): boolean {
  return availability.state === 'rule' || availability.state === 'invalid'
}

/** The status line's class: bad for a broken rule, a taken name or a failed check. */
export function statusClass(availability: Availability): string {
  if (isInvalid(availability) || availability.state === 'taken' || availability.state === 'error')
    return 'gw-names-status bad'
  return availability.state === 'available' ? 'gw-names-status good' : 'gw-names-status'
}
