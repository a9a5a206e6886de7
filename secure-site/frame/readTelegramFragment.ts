import * as z from 'zod/mini'

/** Telegram's login answer as its `#tgAuthResult=` fragment carries it (numbers as numbers). */
const telegramAuthResultSchema = z.object({
  id: z.int().check(z.positive()),
  first_name: z.string().check(z.maxLength(256)),
  last_name: z.optional(z.string().check(z.maxLength(256))),
  username: z.optional(z.string().check(z.maxLength(64))),
  photo_url: z.optional(z.string().check(z.maxLength(2048))),
  auth_date: z.int().check(z.positive()),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
})

/**
 * Reads Telegram's login answer from the fragment its login page (oauth.telegram.org) sends
 * the visitor back with: `#tgAuthResult=<base64url of the JSON>`, UTF-8 (a name may be any
 * script). The fields come back as the strings of Telegram's data-check-string, for the
 * result URL the site checks the `hash` of; nothing here is trusted but their shape.
 *
 * @returns The fields and `hash`; `undefined` without a fragment answer, or for one that is
 *   not base64 of UTF-8 JSON of Telegram's shape (the site then refuses the sign-in).
 * @example
 * readTelegramFragment(location.hash) // { id: '42', first_name: 'Ada', auth_date: '1700000000', hash: '…' }
 */
export function readTelegramFragment(fragment: string): Record<string, string> | undefined {
  const encoded = /^#(?:.*&)?tgAuthResult=([\w+/=-]{1,8192})(?:&|$)/.exec(fragment)?.[1]
  if (!encoded) return undefined
  let answer: unknown
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0))
    answer = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
  const parsed = telegramAuthResultSchema.safeParse(answer)
  if (!parsed.success) return undefined
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(parsed.data))
    if (value !== undefined) fields[name] = String(value)
  return fields
}
