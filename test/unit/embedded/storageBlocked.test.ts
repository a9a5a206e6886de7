import { describe, expect, it } from 'vitest'
import {
  FrameRequestError,
  FrameStorageBlockedError,
  framePrefix,
  loginErrorText,
  parseFrameMessage,
} from '../../../plugins/embedded/index.js'
import { en } from '../../../plugins/embedded/views/messages.js'
import { startKernel } from '../kernel/support.js'

describe('blocked third-party storage: the frame says STORAGE_BLOCKED, the views word it', () => {
  it('reads an error reply carrying the STORAGE_BLOCKED code', () => {
    const reply = {
      id: 'request-0001',
      type: `${framePrefix}CONNECT_OTP_ERROR`,
      payload: { message: 'This browser blocks the wallet’s storage', code: 'STORAGE_BLOCKED' },
    }
    expect(parseFrameMessage(reply)).toEqual(reply)
    expect(
      parseFrameMessage({ ...reply, payload: { message: 'x', code: 'not a code' } }),
    ).toBeUndefined()
  })

  it('the e-mail and social views show the words in the visitor’s language, not the frame’s message', () => {
    const kernel = startKernel()
    const t = (key: string) => key
    expect(loginErrorText(new FrameStorageBlockedError('Invalid code'), t, kernel)).toBe(
      en['embedded.storageBlocked'],
    )
    const german = (key: string) => (key === 'embedded.storageBlocked' ? 'Dein Browser …' : key)
    expect(loginErrorText(new FrameStorageBlockedError('x'), german, kernel)).toBe('Dein Browser …')
    expect(loginErrorText(new FrameRequestError('Invalid code'), t, kernel)).toBe('Invalid code')
  })
})
