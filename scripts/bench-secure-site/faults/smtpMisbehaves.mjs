import { randomBytes } from 'node:crypto'
import { call, HttpFailure } from '../http.mjs'

const names = {
  silent: 'SMTP accepts but never greets',
  refused: 'SMTP refuses connections',
  stall: 'SMTP greets, then stalls',
}

/**
 * The SMTP server misbehaves as the front's `mode` says (silent, refused, stall): a login's
 * connect answers 503 MAIL_UNAVAILABLE within SMTP_TIMEOUT_MS, and the retry works at once.
 */
export async function smtpMisbehaves(context, { mode }) {
  const { target, front, codeOf, smtpTimeoutMs } = context
  await front.setMode(mode)
  const email = `fault-${mode}-${randomBytes(3).toString('hex')}@example.com`
  const device = randomBytes(24).toString('base64url')
  const begun = performance.now()
  const answer = await call(target, {
    path: '/api/v1/email/connect',
    body: { email },
    device,
  }).then(
    () => 'answered 200',
    (error) =>
      error instanceof HttpFailure
        ? `${error.status} ${error.body.code} Retry-After ${error.retryAfter}`
        : String(error),
  )
  const waitedMs = performance.now() - begun
  await front.setMode('forward')
  const retry = await call(target, { path: '/api/v1/email/connect', body: { email }, device })
    .then(() => codeOf(email))
    .then((otp) => call(target, { path: '/api/v1/email/otp', body: { email, otp }, device }))
    .then(
      () => 'logged in',
      (error) => String(error.message),
    )
  return {
    name: names[mode],
    pass:
      answer.startsWith('503 MAIL_UNAVAILABLE') &&
      waitedMs < smtpTimeoutMs + 1_500 &&
      retry === 'logged in',
    detail: `connect: ${answer} after ${Math.round(waitedMs)} ms (SMTP_TIMEOUT_MS ${smtpTimeoutMs}); the retry at once: ${retry}`,
  }
}
