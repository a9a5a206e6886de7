/**
 * How urgent an announcement is: `polite` waits for the screen reader to finish what it is
 * saying (progress, "copied", a new balance); `assertive` interrupts it (errors).
 */
export type Politeness = 'polite' | 'assertive'

/** One thing to say; `id` makes a repeated message (a second copy) a new announcement. */
export type Announcement = { id: number; message: string; politeness: Politeness }

/**
 * The modal's one pair of live regions, fed by every view: a region that exists before its
 * text changes is announced reliably, one that mounts with its text (a new view) often is not.
 */
export type Announcer = {
  announce(message: string, politeness?: Politeness): void
  current(): { polite: Announcement | null; assertive: Announcement | null }
  subscribe(listener: () => void): () => void
}

export function createAnnouncer(): Announcer {
  let state: ReturnType<Announcer['current']> = { polite: null, assertive: null }
  let nextId = 1
  const listeners = new Set<() => void>()
  return {
    announce(message, politeness = 'polite') {
      const text = message.trim()
      if (!text) return
      state = { ...state, [politeness]: { id: nextId++, message: text, politeness } }
      for (const listener of listeners) listener()
    },
    current: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
