import { describe, expect, it } from 'vitest'
import german from '../../../plugins/email/locales/de.js'
import {
  emailErrorText,
  mailUnavailableMessage,
} from '../../../plugins/email/views/emailErrorText.js'
import { createEmailText, en } from '../../../plugins/email/views/messages.js'
import { FrameRequestError } from '../../../plugins/embedded/index.js'
import { MailUnavailableError } from '../../../secure-site/src/mailUnavailableError.js'
import { startKernel } from '../kernel/support.js'

describe('a code mail the secure site could not send: the e-mail views word it', () => {
  it('knows the secure site’s MAIL_UNAVAILABLE message, which the frame passes on verbatim', () => {
    expect(new MailUnavailableError().shortMessage).toBe(mailUnavailableMessage)
  })

  it('shows the words in the visitor’s language, not the server’s English', () => {
    const kernel = startKernel()
    const failure = new FrameRequestError(mailUnavailableMessage)
    const english = createEmailText((key) => key, kernel)
    expect(emailErrorText(failure, { text: english })).toBe(en['email.mailUnavailable'])
    const inGerman = createEmailText(
      (key) => (german as Record<string, string>)[key] ?? key,
      kernel,
    )
    expect(emailErrorText(failure, { text: inGerman })).toBe(german['email.mailUnavailable'])
    expect(german['email.mailUnavailable']).not.toBe(en['email.mailUnavailable'])
  })

  it('reads the code the frame passes on, whatever the message says', () => {
    const kernel = startKernel()
    const text = createEmailText((key) => key, kernel)
    const failure = new FrameRequestError('Mail is down', { siteCode: 'MAIL_UNAVAILABLE' })
    expect(emailErrorText(failure, { text })).toBe(en['email.mailUnavailable'])
  })

  it('leaves other failures to the view’s own wording', () => {
    const kernel = startKernel()
    const text = createEmailText((key) => key, kernel)
    expect(emailErrorText(new FrameRequestError('Invalid code'), { text })).toBe('Invalid code')
    expect(
      emailErrorText(new FrameRequestError('Invalid code'), { text, otherwise: () => 'worded' }),
    ).toBe('worded')
  })
})
