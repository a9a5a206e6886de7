import type { Connection } from './types/connection.js'

/**
 * Work that must finish before a connection ends, e.g. clearing its sign-in sessions
 * (SPEC §4: disconnecting clears sessions first, then the relay session and the chain).
 */
export type DisconnectHook = (connection: Connection) => Promise<void> | void
