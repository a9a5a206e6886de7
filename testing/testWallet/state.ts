import type { Hex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { createPromptQueue, type PromptQueue } from '../createPromptQueue.js'
import { TestingKitError } from '../errors.js'
import { anvilPrivateKeys } from './constants.js'
import type {
  CreateTestWalletParameters,
  TestWalletEvent,
  TestWalletInfo,
  TestWalletRequest,
} from './types.js'

/** A request while the wallet works on it (the log hands it out read-only). */
export type MutableRequest = {
  -readonly [K in keyof TestWalletRequest]: TestWalletRequest[K]
}

/** An ERC-7715 form the wallet answers in, and the test's own answer to a grant. */
export type PermissionsOffer = {
  form: 'current' | 'earlier'
  answer?: (request: unknown) => unknown
}

/**
 * Everything one test wallet holds: the one object its method groups and controls read and
 * change (the wallet is a closure over it).
 */
export type TestWalletState = {
  readonly info: TestWalletInfo
  readonly accounts: readonly PrivateKeyAccount[]
  /** The node of each chain the wallet knows. */
  readonly nodes: Map<number, string>
  account: PrivateKeyAccount
  chainId: number
  /** The node reads and sends go to: the current chain's, or the last one known. */
  rpcUrl: string
  authorized: boolean
  rpcId: number
  callsSupported: boolean
  assets: ((request: unknown) => unknown) | undefined
  permissions: PermissionsOffer | undefined
  grants: number
  /** What the wallet granted and has not revoked, by context. */
  readonly granted: Map<string, { form: 'current' | 'earlier'; entry: unknown }>
  /** EIP-5792 bundles it sent, by id. */
  readonly bundles: Map<string, { chainId: number; hashes: Hex[] }>
  readonly failures: { methods: readonly string[]; code: number; message: string }[]
  readonly stalled: Set<string>
  lastId: number
  readonly requests: MutableRequest[]
  readonly prompts: PromptQueue<MutableRequest>
  /** The dapp's EIP-1193 listeners, by event. */
  readonly listeners: Map<string, Set<(payload: unknown) => void>>
  /** The installers', which may return the delivery's promise. */
  readonly subscribers: Set<
    (event: TestWalletEvent, payload: unknown) => undefined | Promise<unknown>
  >
  readonly deliveries: Set<Promise<unknown>>
  /** Waiters woken on every change of the request log. */
  readonly arrivals: Set<() => void>
}

const testIcon =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%230a7d4f"/%3E%3Cpath d="M9 16l5 5 9-10" stroke="%23fff" stroke-width="3" fill="none"/%3E%3C/svg%3E'

/** A new wallet's state from createTestWallet's parameters. */
export function createTestWalletState(parameters: CreateTestWalletParameters): TestWalletState {
  const keys = parameters.privateKeys ?? anvilPrivateKeys
  if (keys.length === 0)
    throw new TestingKitError('TESTING_NO_ACCOUNTS', 'A test wallet needs at least one key.')
  const accounts: PrivateKeyAccount[] = keys.map((key) => privateKeyToAccount(key))
  const nodes = new Map<number, string>([[parameters.chainId ?? 31337, parameters.rpcUrl]])
  for (const chain of parameters.chains ?? []) nodes.set(chain.id, chain.rpcUrl)
  return {
    info: {
      uuid: parameters.info?.uuid ?? globalThis.crypto.randomUUID(),
      name: parameters.info?.name ?? 'Gangway Test Wallet',
      icon: parameters.info?.icon ?? testIcon,
      rdns: parameters.info?.rdns ?? 'dev.gangway.testing',
    },
    accounts,
    nodes,
    account: accounts[0]!,
    chainId: parameters.chainId ?? 31337,
    rpcUrl: parameters.rpcUrl,
    authorized: parameters.authorized ?? false,
    rpcId: 0,
    callsSupported: parameters.calls ?? true,
    assets: undefined,
    permissions: undefined,
    grants: 0,
    granted: new Map(),
    bundles: new Map(),
    failures: [],
    stalled: new Set(),
    lastId: 0,
    requests: [],
    prompts: createPromptQueue<MutableRequest>(),
    listeners: new Map(),
    subscribers: new Set(),
    deliveries: new Set(),
    arrivals: new Set(),
  }
}

/** Tells the dapp's listeners and the installers' subscribers, tracking each delivery. */
export function emitEvent(
  state: TestWalletState,
  { event, payload }: { event: TestWalletEvent; payload: unknown },
): void {
  for (const listener of [...(state.listeners.get(event) ?? [])]) listener(payload)
  for (const subscriber of [...state.subscribers]) {
    const delivery = subscriber(event, payload)
    if (!delivery) continue
    const tracked = delivery.catch(() => {}).finally(() => state.deliveries.delete(tracked))
    state.deliveries.add(tracked)
  }
}

/** Wakes whoever waits on the request log. */
export function logChanged(state: TestWalletState): void {
  for (const wake of [...state.arrivals]) wake()
}

/** Resolves with the first item `find` returns, looking again on every change. */
export function whenFound<T>(state: TestWalletState, find: () => T | undefined): Promise<T> {
  const found = find()
  if (found !== undefined) return Promise.resolve(found)
  return new Promise((resolve) => {
    const wake = () => {
      const item = find()
      if (item === undefined) return
      state.arrivals.delete(wake)
      resolve(item)
    }
    state.arrivals.add(wake)
  })
}
