import type { FrameEventName, FramePayload } from 'gangway/embedded'

/**
 * Answers one of the host's frame messages (SPEC §7): resolves with the `_SUCCESS` reply's
 * payload (undefined: none), rejects with what the `_ERROR` reply says.
 */
export type Handler<name extends FrameEventName> = (payload: FramePayload<name>) => Promise<unknown>
