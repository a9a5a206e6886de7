// A module of its own (dist/frame/permitPreview.js, scripts/build-frame.mjs), imported only when
// what the visitor signs can grant a permit: typed data that may be one (EIP-2612, Permit2, a
// Seaport order), or a smart account's call to Permit2. The preview toolkit and viem's client
// are twice the frame page. What the permit lets whom take, until when, in the visitor's
// language (issue 33), and which spenders the visitor never gave a permission, read through the
// operator's RPC with `gangway/preview`'s own check, the one the host's views use. And, loaded
// when a transaction's approval opens (simulationRows.ts), what a transaction will do: the
// preview service's own simulation, with its eth_call + eth_estimateGas fallback.

import type { PreviewApproval, PreviewChange, TransactionPreview } from 'gangway/kernel'
import { type EvmCall, type EvmTypedData, loadEvmPreview } from 'gangway/preview'
import {
  type Address,
  type Client,
  createClient,
  HttpRequestError,
  http,
  TimeoutError,
  type Transport,
} from 'viem'
import { formatUnits } from './decode.js'
import type { Row } from './described.js'
import type { MessageKey } from './messages.js'
import { permitText } from './permit/permitMessages.js'
import { withTimeout } from './withTimeout.js'

/** How long the approval waits for the chain before it warns about every spender of the permit. */
export const permitCheckTimeoutMs = 4_000

/** The frame page's `text` (frame/messages.ts): its catalogue, in the page's language. */
export type PageText = (key: MessageKey, values?: Record<string, string>) => string

/** What the approval shows for a permit: a "You allow" row (and its token) per grant, and warnings. */
export type PermitReview = { rows: Row[]; warnings: string[] }

const grants = new Set(['permit', 'permit2', 'seaport'])
/** An ERC-20 allowance a call grants: no row here (tokenRows shows it), the new-spender check. */
const erc20Grant = (approval: PreviewApproval) =>
  (approval.via === 'approve' || approval.via === 'increaseAllowance') &&
  approval.asset.kind === 'token'
type Toolkit = Awaited<ReturnType<typeof loadEvmPreview>>

/**
 * Reads typed data to be signed as the permits it grants — "0x9965…A4dc up to 5 USDC, until
 * 1 Jan 2030" for EIP-2612 `Permit`, Permit2 `PermitSingle` / `PermitBatch` and Seaport orders —
 * with the token's symbol and decimals from the chain, amounts and dates in the page's language
 * (Intl), an unlimited grant called what it is and warned about, and a warning for each spender
 * the chain shows no earlier permission for from `owner`. When the chain cannot be read (no RPC
 * for it, the node failing, garbage, no answer in {@link permitCheckTimeoutMs}) the grants are
 * still shown, in the token's smallest unit, and every spender is warned about: the warning says
 * no earlier permission was found, never that the spender is safe.
 *
 * @param parameters.typed - The parsed typed data (describeTypedData's `typed`).
 * @param parameters.owner - The signer (the key, or the smart account).
 * @param parameters.rpcUrl - The operator's RPC for the typed data's chain, if it has one.
 * @param parameters.text - The page's `text`, for the keys the page's catalogue has.
 * @returns Rows and warnings; none for typed data that grants nothing.
 * @example
 * const { rows, warnings } = await reviewPermit({ typed, owner, rpcUrl, text })
 * rows[0] // ['youAllow', '0x9965…A4dc up to 5 USDC, until 1 Jan 2030, 10:00']
 */
export async function reviewPermit(parameters: {
  typed: Record<string, unknown>
  owner: string
  rpcUrl: string | undefined
  text: PageText
}): Promise<PermitReview> {
  const { typed, owner, rpcUrl, text } = parameters
  const { primaryType, message } = typed
  if (typeof primaryType !== 'string' || typeof message !== 'object' || message === null)
    return { rows: [], warnings: [] }
  const typedData = typed as EvmTypedData
  const toolkit = await loadEvmPreview()
  const decoded = toolkit.decodeTypedData(typedData)
  if (!decoded.effects.some((effect) => effect.type === 'allow' && grants.has(effect.via)))
    return { rows: [], warnings: [] }
  const read = rpcUrl
    ? await withTimeout(
        toolkit
          .previewEvmTypedData(client(rpcUrl), { from: owner as Address, typedData })
          .catch(() => undefined),
        permitCheckTimeoutMs,
      )
    : undefined
  return review(read ?? decodedOnly(toolkit, owner, [decoded]), read !== undefined, text)
}

/**
 * The same for a smart account's calls (a user operation, `wallet_sendCalls`): the Permit2
 * grants among them (`approve(token, spender, amount, expiration)`, `permit(owner, …, sig)`),
 * worded and checked as a signed permit is; an ERC-20 `approve` / `increaseAllowance` gets the
 * same new-spender check (its rows are tokenRows'). Other calls are shown by the approval as before.
 *
 * @param parameters.calls - The calls the account will make.
 * @param parameters.owner - The smart account.
 */
export async function reviewPermitCalls(parameters: {
  calls: readonly EvmCall[]
  owner: string
  rpcUrl: string | undefined
  text: PageText
}): Promise<PermitReview> {
  const { calls, owner, rpcUrl, text } = parameters
  const toolkit = await loadEvmPreview()
  const decoded = calls
    .map((call) => toolkit.decodeCall(call))
    .map((call) => ({
      ...call,
      effects: call.effects.filter(
        (e) =>
          e.type === 'allow' &&
          (e.via === 'permit2' ||
            ((e.via === 'approve' || e.via === 'increaseAllowance') && e.scope === 'amount')),
      ),
    }))
    .filter((call) => call.effects.length > 0)
  if (decoded.length === 0) return { rows: [], warnings: [] }
  const read = rpcUrl
    ? await withTimeout(
        readGrants(toolkit, client(rpcUrl), owner as Address, decoded),
        permitCheckTimeoutMs,
      )
    : undefined
  return review(read ?? decodedOnly(toolkit, owner, decoded), read !== undefined, text)
}

const client = (rpcUrl: string) =>
  createClient({ transport: http(rpcUrl, { retryCount: 0, timeout: permitCheckTimeoutMs }) })

/** How long the approval waits for a transaction's preview before it shows the request without one. */
export const transactionPreviewTimeoutMs = 4_000

/**
 * What `calls` from `account` will do, by `gangway/preview`'s `previewEvmCalls` on the operator's
 * RPC (nothing else): simulated with `eth_simulateV1` where the node has it — "You send 1.5
 * USDC", "You receive PAPE #7" — else `eth_call` + `eth_estimateGas` say whether it will fail
 * (and why) and decoding says what it moves, under a "read from the request" row. Grants the
 * page's own rows do not read (`increaseAllowance`) read as "You allow". With no answer in
 * {@link transactionPreviewTimeoutMs}: "Not simulated", never a guess.
 *
 * @param parameters.native - The page's words for an amount of the network's coin.
 * @example
 * const { rows, warnings } = await previewTransaction({ rpcUrl, account, calls, network, native, text })
 */
export async function previewTransaction(parameters: {
  rpcUrl: string
  account: string
  calls: readonly EvmCall[]
  network: { symbol: string; decimals: number } | undefined
  native: (amount: bigint) => string
  text: PageText
}): Promise<PermitReview> {
  const { rpcUrl, account, calls, network, native, text } = parameters
  const toolkit = await loadEvmPreview()
  // Whether the node left a request unanswered: then nothing is said from its silence.
  let unanswered = false
  const base = http(rpcUrl, { retryCount: 0, timeout: transactionPreviewTimeoutMs })
  const transport: Transport = (options) => {
    const transport = base(options)
    return {
      ...transport,
      request: (async (request: Parameters<typeof transport.request>[0]) =>
        transport.request(request).catch((error: unknown) => {
          if (error instanceof HttpRequestError || error instanceof TimeoutError) unanswered = true
          throw error
        })) as typeof transport.request,
    }
  }
  const preview = await withTimeout(
    toolkit
      .previewEvmCalls(createClient({ transport }), {
        from: account as Address,
        calls,
        nativeCurrency: network ?? { symbol: 'ETH', decimals: 18 },
      })
      .catch(() => undefined),
    transactionPreviewTimeoutMs,
  )
  const simulated = preview?.confidence === 'simulated'
  if (!preview || (unanswered && !simulated))
    return { rows: [['simulation', text('notSimulated')]], warnings: [] }
  if (preview.failure)
    return {
      rows: [],
      warnings: [text('willFail', { reason: preview.failure.reason || 'execution reverted' })],
    }
  const rows: Row[] = simulated ? [] : [['simulation', permitText('decodedOnly')]]
  for (const change of preview.send) rows.push(['youSend', changeText(change, native, text)])
  for (const change of preview.receive) rows.push(['youReceive', changeText(change, native, text)])
  if (simulated && rows.length === 0) rows.push(['simulation', text('noAssetChanges')])
  const warnings: string[] = []
  for (const approval of preview.allow) {
    if (approval.via !== 'increaseAllowance') continue
    const lang = document.documentElement.lang || 'en'
    const { spender } = approval
    const token = tokenName(approval)
    rows.push([
      'youAllow',
      approval.unlimited
        ? permitText('permitAllOf', { spender, token })
        : permitText('allowMore', { spender, amount: amountText(approval, lang, text) }),
    ])
    if (approval.unlimited) warnings.push(text('unlimitedWarning', { spender, symbol: token }))
  }
  return { rows, warnings }
}

/** "1.5 USDC · 0xa0b8…", "PAPE #7 · 0x…", "3 × #1 · 0x…" (ERC-1155), the coin as the page says it. */
function changeText(change: PreviewChange, native: (amount: bigint) => string, text: PageText) {
  const { asset, amount } = change
  if (asset.kind === 'native') return native(amount)
  const address = (asset.address ?? '').toLowerCase()
  if (asset.kind === 'nft')
    return `${amount === 1n ? '' : `${amount} × `}${asset.symbol ?? 'NFT'} #${asset.tokenId ?? ''} · ${address}`
  return asset.decimals !== undefined && asset.symbol !== undefined
    ? `${formatUnits(amount, asset.decimals)} ${asset.symbol} · ${address}`
    : `${text('smallestUnit', { amount: amount.toString() })} · ${address}`
}

type Decoded = ReturnType<Toolkit['decodeCall']>

/** The grants with their tokens read from the chain, and the new-spender check; `undefined` on failure. */
async function readGrants(
  toolkit: Toolkit,
  chain: Client,
  owner: Address,
  decoded: readonly Decoded[],
): Promise<TransactionPreview | undefined> {
  try {
    const assets = await toolkit.readAssets(chain, {
      addresses: decoded.flatMap((d) =>
        d.effects.flatMap((e) => (e.type === 'allow' ? [e.token] : [])),
      ),
    })
    const preview = toolkit.toPreview({
      from: owner,
      decoded,
      assets,
      native: { symbol: 'ETH', decimals: 18 },
    })
    const fresh = await toolkit.readNewSpenders(chain, { owner, approvals: preview.allow })
    return {
      ...preview,
      warnings: [
        ...preview.warnings,
        ...preview.allow
          .filter((a) => fresh.has(a.spender.toLowerCase()))
          .map((a) => ({ kind: 'newSpender' as const, spender: a.spender, asset: a.asset })),
      ],
    }
  } catch {
    return undefined
  }
}

/** The grants as the request alone says them: no symbol, no decimals, nothing checked. */
function decodedOnly(
  toolkit: Toolkit,
  owner: string,
  decoded: readonly Decoded[],
): TransactionPreview {
  return toolkit.toPreview({
    from: owner as Address,
    decoded,
    assets: new Map(),
    native: { symbol: 'ETH', decimals: 18 },
  })
}

/**
 * Words the preview's grants and warnings. `checked`: the chain answered, so its `newSpender`
 * warnings are the list; otherwise every spender is one.
 */
function review(preview: TransactionPreview, checked: boolean, text: PageText): PermitReview {
  const lang = document.documentElement.lang || 'en'
  const date = (seconds: number) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
      seconds * 1000,
    )
  const permits = preview.allow.filter((approval) => grants.has(approval.via))
  const rows: Row[] = []
  const warnings: string[] = []
  for (const approval of permits) {
    const token = tokenName(approval)
    const spender = approval.spender
    const grant =
      approval.scope === 'all'
        ? permitText('permitEveryNft', { spender, token })
        : approval.asset.kind === 'nft'
          ? permitText('permitNft', { spender, token })
          : approval.unlimited
            ? permitText('permitAllOf', { spender, token })
            : permitText('permitUpTo', { spender, amount: amountText(approval, lang, text) })
    rows.push([
      'youAllow',
      approval.expiresAt === undefined
        ? grant
        : permitText('permitUntil', { grant, date: date(approval.expiresAt) }),
    ])
    const address = approval.asset.address ?? ''
    rows.push(['token', approval.asset.symbol ? `${approval.asset.symbol} · ${address}` : address])
    if (approval.unlimited && approval.scope === 'amount')
      warnings.push(
        approval.expiresAt === undefined
          ? text('unlimitedWarning', { spender, symbol: token })
          : permitText('unlimitedUntilWarning', {
              spender,
              symbol: token,
              date: date(approval.expiresAt),
            }),
      )
  }
  // One new-spender warning per spender, in the permit's order.
  const fresh = checked
    ? preview.warnings.flatMap((w) => (w.kind === 'newSpender' ? [w] : []))
    : preview.allow.filter((approval) => grants.has(approval.via) || erc20Grant(approval))
  const warned = new Set<string>()
  for (const { spender, asset } of fresh) {
    if (warned.has(spender.toLowerCase())) continue
    warned.add(spender.toLowerCase())
    warnings.push(
      text('newSpenderWarning', { spender, token: asset.symbol ?? asset.address ?? '' }),
    )
  }
  return { rows, warnings }
}

/** The token as the chain names it, else its address (an unreadable symbol is not guessed). */
const tokenName = (approval: PreviewApproval) => {
  const { symbol, address, tokenId } = approval.asset
  const name = symbol ?? address ?? ''
  return tokenId === undefined ? name : `${name} #${tokenId}`
}

/** `5 USDC` in the page's digits and separators; raw units when the decimals are unknown. */
function amountText(approval: PreviewApproval, lang: string, text: PageText): string {
  const amount = approval.amount ?? 0n
  const { decimals } = approval.asset
  if (decimals === undefined)
    return `${text('smallestUnit', { amount: amount.toString() })} ${tokenName(approval)}`
  const whole = amount / 10n ** BigInt(decimals)
  const fraction = (amount % 10n ** BigInt(decimals)).toString().padStart(decimals, '0')
  const exact = `${whole}${decimals > 0 ? `.${fraction}` : ''}`
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: Math.min(decimals, 20) })
    // A decimal string keeps every digit (Intl.NumberFormat v3); a number would round.
    .format(exact as unknown as number)
  return `${number} ${tokenName(approval)}`
}
