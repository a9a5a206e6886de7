import type { Address, EIP1193Provider, Hex } from 'viem'

// The public face of createTestWallet (gangway/testing): its parameters, its request log, its
// events and the controls a test holds.

/** EIP-6963 provider info. */
export type TestWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

/** A chain the wallet knows: its id and the node it signs for and reads from. */
export type TestWalletChain = { id: number; rpcUrl: string }

export type CreateTestWalletParameters = {
  /** The node of the chain the wallet starts on, e.g. anvil's `http://127.0.0.1:<port>`. */
  rpcUrl: string
  /** That chain's id (default 31337, anvil's). */
  chainId?: number | undefined
  /** More chains the wallet knows; the dapp's `wallet_switchEthereumChain` to others answers 4902. */
  chains?: readonly TestWalletChain[] | undefined
  /** The wallet's accounts, the first one active; defaults to anvil's first two keys. */
  privateKeys?: readonly Hex[] | undefined
  /** EIP-6963 info; defaults to "Gangway Test Wallet", rdns `dev.gangway.testing`. */
  info?: Partial<TestWalletInfo> | undefined
  /** Start connected, as if the visitor had approved the site on an earlier visit. */
  authorized?: boolean | undefined
  /** Answer the EIP-5792 `wallet_*Calls` methods (default true); false answers 4200. */
  calls?: boolean | undefined
}

/** One request the wallet received, with its answer once it has one. */
export type TestWalletRequest = {
  /** 1, 2, 3… in the order the wallet received them. */
  readonly id: number
  readonly method: string
  readonly params: unknown
  /** The origin of the page that asked (when the installer knows it). */
  readonly origin: string | undefined
  /** `waiting` until answered; `held` while the wallet waits for the test (ask, hang, late). */
  readonly state: 'waiting' | 'held' | 'answered' | 'failed'
  readonly result?: unknown
  readonly error?: { code: number; message: string } | undefined
  /** Resolves when the request is answered or failed (never for a hung one). */
  readonly settled: Promise<void>
}

/** A provider event, as EIP-1193 names them. */
export type TestWalletEvent =
  | 'accountsChanged'
  | 'chainChanged'
  | 'connect'
  | 'disconnect'
  | 'message'

export type TestWallet = {
  /** EIP-6963 info the wallet announces. */
  readonly info: TestWalletInfo
  /** The EIP-1193 provider, for a dapp that runs in the same JavaScript realm as the test. */
  readonly provider: EIP1193Provider
  /** The active account. */
  readonly address: Address
  /** Every account the wallet holds, in the order of the keys given. */
  readonly addresses: readonly Address[]
  /** The chain the wallet says it is on. */
  readonly chainId: number
  /** Whether the dapp is connected (the visitor approved `eth_requestAccounts`). */
  readonly authorized: boolean
  /** Every request, in order (since the last `clearRequests()`). */
  readonly requests: readonly TestWalletRequest[]
  /** Empties the request log; ids keep counting, so `waitForRequest({ after })` still works. */
  clearRequests(): void
  /** Answers one request as the wallet would: the installers' entry point. */
  request(args: unknown, context?: { origin?: string | undefined }): Promise<unknown>
  /** The next `count` prompts (connect, sign, send, switch…) answer 4001, or `code`. */
  rejectNext(options?: { count?: number | undefined; code?: number | undefined }): void
  /** The next prompt is never answered: the visitor walked away from the wallet. */
  hangNext(): void
  /** The next prompt waits until `answer` settles: approved if it resolves, 4001 if it rejects. */
  answerNextAfter(answer: Promise<unknown>): void
  /** While on, every prompt waits until the test calls `approve()` or `reject()`. */
  ask(enabled: boolean): void
  /** Approves the oldest prompt waiting under `ask` (waits for one); resolves once answered. */
  approve(options?: { method?: string | undefined }): Promise<TestWalletRequest>
  /** Rejects the oldest prompt waiting under `ask` (waits for one) with 4001 or `code`. */
  reject(options?: {
    method?: string | undefined
    code?: number | undefined
  }): Promise<TestWalletRequest>
  /**
   * The first request for `method` (or one of several) whose id is above `after` (default 0:
   * any so far), as soon as the wallet receives it.
   */
  waitForRequest(
    method: string | readonly string[],
    options?: { after?: number | undefined },
  ): Promise<TestWalletRequest>
  /** The visitor picks another account in the wallet: `accountsChanged` if the site is connected. */
  switchAccount(account: number | Address): void
  /**
   * The visitor switches the wallet to another chain: `chainChanged`. Any id works, also one
   * the wallet has no node for (a chain the dapp does not know); reads then go to the last node.
   * `emit: false` moves without telling the dapp (a wallet that was already there when the page
   * loaded, or one whose event got lost): the dapp learns it only from `eth_chainId`.
   */
  switchChain(chainId: number, options?: { emit?: boolean | undefined }): void
  /** The wallet forgets a chain: the dapp's `wallet_switchEthereumChain` to it answers 4902. */
  forgetChain(chainId: number): void
  /** The visitor disconnects the site in the wallet: `accountsChanged` with `[]`. */
  disconnect(): void
  /**
   * The next `count` (default 1) requests for `method` fail in the wallet itself, after any
   * prompt was approved: `code` (default -32603) and `message`. E.g. a wallet that cannot add
   * a chain: `failNext({ method: 'wallet_addEthereumChain' })`.
   */
  failNext(options: {
    method: string | readonly string[]
    code?: number | undefined
    message?: string | undefined
    count?: number | undefined
  }): void
  /**
   * From now on requests for `method` are done but never answered, as some wallets never
   * answer `wallet_revokePermissions`; `false` answers them again.
   */
  stall(method: string | readonly string[], enabled?: boolean | undefined): void
  /**
   * Whether the wallet answers EIP-5792 (`wallet_getCapabilities`, `wallet_*Calls`): `false`
   * answers 4200, as a wallet that predates it. Also a creation option (`calls`).
   */
  supportCalls(enabled: boolean): void
  /**
   * Makes the wallet report its assets (ERC-7811): `wallet_getCapabilities` says
   * `assetDiscovery: { supported: true }` on every chain and `wallet_getAssets` answers what
   * `answer` returns for the request's first parameter (it may throw a `ProviderRpcError`, or
   * never settle). `undefined`, the default: the wallet lacks the method (4200).
   */
  reportAssets(answer: ((request: unknown) => unknown) | undefined): void
  /**
   * Makes the wallet grant ERC-7715 execution permissions (a prompt: the controls apply).
   * `current` (the ERC's 2026 text): it answers `wallet_getSupportedExecutionPermissions`,
   * `wallet_requestExecutionPermissions`, `wallet_getGrantedExecutionPermissions` and
   * `wallet_revokeExecutionPermission` (a prompt). `earlier`: it reports `permissions` in
   * `wallet_getCapabilities` and answers `wallet_grantPermissions` and, with
   * `{ permissionContext }`, `wallet_revokePermissions`. A revoke of a context it did not grant
   * (or already revoked) fails with -32602. `undefined`, the default:
   * neither (4200). `answer` replaces the grant's answer (it gets the request; it may throw).
   */
  offerPermissions(
    form: 'current' | 'earlier' | undefined,
    answer?: ((request: unknown) => unknown) | undefined,
  ): void
  /** Emits a provider event as a real wallet would. */
  emit(event: TestWalletEvent, payload: unknown): void
  /**
   * Every event the wallet emits (an installer forwards them to the page, and returns the
   * delivery's promise so `delivered()` can wait for it); returns a stop.
   */
  subscribe(
    listener: (event: TestWalletEvent, payload: unknown) => undefined | Promise<unknown>,
  ): () => void
  /** Resolves once every event emitted so far has reached the dapp (its listeners have run). */
  delivered(): Promise<void>
  /** Announces the wallet through EIP-6963 on `target` (default `window`); returns a stop. */
  announce(target?: EventTarget): () => void
  /**
   * Sets `target.ethereum` (default `window`), the legacy injection a dapp without EIP-6963
   * reads; returns a stop that removes it.
   */
  inject(target?: object): () => void
}
