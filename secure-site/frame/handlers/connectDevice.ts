import { FrameError } from '../frameError.js'
import type { Handler } from './handler.js'

/**
 * CONNECT_DEVICE: SPEC §2's device step. The site mails no approval link any more and this
 * frame never answers `verify-device`, so nothing can be pending.
 */
export const connectDevice: Handler<'CONNECT_DEVICE'> = async () => {
  throw new FrameError('DEVICE_NOT_PENDING', 'No device approval is pending. Please start again', {
    status: 400,
  })
}
