import type { Kernel } from 'gangway/kernel'
import type { Siwx } from './createSiwxController.js'
import { SiwxNotEnabledError } from './errors.js'
import { siwxControllers } from './siwxControllers.js'

/**
 * The sign-in of an instance: sessions, `signIn()`, `signOut()`.
 *
 * @param kernel - The instance (`gangway.kernel`, or the kernel a plugin's setup receives).
 * @returns Its sign-in controller.
 * @throws SiwxNotEnabledError ('SIWX is not enabled') when the siwx plugin is not enabled.
 * @example
 * const session = await getSiwx(kernel).getSession()
 */
export function getSiwx(kernel: Kernel): Siwx {
  const controller = siwxControllers.get(kernel)
  if (controller) return controller
  throw new SiwxNotEnabledError()
}
