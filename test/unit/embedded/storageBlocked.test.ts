import { describe, expect, it } from 'vitest'
import {
  FrameLoadError,
  FrameRequestError,
  FrameStorageBlockedError,
  FrameTimeoutError,
  framePrefix,
  InvalidAppConfigurationError,
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
    expect(loginErrorText(new FrameStorageBlockedError('Invalid code'), { t, kernel })).toBe(
      en['embedded.storageBlocked'],
    )
    const german = (key: string) => (key === 'embedded.storageBlocked' ? 'Dein Browser …' : key)
    expect(loginErrorText(new FrameStorageBlockedError('x'), { t: german, kernel })).toBe(
      'Dein Browser …',
    )
    expect(loginErrorText(new FrameRequestError('Invalid code'), { t, kernel })).toBe(
      'Invalid code',
    )
  })
})

describe("SPEC §8's alerts and frame errors in the visitor's language (issue 36 item 4)", () => {
  it('each is worded from the catalogue: English as SPEC writes it, German from the German catalogue', async () => {
    const kernel = startKernel()
    const english = (key: string) => key
    const { default: deutsch } = await import('../../../plugins/embedded/locales/de.js')
    const german = (key: string) => (deutsch as Record<string, string>)[key] ?? key
    const failures = [
      [
        new InvalidAppConfigurationError('https://shop.example'),
        'Invalid App Configuration',
        'Ungültige App-Konfiguration',
      ],
      [
        new FrameLoadError(),
        'Unable to load email login dependency',
        'Die E-Mail-Anmeldung konnte nicht geladen werden',
      ],
      [
        new FrameTimeoutError('iframe_request_timeout'),
        'Embedded Wallet Request Timed Out',
        'Zeitüberschreitung bei der Anfrage an die eingebettete Wallet',
      ],
      [
        new FrameTimeoutError('iframe_load_failed'),
        'Unable to load email login dependency',
        'Die E-Mail-Anmeldung konnte nicht geladen werden',
      ],
      [
        new FrameRequestError('Session expired. Please reconnect.', {
          siteCode: 'SESSION_EXPIRED',
        }),
        'Session Expired',
        'Sitzung abgelaufen',
      ],
    ] as const
    for (const [failure, inEnglish, inGerman] of failures) {
      expect(loginErrorText(failure, { t: english, kernel })).toBe(inEnglish)
      expect(loginErrorText(failure, { t: german, kernel })).toBe(inGerman)
    }
  })
})
