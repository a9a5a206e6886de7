import { frameStorage } from '../frameStorage.js'

/**
 * Which app asked for each session (the chain keeps no origin): `account:key` → origin, in
 * the frame's own storage, so Account can name the app.
 */
const sessionOriginsKey = 'gangway:session-origins'

/** Every session's asking origin this frame has kept, by `account:key` (lower case). */
export function sessionOrigins(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(frameStorage.getItem(sessionOriginsKey) ?? '{}')
    return typeof stored === 'object' && stored !== null ? (stored as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Keeps the origin that asked for the session `key` of `account`. */
export function keepSessionOrigin(parameters: { account: string; key: string; origin: string }) {
  const { account, key, origin } = parameters
  frameStorage.setItem(
    sessionOriginsKey,
    JSON.stringify({ ...sessionOrigins(), [`${account}:${key}`.toLowerCase()]: origin }),
  )
}
