import { authenticate, pairingAuthentication } from './authenticate.js'
import { classify } from './classify.js'
import { type ControllerContext, setPairingState } from './controllerContext.js'
import { endSession, stopPairing } from './endSession.js'
import { finaliseSession } from './finaliseSession.js'
import {
  ConnectionRequestResetError,
  RelayUnreachableError,
  SessionRejectedError,
} from './index.js'
import { buildNamespaces } from './namespaces.js'
import {
  getPairingExpiry,
  pairingExpiryMargin,
  pairingLifetime,
  relayTimeout,
  reusesPairings,
} from './pairing.js'
import { withTimeout } from './withTimeout.js'

/**
 * Starts (or, on Telegram / iOS Safari, reuses) a pairing and resolves once the wallet
 * approved and the kernel holds the connections. Rejects with SessionRejectedError
 * ('user rejected'), ConnectionRequestResetError, or RelayUnreachableError.
 */
export async function pair(
  context: ControllerContext,
  parameters: { refresh?: boolean } = {},
): Promise<void> {
  const { kernel, state } = context
  if (
    !parameters.refresh &&
    state.status === 'pairing' &&
    state.uri &&
    (state.expiresAt ?? 0) > kernel.env.now() &&
    reusesPairings()
  )
    return
  stopPairing(context)
  const mine = context.attempt
  const previous = state.error
  setPairingState(context, { status: 'pairing' })
  try {
    const provider = await context.load()
    if (mine !== context.attempt) return
    // A retry after a relay failure starts from a fresh socket.
    if (previous?.kind === 'relay')
      await provider.client.core.relayer.transportClose().catch(() => {})
    if (provider.session) await endSession(context, provider)
    context.request = {}
    const namespaces = await buildNamespaces(kernel, context.request)
    if (mine !== context.attempt) return
    // One-click sign-in when a sign-in plugin offers it (eip155-only instances).
    const signIn = await pairingAuthentication(kernel)
    if (mine !== context.attempt) return
    const connecting = signIn
      ? authenticate(provider, {
          ...signIn,
          methods: namespaces.eip155?.methods ?? [],
          rpcMap: namespaces.eip155?.rpcMap ?? {},
          // Not `endSession`: its reset would end this attempt before it reports the refusal.
          endSession: async () => {
            if (provider.session) await provider.disconnect()
          },
          fallback: () => provider.connect({ optionalNamespaces: namespaces }),
          answered: () => setPairingState(context, { ...context.state, status: 'connecting' }),
        })
      : provider.connect({ optionalNamespaces: namespaces })
    connecting.catch(() => {})
    // The URI appears once the relay took the proposal: no URI in time = no relay.
    try {
      await withTimeout(Promise.race([uriShown(context, mine), connecting.then(() => {})]), {
        ms: context.overrides.relayTimeout ?? relayTimeout,
        kernel,
        error: () => new RelayUnreachableError(context.relayUrl),
      })
    } catch (error) {
      if (error instanceof RelayUnreachableError) provider.abortPairingAttempt()
      throw error
    }
    const session = await connecting
    if (mine !== context.attempt || context.destroyed) return
    if (!session) throw new ConnectionRequestResetError()
    await finaliseSession(context, session)
  } catch (cause) {
    if (mine !== context.attempt) return
    const error = cause instanceof RelayUnreachableError ? cause : classify(cause)
    const kind =
      error instanceof RelayUnreachableError
        ? 'relay'
        : error instanceof SessionRejectedError
          ? 'rejected'
          : error instanceof ConnectionRequestResetError
            ? 'reset'
            : 'failed'
    setPairingState(context, {
      status: 'error',
      error: { kind, message: error.message, cause: error },
    })
    throw error
  }
}

/** SPEC §4 display_uri: shows the URI; the QR code refreshes itself when it expires. */
export function showUri(context: ControllerContext, uri: string) {
  const { kernel } = context
  setPairingState(context, {
    status: 'pairing',
    uri,
    expiresAt: getPairingExpiry(kernel.env.now()),
  })
  kernel.env.clearTimeout(context.expiryTimer)
  const mine = context.attempt
  context.expiryTimer = kernel.env.setTimeout(() => {
    if (mine === context.attempt && context.state.status === 'pairing')
      void pair(context, { refresh: true })
  }, pairingLifetime - pairingExpiryMargin)
}

/** Resolves when the relay showed a URI for this attempt, or `connecting` settled. */
function uriShown(context: ControllerContext, mine: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const check = () => {
      if (context.state.uri || mine !== context.attempt) {
        context.listeners.delete(check)
        resolve()
      }
    }
    context.listeners.add(check)
    // A relay client that shows the URI before connect() returns has already set it.
    check()
  })
}
