import type { CaipNetworkId, Namespace } from './network.js'

/** `eoa` and `smartAccount` for eip155/solana, `payment` and `ordinal` for bip122. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One address a wallet exposes (SPEC §3 "Account"). */
export type Account = {
  namespace: Namespace
  address: string
  type: AccountType
  publicKey?: string | undefined
  path?: string | undefined
}

/** SPEC §3 "Connector" types. */
export type ConnectorType =
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'

/** A way to connect a wallet, as the UI lists it. Plain data: safe to keep in the store. */
export type ConnectorInfo = {
  /** Unique inside its namespace, e.g. the EIP-6963 rdns or `walletConnect`. */
  id: string
  name: string
  type: ConnectorType
  namespace: Namespace
  /** https: or data: only; anything else is dropped by the UI. */
  imageUrl?: string | undefined
  rdns?: string | undefined
  /** Id in the wallet directory, when known. */
  explorerId?: string | undefined
}

/**
 * What a plugin that holds one session for several namespaces (a WalletConnect relay
 * session, an embedded wallet) attaches to its connectors with `connectors.attach`. Chain
 * adapters ask it for the wallet when their own discovery does not know the connector; the
 * kernel asks it to end the session when the connector disconnects.
 */
export type ConnectorSession = {
  /**
   * The wallet in the namespace's native shape (EIP-1193 for eip155, a Wallet Standard
   * wallet for solana…), restoring a stored session first when needed; `undefined` when
   * there is no session that covers the namespace.
   */
  getProvider(namespace: Namespace): Promise<unknown>
  /** Ends the session (every namespace it holds). Errors become 'Failed to disconnect'. */
  disconnect?(namespace: Namespace): Promise<void>
  /**
   * What the wallet declared about itself when the session was made (EIP-5792 capabilities
   * by hex chain id, e.g. from a WalletConnect session's CAIP-25 properties), read from the
   * session only: never a request to the wallet. `undefined` when it declared none.
   */
  getCapabilities?(
    namespace: Namespace,
    parameters: { address: string; chainIds: readonly number[] },
  ): Promise<Readonly<Record<string, Readonly<Record<string, unknown>>>> | undefined>
}

/**
 * A wallet of the wallet directory (SPEC §3 "Wallet (from the wallet directory)"), also the
 * shape of a host's `customWallets`. Text is shown as text only; links and images that are
 * not https: (or data: images, or a wallet's own deep-link scheme) are dropped.
 */
export type DirectoryWallet = {
  /** The directory's id, e.g. `metamask`, or a 64-hex WalletGuide id. */
  id: string
  name: string
  /** Image id for the directory's `/getWalletImage/{id}`. */
  image_id?: string | null | undefined
  /** An https: or data:image URL (bundled and custom wallets). */
  image_url?: string | null | undefined
  /** EIP-6963 reverse-DNS id, used to recognise an installed wallet. */
  rdns?: string | null | undefined
  /** CAIP-2 network ids the wallet supports, e.g. `eip155:1`. */
  chains?: readonly string[] | null | undefined
  /** Deep link or universal link of the mobile app (`metamask://`, `https://…`). */
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** Where to get the wallet (https: only). */
  homepage?: string | null | undefined
}

/** Connection status per namespace (SPEC §4). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** A live connection of one connector in one namespace. */
export type Connection = {
  namespace: Namespace
  connector: ConnectorInfo
  accounts: readonly Account[]
  /** The active account's address. */
  address: string
  caipNetworkId: CaipNetworkId
}

/** What an adapter reports after a (re)connect. */
export type ConnectResult = {
  accounts: readonly Account[]
  caipNetworkId: CaipNetworkId
}

/**
 * One connection as the server may know it before the page runs: public data only (the
 * address a wallet already showed to the page, its network, which connector), never a key,
 * a token or a session secret.
 */
export type ConnectionSnapshot = {
  namespace: Namespace
  address: string
  caipNetworkId: CaipNetworkId
  connector: { id: string; name: string; type: ConnectorType }
}

/**
 * What a returning visitor was connected to, for the first render (`initialState` of
 * `createGangway`): the server renders the connected account instead of "Connect", and the
 * browser reconnects the wallet behind it, dropping the snapshot when the wallet is gone.
 */
export type GangwayInitialState = {
  activeNamespace?: Namespace | undefined
  connections: readonly ConnectionSnapshot[]
}
