import {
  type CaipAddress,
  type Connection,
  defineSlice,
  type Kernel,
  parseCaipAddress,
  toCaipAddress,
} from 'gangway/kernel'
import { createLocalSessionStorage, sessionId } from './createLocalSessionStorage.js'
import { SiwxInitError } from './errors.js'
import { offerConnectSignIn } from './offerConnectSignIn.js'
import type { SiwxOptions, SiwxSession, SiwxState, SiwxStorage } from './types.js'

export type { SiwxState } from './types.js'

/** The view that asks for the signature (SPEC §2). */
export const siwxView = 'SIWXSignMessage'

export const initialSiwxState: SiwxState = {
  status: 'idle',
  caipAddress: undefined,
  oneClick: 'idle',
}

/** The `siwx` slice: the sign-in state the view shows. */
export const siwxSlice = defineSlice({ name: 'siwx', initial: initialSiwxState })

/** Sign-in on one instance: what `getSiwx(kernel)` returns. */
export type Siwx = {
  /** Cancelling disconnects and the prompt cannot be closed without a session. */
  readonly required: boolean
  readonly options: Readonly<SiwxOptions>
  readonly storage: SiwxStorage
  /** The account the open prompt asks to sign in, if any. */
  readonly pending: CaipAddress | undefined
  /** The stored session of an account (default: the current one), if any. */
  getSession(caipAddress?: CaipAddress): Promise<SiwxSession | undefined>
  /**
   * Builds the message, asks the wallet to sign it, stores the session and closes the modal.
   * Throws `SiwxInitError` or `SiwxSignatureError`.
   */
  signIn(caipAddress?: CaipAddress): Promise<SiwxSession>
  /**
   * SPEC §4: cancel disconnects when sign-in is required (or `disconnect` is set), otherwise
   * closes the prompt.
   */
  cancel(options?: { disconnect?: boolean | undefined }): Promise<void>
  /** Forgets an account's session (default: the current one). */
  signOut(caipAddress?: CaipAddress): Promise<void>
  /** Asks for a sign-in when the account has no session; called on connect and account changes. */
  check(caipAddress: CaipAddress): Promise<void>
  /** `true` while the prompt must stay open: required, connected, and no session yet. */
  blocksClose(): boolean
  /** Follows the kernel's events (connect, account and network changes, close); returns the stop. */
  watch(): () => void
}

const keyOf = (caipAddress: CaipAddress) => {
  const { caipNetworkId, address } = parseCaipAddress(caipAddress)
  return { caipNetworkId, address }
}
const idOf = (caipAddress: CaipAddress) => sessionId(keyOf(caipAddress))
const caipAddressOf = (connection: Connection) =>
  toCaipAddress({ caipNetworkId: connection.caipNetworkId, address: connection.address })

/**
 * The eager part of sign-in: listens to the kernel, remembers which accounts have sessions and
 * opens the prompt. Building and signing the message loads on first use (`signIn.js`).
 */
export function createSiwxController(kernel: Kernel, options: SiwxOptions): Siwx {
  const required = options.required ?? false
  const storage = options.storage ?? createLocalSessionStorage(kernel)
  /** Session ids known to exist: the close guard must answer synchronously. */
  const signedIn = new Set<string>()
  /** Accounts the visitor declined (optional sign-in): not asked again until they reconnect. */
  const dismissed = new Set<string>()
  const checking = new Map<string, Promise<void>>()
  /** Accounts signed in while they connected: their connect closes the modal (SPEC §4). */
  const closeOnConnect = new Set<string>()

  const state = () => siwxSlice.get(kernel)
  const setState = (patch: Partial<SiwxState>) =>
    siwxSlice.update(kernel, (draft) => {
      Object.assign(draft, patch)
    })
  const current = (): CaipAddress | undefined => {
    const connection = kernel.connections.get()
    return connection ? caipAddressOf(connection) : undefined
  }
  const connectionOf = (caipAddress: CaipAddress) => {
    const id = idOf(caipAddress)
    return kernel.connections.all().find((connection) => idOf(caipAddressOf(connection)) === id)
  }
  const isShowing = () => kernel.modal.isOpen && kernel.router.view === siwxView
  const closePrompt = () => {
    setState(initialSiwxState)
    if (isShowing()) kernel.modal.close({ force: true })
  }

  async function readSession(caipAddress: CaipAddress) {
    const session = await storage.get(keyOf(caipAddress))
    if (session) signedIn.add(idOf(caipAddress))
    else signedIn.delete(idOf(caipAddress))
    return session
  }

  const siwx: Siwx = {
    required,
    options,
    storage,
    get pending() {
      return state().caipAddress
    },
    async getSession(caipAddress = current()) {
      return caipAddress ? readSession(caipAddress) : undefined
    },
    async signIn(caipAddress = state().caipAddress ?? current()) {
      const connection = caipAddress ? connectionOf(caipAddress) : undefined
      if (!caipAddress || !connection)
        throw new SiwxInitError({ details: 'Sign-in needs a connected account.' })
      setState({ status: 'signing', caipAddress })
      try {
        const { signIn } = await import('./signIn.js')
        const session = await signIn(kernel, { options, connection, storage })
        signedIn.add(idOf(caipAddress))
        dismissed.delete(idOf(caipAddress))
        if (state().caipAddress === caipAddress) closePrompt()
        return session
      } catch (error) {
        if (state().caipAddress === caipAddress) setState({ status: 'error' })
        throw error
      }
    },
    async cancel(cancelOptions = {}) {
      const caipAddress = state().caipAddress
      const connection = caipAddress ? connectionOf(caipAddress) : undefined
      if ((required || cancelOptions.disconnect) && connection) {
        await kernel.connections.disconnect({
          namespace: connection.namespace,
          connectorId: connection.connector.id,
        })
      } else if (caipAddress) dismissed.add(idOf(caipAddress))
      closePrompt()
    },
    async signOut(caipAddress = current()) {
      if (!caipAddress) return
      await storage.delete(keyOf(caipAddress))
      signedIn.delete(idOf(caipAddress))
    },
    check(caipAddress) {
      const id = idOf(caipAddress)
      const running = checking.get(id)
      if (running) return running
      const task = (async () => {
        if (state().caipAddress && idOf(state().caipAddress!) === id) return // asking already
        const session = await readSession(caipAddress).catch((error: unknown) => {
          kernel.log.warn('[siwx] reading the session failed', error)
          return undefined
        })
        // The visitor may have moved on while the storage answered.
        if (!connectionOf(caipAddress)) return
        if (session && closeOnConnect.delete(id)) {
          setState(initialSiwxState)
          if (kernel.modal.isOpen) kernel.modal.close({ force: true })
          return
        }
        if (session || dismissed.has(id)) {
          // A prompt for another account of this wallet is stale now.
          if (state().caipAddress && idOf(state().caipAddress!) !== id) closePrompt()
          return
        }
        setState({ status: 'idle', caipAddress })
        await kernel.modal.open({ view: siwxView, data: { caipAddress } })
      })().finally(() => checking.delete(id))
      checking.set(id, task)
      return task
    },
    blocksClose() {
      const pending = state().caipAddress
      return Boolean(required && pending && connectionOf(pending) && !signedIn.has(idOf(pending)))
    },
    watch() {
      const ask = (caipAddress: CaipAddress | undefined) => {
        if (caipAddress)
          siwx.check(caipAddress).catch((error: unknown) => kernel.log.error('[siwx]', error))
      }
      const currentOf = (namespace: Connection['namespace']) => {
        const connection = kernel.connections.get(namespace)
        return connection ? caipAddressOf(connection) : undefined
      }
      const stops = [
        // One-click sign-in for connectors that sign in while they connect (WalletConnect).
        offerConnectSignIn(kernel, {
          options,
          storage,
          setState,
          signedIn(caipAddress) {
            signedIn.add(idOf(caipAddress))
            dismissed.delete(idOf(caipAddress))
            closeOnConnect.add(idOf(caipAddress))
          },
        }),
        kernel.bus.on('connect', ({ caipAddress }) => ask(caipAddress)),
        kernel.bus.on('accountsChanged', ({ namespace }) => ask(currentOf(namespace))),
        kernel.bus.on('networkChanged', ({ namespace, supported }) => {
          if (supported) ask(currentOf(namespace))
        }),
        kernel.bus.on('disconnect', () => {
          // A reconnect asks again; a prompt for an account that left goes away.
          for (const id of [...dismissed, ...signedIn])
            if (!kernel.connections.all().some((c) => idOf(caipAddressOf(c)) === id)) {
              dismissed.delete(id)
              signedIn.delete(id)
            }
          const pending = state().caipAddress
          if (pending && !connectionOf(pending)) closePrompt()
        }),
        // Closing the optional prompt (close button, Escape) counts as declining it.
        kernel.bus.on('close', () => {
          closeOnConnect.clear()
          if (state().oneClick !== 'idle') setState({ oneClick: 'idle' })
          const pending = state().caipAddress
          if (!pending) return
          if (!required) dismissed.add(idOf(pending))
          setState(initialSiwxState)
        }),
        // SPEC §4: disconnecting clears the account's sign-in sessions first, so the next
        // connect of the same account signs in again.
        kernel.connections.addDisconnectHook(async (connection) => {
          const chains = new Set([
            connection.caipNetworkId,
            ...kernel.networks.all(connection.namespace).map((n) => n.caipNetworkId),
          ])
          for (const account of connection.accounts)
            for (const caipNetworkId of chains) {
              await storage.delete({ caipNetworkId, address: account.address })
              signedIn.delete(idOf(toCaipAddress({ caipNetworkId, address: account.address })))
            }
        }),
        // SPEC §2: SIWXSignMessage cannot be closed while sign-in is required and no session exists.
        kernel.modal.addCloseGuard((view) => view !== siwxView || !siwx.blocksClose()),
      ]
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
  return siwx
}
