import { defineStorageKey, isCaipNetworkId, type Kernel, parseCaipNetworkId } from 'gangway/kernel'
import * as z from 'zod/mini'
import type { SiwxSession, SiwxSessionKey, SiwxStorage } from './types.js'

const dateString = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))))
const sessionSchema = z.object({
  data: z.object({
    accountAddress: z.string(),
    chainId: z.string().check(z.refine(isCaipNetworkId, 'expected a CAIP-2 id')),
    domain: z.string(),
    uri: z.string(),
    version: z.literal('1'),
    nonce: z.string(),
    statement: z.optional(z.string()),
    issuedAt: dateString,
    expirationTime: z.optional(dateString),
    notBefore: z.optional(dateString),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  message: z.string(),
  signature: z.string(),
})

/** Sessions by account and chain; a corrupt entry drops the whole list (it is re-asked for). */
export const siwxSessionsKey = defineStorageKey({
  name: 'siwx-sessions',
  schema: z.record(z.string(), sessionSchema) as z.ZodMiniType<Record<string, SiwxSession>>,
})

/** `caipNetworkId:address`; eip155 addresses compare case-insensitively (EIP-55 is only a checksum). */
export function sessionId({ caipNetworkId, address }: SiwxSessionKey): string {
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  return `${caipNetworkId}:${namespace === 'eip155' ? address.toLowerCase() : address}`
}

/**
 * The default session storage: the instance's own storage (localStorage, else memory),
 * validated on every read. Expired sessions read as absent and are dropped.
 *
 * @param kernel - The instance whose storage keeps the sessions.
 * @returns A `SiwxStorage`.
 * @example
 * siwx({ storage: createLocalSessionStorage(kernel) }) // what `siwx()` does by default
 */
export function createLocalSessionStorage(kernel: Kernel): SiwxStorage {
  const read = () => kernel.storage.get(siwxSessionsKey) ?? {}
  return {
    get(key) {
      const sessions = read()
      const id = sessionId(key)
      const session = sessions[id]
      if (!session) return undefined
      const expiry = session.data.expirationTime
      if (expiry && Date.parse(expiry) <= kernel.env.now()) {
        delete sessions[id]
        kernel.storage.set(siwxSessionsKey, sessions)
        return undefined
      }
      return session
    },
    set(session) {
      const id = sessionId({
        caipNetworkId: session.data.chainId,
        address: session.data.accountAddress,
      })
      kernel.storage.set(siwxSessionsKey, { ...read(), [id]: session })
    },
    delete(key) {
      const sessions = read()
      delete sessions[sessionId(key)]
      if (Object.keys(sessions).length) kernel.storage.set(siwxSessionsKey, sessions)
      else kernel.storage.remove(siwxSessionsKey)
    },
  }
}
