import type UniversalProviderClass from '@walletconnect/universal-provider'
import {
  type Account,
  type AccountType,
  type CaipNetworkId,
  type Namespace,
  parseCaipAddress,
} from 'gangway/kernel'

/** An approved WalletConnect session. */
export type Session = NonNullable<UniversalProviderClass['session']>

/** Every chain a session holds in a namespace: its `chains` and those of its accounts. */
export function sessionChains(session: Session, namespace: Namespace): CaipNetworkId[] {
  const entry = session.namespaces[namespace]
  const fromAccounts = (entry?.accounts ?? []).map((a) => {
    const { namespace: ns, reference } = parseCaipAddress(a as `${string}:${string}:${string}`)
    return `${ns}:${reference}` as CaipNetworkId
  })
  return [...new Set([...(entry?.chains ?? []), ...fromAccounts])] as CaipNetworkId[]
}

/**
 * The session's accounts of a namespace on one chain, without duplicates, in order.
 *
 * @param type - The namespace's account type, as its chain declares it (`accountType`).
 */
export function sessionAccounts(
  session: Session,
  {
    namespace,
    chain,
    type = 'eoa',
  }: { namespace: Namespace; chain: CaipNetworkId; type?: AccountType },
): Account[] {
  const seen = new Set<string>()
  const accounts: Account[] = []
  for (const value of session.namespaces[namespace]?.accounts ?? []) {
    if (!value.startsWith(`${chain}:`)) continue
    const address = value.slice(chain.length + 1)
    if (seen.has(address)) continue
    seen.add(address)
    accounts.push({ namespace, address, type })
  }
  return accounts
}
