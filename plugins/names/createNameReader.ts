import type { Eip155Adapter } from 'gangway/eip155'
import {
  caches,
  type Kernel,
  type LookupAddressParameters,
  type LookupAddressResult,
  parseCaipNetworkId,
  type ResolveNameParameters,
  type ResolveNameResult,
  safeImageUrl,
} from 'gangway/kernel'
import { getAddress, isAddress, type PublicClient } from 'viem'
import { normalize } from 'viem/ens'
import { createHostedNameService } from './createHostedNameService.js'
import { InvalidNameError, NamesForAddressError, ResolveNameError } from './errors.js'
import { toNameCoinType } from './toNameCoinType.js'
import type { NameService, NamesOptions } from './types.js'

/** ENS's universal resolver on Ethereum and Sepolia (viem's chain definitions). */
const defaultUniversalResolver = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'

/** ENSIP-19's default EVM coin type: the primary name an address has on every EVM chain. */
const defaultEvmCoinType = 0x80000000

export type NameReader = {
  resolveName(parameters: ResolveNameParameters): Promise<ResolveNameResult>
  lookupAddress(parameters: LookupAddressParameters): Promise<LookupAddressResult>
  /** The name service, when the host configured one. */
  service: NameService | undefined
  /** Forgets what is cached about an address (after it registered or released a name). */
  forget(parameters: { caipNetworkId: string; address: string }): void
}

/** Only images a page may show without trusting the name's owner: https and data. */
export function toSafeAvatar(url: string | null | undefined): string | undefined {
  return safeImageUrl(url, { allowRelative: false })
}

/** The reason ENSIP-15 gives for refusing a name, e.g. 'illegal mixture: Latin + Cyrillic а'. */
function normalizeOrExplain(name: string): string {
  try {
    return normalize(name.trim())
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    throw new InvalidNameError(name, reason || 'not a valid name', error)
  }
}

/**
 * Reads names for one instance: ENS through viem's actions on the host's ENS network (the
 * universal resolver: ENSIP-10 wildcards, ENSIP-19 reverse per chain, CCIP-Read), then the host's name
 * service. Answers are kept 5 minutes in SPEC §9's name and identity caches.
 */
export function createNameReader(kernel: Kernel, options: NamesOptions): NameReader {
  const service =
    options.service && 'register' in options.service
      ? options.service
      : options.service
        ? createHostedNameService(kernel, options.service)
        : undefined
  const ens = options.ens === false ? undefined : (options.ens ?? {})
  const ensChainId = ens?.chainId ?? 1
  const universalResolverAddress = ens?.universalResolver ?? defaultUniversalResolver

  /**
   * ENSIP-19: the primary name an address has on the chain it is shown for, which the universal
   * resolver falls back from to the default EVM name. ENS's own chain keeps `addr.reverse`
   * (coin type 60); a chain too large for a coin type can only have the default name.
   */
  function toReverseCoinType(caipNetworkId: string): bigint {
    const chainId = Number(parseCaipNetworkId(caipNetworkId).reference)
    if (chainId === ensChainId) return 60n
    return BigInt(
      chainId > 0 && chainId < defaultEvmCoinType ? toNameCoinType(chainId) : defaultEvmCoinType,
    )
  }

  async function getClient(): Promise<PublicClient | undefined> {
    const network = kernel.networks.get(`eip155:${ensChainId}`)
    if (!ens || !network || !kernel.chains.has('eip155')) return undefined
    return ((await kernel.chains.load('eip155')) as Eip155Adapter).getPublicClient(network)
  }

  async function resolveName({
    namespace,
    caipNetworkId,
    name,
  }: ResolveNameParameters): Promise<ResolveNameResult> {
    if (namespace !== 'eip155') return null
    const normalized = normalizeOrExplain(name)
    // SPEC §5: the coin type of the chain the address is for ('Invalid chainId' at ≥ 2^31).
    const coinType = toNameCoinType(Number(parseCaipNetworkId(caipNetworkId).reference))
    const id = `${coinType}:${normalized}`
    const cached = kernel.storage.getCache({ cache: caches.name, id })
    if (cached !== undefined) return cached
    let address: string | null = null
    try {
      const client = await getClient()
      if (client) {
        address = await client.getEnsAddress({
          name: normalized,
          coinType: BigInt(coinType),
          universalResolverAddress,
        })
      } else if (service && normalized.endsWith(`.${service.parent}`)) {
        const profile = await service.getProfile(normalized)
        address = profile?.addresses[String(coinType)]?.address ?? null
      }
    } catch (error) {
      throw new ResolveNameError(normalized, error)
    }
    const checked = address && isAddress(address, { strict: false }) ? getAddress(address) : null
    kernel.storage.setCache({ cache: caches.name, id, value: checked })
    return checked
  }

  async function lookupAddress({
    namespace,
    caipNetworkId,
    address,
  }: LookupAddressParameters): Promise<LookupAddressResult> {
    if (namespace !== 'eip155' || !isAddress(address, { strict: false })) return null
    const owner = getAddress(address)
    const id = `${caipNetworkId}:${owner}`
    const cached = kernel.storage.getCache({ cache: caches.identity, id })
    if (cached !== undefined)
      return cached.name ? { name: cached.name, avatar: cached.avatar ?? undefined } : null
    const client = await getClient()
    let name: string | null = null
    let avatar: string | null | undefined
    if (client) {
      try {
        // The universal resolver only reports a primary name whose forward record agrees.
        name = await client.getEnsName({
          address: owner,
          coinType: toReverseCoinType(caipNetworkId),
          universalResolverAddress,
        })
      } catch (error) {
        kernel.log.debug('[names] ENS reverse lookup failed', error)
      }
    }
    if (!name && service) {
      let profiles: Awaited<ReturnType<NameService['getNamesForAddress']>>
      try {
        profiles = await service.getNamesForAddress(owner)
      } catch (error) {
        throw new NamesForAddressError(owner, error)
      }
      for (const profile of profiles) {
        // The service's word is checked where everyone reads it: through ENS (CCIP-Read).
        const resolved = await resolveName({ namespace, caipNetworkId, name: profile.name }).catch(
          () => null,
        )
        if (resolved === owner) {
          name = profile.name
          avatar = profile.attributes.avatar
          break
        }
      }
    }
    if (name && avatar === undefined && client) {
      avatar = await client
        .getEnsAvatar({
          name,
          universalResolverAddress,
          ...(ens?.ipfsGateway ? { assetGatewayUrls: { ipfs: ens.ipfsGateway } } : {}),
        })
        .catch(() => null)
    }
    const safe = toSafeAvatar(avatar)
    kernel.storage.setCache({ cache: caches.identity, id, value: { name, avatar: safe ?? null } })
    return name ? { name, avatar: safe } : null
  }

  return {
    resolveName,
    lookupAddress,
    service,
    forget({ caipNetworkId, address }) {
      if (!isAddress(address, { strict: false })) return
      kernel.storage.clearCache({
        cache: caches.identity,
        id: `${caipNetworkId}:${getAddress(address)}`,
      })
      // A name just registered or released may be cached as unresolved or resolved.
      kernel.storage.clearCache({ cache: caches.name })
    },
  }
}
