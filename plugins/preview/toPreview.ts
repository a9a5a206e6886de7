import type {
  PreviewApproval,
  PreviewAsset,
  PreviewChange,
  PreviewWarning,
  TransactionPreview,
} from 'gangway/kernel'
import { type Address, isAddressEqual } from 'viem'
import type { AssetInfo } from './readAssets.js'
import type { SimulatedChange } from './simulateEvmCalls.js'
import type { CallEffect, Decoded } from './types.js'

/** The network's coin, as the host configured it. */
export type NativeCurrency = { symbol: string; decimals: number; name?: string | undefined }

/** At or above this, an allowance is "unlimited" whatever the token (2^128: ~3.4e20 of an 18-decimal token). */
const unlimitedFloor = 2n ** 128n

/**
 * Builds the preview from decoded calls (or typed data), what the chain said about the assets,
 * and — when the request was simulated — the balance changes the chain reported. Pure.
 *
 * @example
 * toPreview({ from, decoded: [decodeCall(call)], assets, native: { symbol: 'ETH', decimals: 18 } })
 */
export function toPreview(parameters: {
  from: Address
  decoded: readonly Decoded[]
  assets: ReadonlyMap<string, AssetInfo>
  native: NativeCurrency
  /** Net changes of `from`'s holdings from a simulation; absent when not simulated. */
  simulated?: readonly SimulatedChange[] | undefined
  fee?: bigint | undefined
  failure?: { reason?: string | undefined } | undefined
}): TransactionPreview {
  const { from, decoded, assets, native, simulated } = parameters
  const nativeAsset: PreviewAsset = {
    kind: 'native',
    symbol: native.symbol,
    name: native.name,
    decimals: native.decimals,
    flags: [],
  }
  const effects = decoded.flatMap((d) => d.effects)
  const assetOf = (
    token: Address | undefined,
    standard: CallEffect['standard'],
    tokenId?: bigint,
  ): PreviewAsset => {
    if (!token || standard === 'native') return nativeAsset
    const info = assets.get(token.toLowerCase())
    const nft = standard === 'erc721' || standard === 'erc1155' || info?.standard !== undefined
    return {
      kind: nft ? 'nft' : 'token',
      address: token,
      symbol: info?.symbol,
      name: info?.name,
      decimals: nft ? undefined : info?.decimals,
      tokenId,
      flags: info?.flags ?? ['symbolUnreadable', 'decimalsUnreadable'],
    }
  }
  /** `transferFrom`/`approve` on an ERC-721 contract: the uint is a token id. */
  const isNft = (effect: CallEffect) =>
    effect.standard === 'erc721' ||
    effect.standard === 'erc1155' ||
    (effect.standard === 'erc20or721' &&
      assets.get(effect.token?.toLowerCase() ?? '')?.standard === 'erc721')

  const send: PreviewChange[] = []
  const receive: PreviewChange[] = []
  const moves = effects.filter((e): e is Extract<CallEffect, { type: 'move' }> => e.type === 'move')
  const moveChange = (move: (typeof moves)[number]): PreviewChange => {
    const nft = isNft(move)
    const tokenId = nft ? (move.tokenId ?? move.amount) : undefined
    return {
      asset: assetOf(
        move.token,
        nft && move.standard === 'erc20or721' ? 'erc721' : move.standard,
        tokenId,
      ),
      amount: nft && move.standard !== 'erc1155' ? 1n : move.amount,
      counterparty: undefined,
    }
  }
  const fromVisitor = (move: (typeof moves)[number]) =>
    !move.from || isAddressEqual(move.from, from)
  const toVisitor = (move: (typeof moves)[number]) => isAddressEqual(move.to, from)

  // A failing request moves nothing on chain; what it tries to move is still worth seeing.
  if (simulated && !parameters.failure) {
    for (const change of simulated) {
      const native = change.standard === 'native'
      const amount = change.diff < 0n ? -change.diff : change.diff
      ;(change.diff < 0n ? send : receive).push({
        asset: assetOf(native ? undefined : change.address, change.standard, change.tokenId),
        amount,
        counterparty: change.counterparty,
      })
    }
  } else
    for (const move of moves) {
      if (fromVisitor(move) && !toVisitor(move))
        send.push({ ...moveChange(move), counterparty: move.to })
      else if (toVisitor(move) && !fromVisitor(move))
        receive.push({ ...moveChange(move), counterparty: move.from })
    }

  const allow: PreviewApproval[] = []
  for (const effect of effects) {
    if (effect.type !== 'allow') continue
    const nft = isNft(effect)
    if (effect.scope === 'all') {
      allow.push({
        asset: assetOf(effect.token, 'erc721'),
        spender: effect.spender,
        scope: 'all',
        unlimited: true,
        via: effect.via,
      })
      continue
    }
    const amount = effect.amount ?? 0n
    // `approve(spender, 0)` takes a right away: nothing granted to show.
    if (!nft && amount === 0n) continue
    const supply = assets.get(effect.token.toLowerCase())?.totalSupply
    allow.push({
      asset: assetOf(effect.token, nft ? 'erc721' : 'erc20', nft ? amount : undefined),
      spender: effect.spender,
      scope: 'amount',
      amount: nft ? undefined : amount,
      unlimited:
        !nft &&
        (amount >= unlimitedFloor || (supply !== undefined && supply > 0n && amount > supply)),
      expiresAt: effect.expiresAt,
      via: effect.via,
    })
  }

  const warnings: PreviewWarning[] = []
  if (parameters.failure) warnings.push({ kind: 'willFail', reason: parameters.failure.reason })
  for (const approval of allow)
    if (approval.scope === 'all')
      warnings.push({ kind: 'approvalForAll', spender: approval.spender, asset: approval.asset })
    else if (approval.unlimited)
      warnings.push({ kind: 'unlimitedApproval', spender: approval.spender, asset: approval.asset })
  const flagged = new Set<string>()
  for (const { asset } of [...send, ...receive, ...allow])
    if (asset.address && asset.flags.length > 0 && !flagged.has(asset.address.toLowerCase())) {
      flagged.add(asset.address.toLowerCase())
      warnings.push({ kind: 'untrustedAsset', asset })
    }

  return {
    confidence: simulated
      ? 'simulated'
      : decoded.length > 0 && decoded.every((d) => d.known)
        ? 'decoded'
        : 'unknown',
    send,
    receive,
    allow,
    fee: parameters.fee === undefined ? undefined : { amount: parameters.fee, asset: nativeAsset },
    failure: parameters.failure,
    warnings,
    actions: decoded.map((d) => d.action),
  }
}
