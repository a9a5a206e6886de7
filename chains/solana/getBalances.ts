import { type Address, address as toAddress } from '@solana/kit'
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import {
  BalanceUnavailableError,
  caches,
  formatUnits,
  type Network,
  portfolioCodec,
  type TokenBalance,
} from 'gangway/kernel'
import { token2022ProgramAddress } from './tokenPrograms.js'
import type { SolanaContext, TokenConfig } from './types.js'

type ParsedTokenAccount = {
  account: {
    data: {
      parsed?: {
        info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
      }
    }
  }
}

/** The tokens configured for a network. */
export function getTokens(context: SolanaContext, network: Network): readonly TokenConfig[] {
  const tokens = context.options.tokens
  return tokens?.[network.caipNetworkId] ?? tokens?.[network.id as string] ?? []
}

/**
 * Reads the SOL balance and every SPL token balance of an address (Token and Token-2022
 * programs) in three RPC calls sent together: `getBalance` and one
 * `getTokenAccountsByOwner` (jsonParsed) per program. Several accounts of one mint are
 * added up; empty accounts and tokens with 0 decimals (SPEC §3) are left out. Results are
 * cached for 30 s; after a failure, no new read is tried for 30 s (SPEC §4).
 *
 * @throws BalanceUnavailableError ('Token Balance Unavailable').
 * @example
 * const [sol, ...tokens] = await getBalances(context, { address, network })
 */
export async function getBalances(
  context: SolanaContext,
  parameters: { address: string; network: Network },
): Promise<readonly TokenBalance[]> {
  const { network, address } = parameters
  return context.readCached({
    cache: caches.portfolio,
    id: `${network.caipNetworkId}:${address}`,
    read: () => readBalances(context, network, toAddress(address)),
    ...portfolioCodec,
    toError: (cause) => new BalanceUnavailableError(cause),
  })
}

async function readBalances(
  context: SolanaContext,
  network: Network,
  owner: Address,
): Promise<TokenBalance[]> {
  const { rpc } = context.getRpc(network)
  const tokenAccounts = (programId: Address) =>
    rpc
      .getTokenAccountsByOwner(owner, { programId }, { encoding: 'jsonParsed' })
      .send()
      .then(({ value }) => value as readonly ParsedTokenAccount[])
  const [{ value: lamports }, legacy, token2022] = await Promise.all([
    rpc.getBalance(owner).send(),
    tokenAccounts(TOKEN_PROGRAM_ADDRESS),
    tokenAccounts(token2022ProgramAddress),
  ])
  const { nativeCurrency } = network
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      caipNetworkId: network.caipNetworkId,
      value: lamports,
      decimals: nativeCurrency.decimals,
      formatted: formatUnits(lamports, nativeCurrency.decimals),
      ...(network.assets?.imageUrl ? { iconUrl: network.assets.imageUrl } : {}),
    },
  ]
  const byMint = new Map<string, { value: bigint; decimals: number }>()
  for (const { account } of [...legacy, ...token2022]) {
    const info = account.data.parsed?.info
    const mint = info?.mint
    const amount = info?.tokenAmount?.amount
    const decimals = Number(info?.tokenAmount?.decimals)
    if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) continue
    if (!Number.isInteger(decimals) || decimals === 0) continue
    const entry = byMint.get(mint) ?? { value: 0n, decimals }
    entry.value += BigInt(amount)
    byMint.set(mint, entry)
  }
  const tokens = getTokens(context, network)
  for (const [mint, { value, decimals }] of byMint) {
    if (value === 0n) continue
    const config = tokens.find((token) => token.address === mint)
    const short = `${mint.slice(0, 4)}…${mint.slice(-4)}`
    balances.push({
      name: config?.name ?? config?.symbol ?? short,
      symbol: config?.symbol ?? short,
      caipNetworkId: network.caipNetworkId,
      address: mint,
      value,
      decimals,
      formatted: formatUnits(value, decimals),
      ...(config?.iconUrl ? { iconUrl: config.iconUrl } : {}),
    })
  }
  return balances
}
