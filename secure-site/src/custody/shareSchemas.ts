import { z } from 'zod'

/** Bytes as base64url without padding, at most `max` bytes long. */
const base64url = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .max(Math.ceil((max * 4) / 3))
    .transform((text) => new Uint8Array(Buffer.from(text, 'base64url')))

/** A share of a 32-byte secret is 33 bytes (`shamir-secret-sharing` adds its x coordinate). */
const shareBytes = base64url(33).refine((bytes) => bytes.length === 33, 'a share is 33 bytes')

const base64urlText = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`))

/**
 * A passkey's recovery parameters (the frame's `recoveryPasskey.ts`): the credential the frame
 * asks for, the per-user salt its PRF evaluates (32 bytes), the AES-GCM nonce. No secret: the
 * key is the authenticator's PRF output, which never leaves the browser.
 */
const passkeyParamsSchema = z.object({
  kdf: z.literal('hkdf-sha256'),
  credentialId: base64urlText(1, 200),
  salt: base64urlText(43, 43),
  nonce: base64urlText(16, 16),
})

/** The recovery share, encrypted in the browser: the server cannot open it. */
export const recoverySchema = z
  .object({
    kind: z.enum(['prf', 'password']),
    /** The KDF and its parameters (salt, Argon2id t/m/p, a passkey's credential id) and the AES-GCM nonce; no secret. */
    params: z
      .record(z.string().max(32), z.union([z.string().max(200), z.number().int().nonnegative()]))
      .refine((params) => Object.keys(params).length <= 16, 'at most 16 parameters'),
    ciphertext: base64url(256),
  })
  .refine(
    (recovery) =>
      recovery.kind !== 'prf' || passkeyParamsSchema.strict().safeParse(recovery.params).success,
    'a passkey recovery names its credential id, its 32-byte salt and its nonce, and nothing else',
  )

const chainSchema = <Address extends z.ZodType<string>>(address: Address) =>
  z.object({ address, authShare: shareBytes, recovery: recoverySchema })

/**
 * The recovery password's proof: SHA-256 of the Argon2id output, under its own label (the
 * frame's `deriveRecoveryKey`). It opens nothing; the server compares it before it releases
 * the recovery ciphertext.
 */
export const recoveryCheckSchema = base64url(32).refine(
  (bytes) => bytes.length === 32,
  'a recovery check is 32 bytes',
)

/**
 * What the frame posts to enroll (or re-split) a user's keys: per chain, never the device
 * share; and the recovery password's check for the set.
 */
export const shareSetSchema = z.object({
  eip155: chainSchema(z.string().regex(/^0x[0-9a-fA-F]{40}$/)),
  solana: chainSchema(z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)),
  recoveryCheck: recoveryCheckSchema,
})

/** The share set as read by `shareSetSchema`. */
export type ShareSet = z.infer<typeof shareSetSchema>

/** The chains a user has a key on, in `key_shares.chain`'s spelling. */
export const custodyChains = ['eip155', 'solana'] as const
