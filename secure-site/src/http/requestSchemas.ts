import { z } from 'zod'

/** An e-mail address, compared trimmed and lower-cased. */
export const emailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.email().max(254),
)

/** A code as typed; `checkCode` decides whether it is one. */
export const otpSchema = z.string().max(16)

export const emailBodySchema = z.object({ email: emailSchema })
export const otpBodySchema = z.object({ otp: otpSchema })
