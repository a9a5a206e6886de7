import type { Kernel } from 'gangway/kernel'
import type { Siwx } from './createSiwxController.js'

/** Each instance's sign-in, set while the siwx plugin runs in it (one siwx per instance). */
export const siwxControllers = new WeakMap<Kernel, Siwx>()
