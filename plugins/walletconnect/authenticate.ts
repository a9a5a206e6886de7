import type UniversalProviderClass from '@walletconnect/universal-provider'
import type {
  CaipAddress,
  ConnectAuthentication,
  ConnectAuthenticationRequest,
  ConnectAuthenticator,
  Kernel,
} from 'gangway/kernel'
import * as z from 'zod/mini'
import type { Session } from './sessionAccounts.js'

type UniversalProvider = UniversalProviderClass

/** A sign-in to ask for while pairing, and whom to hand the wallet's answer to. */
export type PairingAuthentication = {
  authenticator: ConnectAuthenticator
  request: ConnectAuthenticationRequest
}

/** WalletConnect's code for a wallet answer its client refused (an unverified or unbound cacao). */
const settlementFailed = 7000

/**
 * The one-click sign-in to ask for, when a sign-in plugin offers one. SPEC §5: sign-in via the
 * relay applies only when all chains are in eip155 (an authenticated session holds eip155
 * only), so any other namespace means a plain pairing and the two-step sign-in after it.
 *
 * @returns The request, or `undefined` for a plain pairing.
 */
export async function pairingAuthentication(
  kernel: Kernel,
): Promise<PairingAuthentication | undefined> {
  const authenticator = kernel.connections.connectAuthenticator()
  if (!authenticator) return undefined
  if (kernel.chains.namespaces().some((namespace) => namespace !== 'eip155')) return undefined
  const active = kernel.networks.getActiveId('eip155')
  const chains = kernel.networks
    .all('eip155')
    .map((network) => network.caipNetworkId)
    .sort((a, b) => Number(b === active) - Number(a === active))
  if (!chains.length) return undefined
  try {
    const request = await authenticator.prepare({ chains })
    return request ? { authenticator, request } : undefined
  } catch (error) {
    // The two-step sign-in after the connection reports its own failure to prepare.
    kernel.log.warn('one-click sign-in could not be prepared: pairing without it', error)
    return undefined
  }
}

// The wallet's cacaos are hostile until they parse: `did:pkh:eip155:<id>:<0x address>` issuers.
const cacaoSchema = z.object({
  p: z.looseObject({
    iss: z.string().check(z.regex(/^did:pkh:eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/)),
    domain: z.string(),
    nonce: z.string(),
    iat: z.string(),
    version: z.string(),
  }),
  s: z.object({ t: z.string(), s: z.string() }),
})
const authsSchema = z.array(cacaoSchema)

/**
 * Pairs through an authenticated session (`wc_sessionAuthenticate`): one approval connects the
 * wallet and signs the CAIP-122 message it builds (recaps included). The signed messages go to
 * the authenticator before the session is reported; a refusal ends the wallet's session. A
 * wallet without authenticated sessions approves the plain proposal WalletConnect sends
 * alongside, and one that answers the sign-in request with an error gets a plain pairing
 * (`fallback`): either way the session comes without signatures and sign-in takes two steps.
 *
 * @param provider - The universal provider.
 * @param parameters - The sign-in, the session's eip155 methods and how to end a session.
 * @returns The session, or `undefined` when the pairing was reset.
 * @throws The authenticator's error when it refuses the wallet's answer.
 */
export async function authenticate(
  provider: UniversalProvider,
  parameters: PairingAuthentication & {
    methods: readonly string[]
    rpcMap: Readonly<Record<string, string>>
    endSession(): Promise<void>
    /** A plain pairing, for a wallet that answers the sign-in request with a refusal. */
    fallback(): Promise<Session | undefined>
    /**
     * The wallet approved: the pairing is over while its signed messages are checked (the
     * modal shows ConnectingSiwe instead of the QR code, and leaving the QR view must not
     * reset the attempt).
     */
    answered(): void
  },
): Promise<Session | undefined> {
  const { authenticator, request, methods, endSession } = parameters
  let result: Awaited<ReturnType<UniversalProvider['authenticate']>>
  try {
    result = await provider.authenticate({
      chains: [...request.chains],
      domain: request.domain,
      uri: request.uri,
      nonce: request.nonce,
      ...(request.statement ? { statement: request.statement } : {}),
      ...(request.expirationTime ? { exp: request.expirationTime } : {}),
      methods: [...methods],
      // The provider reads its namespaces from here: the host's RPCs for reads.
      optionalNamespaces: {
        eip155: {
          chains: [...request.chains],
          methods: [...methods],
          events: ['chainChanged', 'accountsChanged'],
          rpcMap: { ...parameters.rpcMap },
        },
      },
    } as Parameters<UniversalProvider['authenticate']>[0])
  } catch (error) {
    if ((error as { code?: unknown } | undefined)?.code === settlementFailed)
      throw await authenticator.refuse({ request, cause: error })
    // The wallet answered the sign-in request with an error (WalletConnect passes its text):
    // it declined the authenticated session, so connect plainly and sign in afterwards.
    if (typeof error === 'string') return parameters.fallback()
    throw error
  }
  const session = result?.session as Session | undefined
  if (!result?.auths?.length) return session
  parameters.answered()
  const parsed = authsSchema.safeParse(result.auths)
  let authentications: ConnectAuthentication[]
  try {
    if (!parsed.success)
      throw new Error(`The wallet's signed messages are malformed: ${parsed.error.message}`)
    authentications = parsed.data.map((cacao) => ({
      caipAddress: cacao.p.iss.slice('did:pkh:'.length) as CaipAddress,
      message: provider.client.formatAuthMessage({
        request: cacao.p as Parameters<typeof provider.client.formatAuthMessage>[0]['request'],
        iss: cacao.p.iss,
      }),
      signature: cacao.s.s,
    }))
  } catch (error) {
    await endSession().catch(() => {})
    throw await authenticator.refuse({ request, cause: error })
  }
  try {
    await authenticator.complete({ request, authentications })
  } catch (error) {
    await endSession().catch(() => {})
    throw error
  }
  return session
}
