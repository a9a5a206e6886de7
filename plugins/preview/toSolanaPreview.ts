import {
  type PreviewApproval,
  type PreviewAsset,
  type PreviewChange,
  type PreviewWarning,
  sanitizeText,
  type TransactionPreview,
} from 'gangway/kernel'
import { maxDecimals } from './maxDecimals.js'
import {
  readSolanaTokenAccount,
  type SolanaAccountState,
  type SolanaMint,
  type SolanaTokenAccount,
} from './readSolanaAccount.js'
import type { SolanaDecoded, SolanaEffect } from './solanaTypes.js'
import type { NativeCurrency } from './toPreview.js'

/** A token's name and symbol from a source the host trusts (its `solana({ tokens })`). */
export type SolanaTokenLabel = {
  /** The mint address. */
  address: string
  symbol?: string | undefined
  name?: string | undefined
}

/** Accounts by address, as the node reported them; `null`: the account does not exist. */
export type SolanaAccounts = ReadonlyMap<string, SolanaAccountState | null>

/** The largest u64: Token `approve` with it lets the delegate take everything, whatever comes. */
const maxU64 = 2n ** 64n - 1n
const systemProgram = '11111111111111111111111111111111'

/**
 * Builds the preview of a Solana transaction from its decoded instructions and what the node
 * said. `simulated`: "you send / receive" are the net changes of the visitor's SOL (wallet
 * and token-account rent) and of each mint across the accounts the visitor owns, before and
 * after the simulation, the fee set apart; `decoded`: the decoded moves, with token accounts'
 * owners and mints as the node has them now; `unknown`: the node's answer could not be
 * trusted, so nothing moves. Grants (delegate approvals, a token account's owner or close
 * authority handed over, the wallet assigned to a program) always come from decoding.
 * Mint text comes from `tokens` (the host's), else a shortened mint address; decimals from
 * the mint account, never from the request. Pure.
 *
 * @example
 * toSolanaPreview({ from, decoded, mode: 'decoded', pre, mints, tokens: [], native: { symbol: 'SOL', decimals: 9 } })
 */
export function toSolanaPreview(parameters: {
  /** The visitor's address. */
  from: string
  decoded: readonly SolanaDecoded[]
  mode: TransactionPreview['confidence']
  /** The accounts the transaction names (and `from`) before it runs. */
  pre: SolanaAccounts
  /** The same accounts after the simulation; with mode `simulated` and no failure. */
  post?: SolanaAccounts | undefined
  mints: ReadonlyMap<string, SolanaMint>
  tokens: readonly SolanaTokenLabel[]
  native: NativeCurrency
  /** The account that pays the fee (the message's first). */
  feePayer: string
  fee?: bigint | undefined
  failure?: { reason?: string | undefined } | undefined
}): TransactionPreview {
  const { from, decoded, mode, pre, post, mints, native } = parameters
  const effects = decoded.flatMap((d) => d.effects)
  const nativeAsset: PreviewAsset = {
    kind: 'native',
    symbol: native.symbol,
    name: native.name,
    decimals: native.decimals,
    flags: [],
  }
  const tokenAt = (address: string): SolanaTokenAccount | undefined =>
    readSolanaTokenAccount(pre.get(address)) ?? readSolanaTokenAccount(post?.get(address))
  const tokenAsset = (mint: string | undefined): PreviewAsset => {
    if (!mint) return { kind: 'token', flags: ['symbolUnreadable', 'decimalsUnreadable'] }
    const label = parameters.tokens.find((token) => token.address === mint)
    const info = mints.get(mint)
    const absurd = info !== undefined && info.decimals > maxDecimals
    return {
      kind: 'token',
      address: mint,
      symbol: sanitizeText(label?.symbol, 16) || `${mint.slice(0, 4)}…${mint.slice(-4)}`,
      name: sanitizeText(label?.name, 40) || undefined,
      decimals: info && !absurd ? info.decimals : undefined,
      flags: !info ? ['decimalsUnreadable'] : absurd ? ['decimalsAbsurd'] : [],
    }
  }
  /** Whose a token account is: the node's word, else (unread) who signs for it. */
  const ownedByVisitor = (account: string, signer: string) => {
    const token = tokenAt(account)
    return token ? token.owner === from : mode !== 'simulated' && signer === from
  }

  const send: PreviewChange[] = []
  const receive: PreviewChange[] = []
  if (mode === 'simulated' && post && !parameters.failure) {
    const before = holdings(pre, from)
    const after = holdings(post, from)
    let solDiff = after.sol - before.sol
    if (parameters.feePayer === from && parameters.fee !== undefined) solDiff += parameters.fee
    const solTo = only(
      effects.flatMap((e) => (e.type === 'moveSol' && e.from === from ? [e.to] : [])),
    )
    const solFrom = only(
      effects.flatMap((e) => (e.type === 'moveSol' && e.to === from ? [e.from] : [])),
    )
    if (solDiff < 0n) send.push({ asset: nativeAsset, amount: -solDiff, counterparty: solTo })
    if (solDiff > 0n) receive.push({ asset: nativeAsset, amount: solDiff, counterparty: solFrom })
    for (const mint of new Set([...before.tokens.keys(), ...after.tokens.keys()])) {
      const diff = (after.tokens.get(mint) ?? 0n) - (before.tokens.get(mint) ?? 0n)
      if (diff === 0n) continue
      const moves = effects.filter(
        (e): e is Extract<SolanaEffect, { type: 'moveToken' }> =>
          e.type === 'moveToken' && (e.mint ?? tokenAt(e.source ?? '')?.mint) === mint,
      )
      const counterparty = only(
        diff < 0n
          ? moves
              .filter((m) => m.source && tokenAt(m.source)?.owner === from)
              .map((m) => tokenAt(m.destination)?.owner ?? m.destination)
          : moves
              .filter((m) => tokenAt(m.destination)?.owner === from && m.source)
              .map((m) => tokenAt(m.source ?? '')?.owner ?? m.source ?? ''),
      )
      ;(diff < 0n ? send : receive).push({
        asset: tokenAsset(mint),
        amount: diff < 0n ? -diff : diff,
        counterparty,
      })
    }
  } else if (mode !== 'unknown')
    // Not run (or it fails: nothing moves then, but what it tries to move is worth seeing).
    for (const effect of effects) {
      if (effect.type === 'moveSol') {
        if (effect.from === from && effect.to !== from)
          send.push({ asset: nativeAsset, amount: effect.amount, counterparty: effect.to })
        else if (effect.to === from && effect.from !== from)
          receive.push({ asset: nativeAsset, amount: effect.amount, counterparty: effect.from })
      } else if (effect.type === 'moveToken') {
        const source = effect.source ? tokenAt(effect.source) : undefined
        const destination = tokenAt(effect.destination)
        const out = effect.source !== undefined && ownedByVisitor(effect.source, effect.authority)
        const into = destination?.owner === from
        const asset = tokenAsset(effect.mint ?? source?.mint ?? destination?.mint)
        if (out && !into)
          send.push({
            asset,
            amount: effect.amount,
            counterparty: destination?.owner ?? effect.destination,
          })
        else if (into && !out)
          receive.push({
            asset,
            amount: effect.amount,
            counterparty: source?.owner ?? effect.source,
          })
      } else if (effect.type === 'burn') {
        if (ownedByVisitor(effect.account, effect.authority))
          send.push({
            asset: tokenAsset(effect.mint ?? tokenAt(effect.account)?.mint),
            amount: effect.amount,
          })
      } else if (effect.type === 'close') {
        const lamports = pre.get(effect.account)?.lamports
        if (
          effect.destination !== from &&
          lamports !== undefined &&
          ownedByVisitor(effect.account, effect.owner)
        )
          send.push({ asset: nativeAsset, amount: lamports, counterparty: effect.destination })
      }
    }

  const allow: PreviewApproval[] = []
  for (const effect of effects) {
    if (effect.type === 'delegate') {
      if (!ownedByVisitor(effect.account, effect.owner) || effect.amount === 0n) continue
      const mint = effect.mint ?? tokenAt(effect.account)?.mint
      const supply = mint ? mints.get(mint)?.supply : undefined
      allow.push({
        asset: tokenAsset(mint),
        spender: effect.delegate,
        scope: 'amount',
        amount: effect.amount,
        unlimited: effect.amount >= maxU64 || (supply !== undefined && effect.amount > supply),
        via: 'approve',
      })
    } else if (effect.type === 'authority') {
      const { newAuthority } = effect
      if (!newAuthority || newAuthority === from || !ownedByVisitor(effect.account, effect.owner))
        continue
      // The new owner holds the account and everything in it, now and later.
      if (effect.kind === 'accountOwner')
        allow.push({
          asset: tokenAsset(tokenAt(effect.account)?.mint),
          spender: newAuthority,
          scope: 'amount',
          unlimited: true,
          via: 'approve',
        })
      // The new close authority may close the (emptied) account and keep its rent.
      else if (effect.kind === 'closeAccount')
        allow.push({
          asset: nativeAsset,
          spender: newAuthority,
          scope: 'amount',
          amount: pre.get(effect.account)?.lamports ?? 0n,
          unlimited: false,
          via: 'approve',
        })
    } else if (
      effect.type === 'assign' &&
      effect.account === from &&
      effect.program !== systemProgram
    )
      // The program then owns the wallet account: it may move every lamport.
      allow.push({
        asset: nativeAsset,
        spender: effect.program,
        scope: 'amount',
        unlimited: true,
        via: 'approve',
      })
  }

  const warnings: PreviewWarning[] = []
  if (parameters.failure) warnings.push({ kind: 'willFail', reason: parameters.failure.reason })
  for (const approval of allow)
    if (approval.unlimited)
      warnings.push({ kind: 'unlimitedApproval', spender: approval.spender, asset: approval.asset })
  const flagged = new Set<string>()
  for (const { asset } of [...send, ...receive, ...allow])
    if (asset.kind === 'token' && asset.flags.length > 0 && !flagged.has(asset.address ?? '')) {
      flagged.add(asset.address ?? '')
      warnings.push({ kind: 'untrustedAsset', asset })
    }

  return {
    confidence: mode === 'decoded' && !decoded.every((d) => d.known) ? 'unknown' : mode,
    send,
    receive,
    allow,
    fee: parameters.fee === undefined ? undefined : { amount: parameters.fee, asset: nativeAsset },
    failure: parameters.failure,
    warnings,
    actions: decoded.map((d) => d.action),
  }
}

/** The visitor's SOL (wallet, and rent of their token accounts) and tokens per mint, in `accounts`. */
function holdings(accounts: SolanaAccounts, owner: string) {
  let sol = 0n
  const tokens = new Map<string, bigint>()
  for (const [address, state] of accounts) {
    if (!state) continue
    if (address === owner) sol += state.lamports
    const token = readSolanaTokenAccount(state)
    if (!token || token.owner !== owner) continue
    tokens.set(token.mint, (tokens.get(token.mint) ?? 0n) + token.amount)
    // Wrapped SOL's lamports are its tokens, counted above; other token accounts hold rent.
    if (!token.native) sol += state.lamports
  }
  return { sol, tokens }
}

/** The one value all entries share, else `undefined`. */
function only(values: readonly string[]): string | undefined {
  const distinct = new Set(values)
  return distinct.size === 1 ? [...distinct][0] : undefined
}
