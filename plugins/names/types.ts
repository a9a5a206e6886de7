/**
 * A name as a name service holds it (SPEC §7 `GET /v1/profile/account/{name}`): its addresses
 * by ENSIP-11 coin type and its text attributes (e.g. `avatar`).
 */
export type NameProfile = {
  name: string
  addresses: Readonly<Record<string, { address: string }>>
  attributes: Readonly<Record<string, string>>
}

/** SPEC §7 `POST /v1/profile/account`: the signed registration (or release) request. */
export type SignedNameRequest = {
  /** ENSIP-11 coin type of the chain the address is registered for (SPEC §5). */
  coinType: number
  address: string
  /** The text the address signed with personal_sign (`createNameMessage`). */
  message: string
  signature: string
}

/**
 * A service that issues names under a parent (SPEC §9 name suffixes): availability,
 * suggestions, registration with a signed message, release. `names({ service })` takes one;
 * `{ url, parent }` uses Gangway's own (the secure site's `/names`).
 */
export type NameService = {
  /** The parent name, e.g. `dapp.eth`: names are `<label>.<parent>`. */
  readonly parent: string
  /** The name's profile, or `null` when it is free. */
  getProfile(name: string): Promise<NameProfile | null>
  /** The names registered to an address. */
  getNamesForAddress(address: string): Promise<readonly NameProfile[]>
  /** Free names like the one asked for. */
  getSuggestions(name: string): Promise<readonly string[]>
  /** Registers the name the signed message asks for; resolves with the name. */
  register(request: SignedNameRequest): Promise<{ name: string }>
  /** Releases the name the signed message names, held by the address. */
  release(request: SignedNameRequest): Promise<void>
}

/** Gangway's own name service: the secure site's `/names` routes. */
export type HostedNameService = {
  /** The service's base URL, e.g. `https://wallet.example.com/names`. */
  url: string
  /** The parent name it issues names under (its NAMES_PARENT), e.g. `dapp.eth`. */
  parent: string
}

export type NamesOptions = {
  /** Where visitors register names; absent: names are only read (ENS). */
  service?: NameService | HostedNameService | undefined
  /** Where ENS is read: one of the host's eip155 networks. */
  ens?:
    | {
        /** Chain id of the network that holds ENS (default 1, Ethereum). */
        chainId?: number | undefined
        /** The universal resolver (default: viem's for the chain). */
        universalResolver?: `0x${string}` | undefined
        /** The IPFS gateway for `ipfs://` avatars (default https://ipfs.io). */
        ipfsGateway?: string | undefined
      }
    | false
    | undefined
}
