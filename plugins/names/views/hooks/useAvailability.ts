import type { Kernel } from 'gangway/kernel'
import { useEffect, useState } from 'react'
import type { NameReader } from '../../createNameReader.js'
import { NameSuggestionsError } from '../../errors.js'
import { validateAccountName } from '../../validateAccountName.js'

/** SPEC §9 debounce: availability is asked once typing pauses. */
export const availabilityDebounce = 500

/** The instance's name reader, as the descriptor loads it (`names.ts`'s `loadReader`). */
export type LoadNameReader = (kernel: Kernel) => Promise<NameReader>

/** What is known of the typed label: its rules first, then the service's answer. */
export type Availability =
  | { state: 'idle' }
  | { state: 'rule' }
  | { state: 'invalid'; reason: string }
  | { state: 'checking'; name: string }
  | { state: 'available'; name: string }
  | { state: 'taken'; name: string; suggestions: readonly string[]; suggestionsFailed?: boolean }
  | { state: 'error' }

/**
 * The typed label's availability under `parent`: SPEC §5 rules and ENSIP-15 at once, then
 * the service, asked once typing pauses for `availabilityDebounce` ms.
 */
export function useAvailability(parameters: {
  kernel: Kernel
  loadReader: LoadNameReader
  parent: string | undefined
  label: string
}): Availability {
  const { kernel, loadReader, parent, label } = parameters
  const [availability, setAvailability] = useState<Availability>({ state: 'idle' })
  useEffect(() => {
    if (!parent || !label.trim()) return setAvailability({ state: 'idle' })
    const check = validateAccountName(label, parent)
    if (!check.valid)
      return setAvailability(
        check.problem === 'rule' ? { state: 'rule' } : { state: 'invalid', reason: check.reason },
      )
    setAvailability({ state: 'checking', name: check.name })
    let live = true
    const handle = kernel.env.setTimeout(() => {
      void checkAvailability(kernel, loadReader, check.name).then((result) => {
        if (live) setAvailability(result)
      })
    }, availabilityDebounce)
    return () => {
      live = false
      kernel.env.clearTimeout(handle)
    }
  }, [kernel, loadReader, parent, label])
  return availability
}

async function checkAvailability(
  kernel: Kernel,
  loadReader: LoadNameReader,
  name: string,
): Promise<Availability> {
  try {
    const reader = await loadReader(kernel)
    const service = reader.service!
    if (!(await service.getProfile(name))) return { state: 'available', name }
    try {
      return { state: 'taken', name, suggestions: await service.getSuggestions(name) }
    } catch (error) {
      // SPEC §8: said to the visitor, not only logged; the name is still taken.
      kernel.log.warn('[names]', new NameSuggestionsError(error))
      return { state: 'taken', name, suggestions: [], suggestionsFailed: true }
    }
  } catch (error) {
    kernel.log.warn('[names] availability check failed', error)
    return { state: 'error' }
  }
}
