import type { Kernel } from 'gangway/kernel'
import { socialStorageKeys } from './socialStorageKeys.js'

/** SPEC §4: disconnecting removes the stored social provider. */
export function forgetSocialLogin(kernel: Kernel): void {
  kernel.storage.remove(socialStorageKeys.connectedSocialProvider)
}
