import { BaseError } from 'gangway/kernel'
import type { EmbeddedContext } from './embeddedContext.js'
import type { EmailConnectAction } from './embeddedWalletTypes.js'
import { frameStorageKeys } from './frameStorageKeys.js'

/** SPEC §9: the e-mail login throttle. */
export const emailLoginThrottle = 30_000

/** SPEC §5: 'Please try again after {n} seconds' (n rounded up). */
export class EmailThrottledError extends BaseError {
  override name = 'EmailThrottledError'
  readonly retryAfter: number
  constructor(seconds: number) {
    super('THROTTLED', `Please try again after ${seconds} seconds`)
    this.retryAfter = seconds
  }
}

/** Seconds until another e-mail may be sent (0 = now). */
export function throttleRemaining(context: EmbeddedContext): number {
  const { storage, env } = context.kernel
  const last = storage.get(frameStorageKeys.frameLastEmailLoginTime)
  if (last === undefined) return 0
  const left = last + emailLoginThrottle - env.now()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** SPEC §4 step 1; throttled for 30 s per SPEC §5. */
export async function connectEmail(
  context: EmbeddedContext,
  email: string,
): Promise<EmailConnectAction> {
  const { kernel } = context
  const seconds = throttleRemaining(context)
  if (seconds > 0) throw new EmailThrottledError(seconds)
  const reply = await (await context.frame()).request('CONNECT_EMAIL', { email })
  kernel.storage.set(frameStorageKeys.frameLastEmailLoginTime, kernel.env.now())
  kernel.storage.set(frameStorageKeys.frameEmail, email)
  // The browser blocks the frame's storage here: the visitor allows it in the frame (a
  // refusal fails with FrameStorageBlockedError, which the views word).
  if (reply.storage === 'blocked') {
    const { inFrameView } = await import('./requestApproval.js')
    await inFrameView(kernel, {
      wallet: context.wallet,
      run: (client) => client.request('ALLOW_STORAGE'),
      titleKey: 'ApproveTransaction.storageTitle',
    })
  }
  return reply.action
}
