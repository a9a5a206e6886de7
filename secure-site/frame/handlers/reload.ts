import type { Handler } from './handler.js'

/** RELOAD: the frame loads again, after its answer is sent. */
export const reload: Handler<'RELOAD'> = async () => {
  setTimeout(() => location.reload(), 0)
  return undefined
}
