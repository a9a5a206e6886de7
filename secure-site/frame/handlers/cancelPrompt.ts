import { frameState } from '../login/frameState.js'
import type { Handler } from './handler.js'

/** CANCEL_PROMPT: the open recovery-factor view answers as its Cancel would. */
export const cancelPrompt: Handler<'CANCEL_PROMPT'> = async () => {
  frameState.openPrompt?.cancel()
  return undefined
}
