// The approval of a Solana transaction request (issue 33 and issue 36): one transaction, or a
// batch (`solana_signAllTransactions`) in a single approval that shows every transaction, each
// with its decoded instructions and what it does to the visitor's SOL and tokens.

import { maxSolanaBatch } from '../src/solanaBatchLimit.js'
import { formatUnits } from './decode.js'
import type { Described, Row, Section } from './described.js'
import { actionNotAllowed, invalidParameters } from './frameError.js'
import { text } from './messages.js'
import type {
  previewSolanaTransactions as Preview,
  SolanaNode,
  SolanaTransactionPreview,
} from './solanaPreview.js'

type TransactionPreview = SolanaTransactionPreview['preview']
type Change = TransactionPreview['send'][number]

/** The three methods that sign transactions, and what they carry. */
type SolanaTransactionRequest =
  | { method: 'solana_signTransaction'; transactions: [string] }
  | { method: 'solana_signAllTransactions'; transactions: string[] }
  | { method: 'solana_signAndSendTransaction'; transactions: [string]; sendOptions: SendOptions }

/** SPEC §6: the options of `solana_signAndSendTransaction`, as the visitor reads them. */
type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
  maxRetries?: number
  minContextSlot?: number
}

const base64 = /^[A-Za-z0-9+/]{1,2000000}={0,2}$/
const invalid = () => invalidParameters()
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
const isBase64 = (value: unknown): value is string =>
  typeof value === 'string' && base64.test(value)
const wholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

function readSendOptions(value: unknown): SendOptions {
  if (value === undefined) return {}
  const options = asObject(value)
  const known = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot']
  if (value === null || Object.keys(options).some((key) => !known.includes(key))) throw invalid()
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean') throw invalid()
  if (
    preflightCommitment !== undefined &&
    !['processed', 'confirmed', 'finalized'].includes(preflightCommitment as string)
  )
    throw invalid()
  if (maxRetries !== undefined && !wholeNumber(maxRetries)) throw invalid()
  if (minContextSlot !== undefined && !wholeNumber(minContextSlot)) throw invalid()
  return options as SendOptions
}

/**
 * The request's transactions, checked: base64 text, a batch of 1 to 10, known send options.
 *
 * @throws Error 'Invalid request parameters' for anything else.
 */
export function readSolanaTransactionRequest(
  method: string,
  params: unknown,
): SolanaTransactionRequest {
  const fields = asObject(params)
  switch (method) {
    case 'solana_signTransaction':
      if (!isBase64(fields.transaction)) throw invalid()
      return { method, transactions: [fields.transaction] }
    case 'solana_signAndSendTransaction':
      if (!isBase64(fields.transaction)) throw invalid()
      return {
        method,
        transactions: [fields.transaction],
        sendOptions: readSendOptions('sendOptions' in fields ? fields.sendOptions : fields.options),
      }
    case 'solana_signAllTransactions': {
      const list = fields.transactions
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > maxSolanaBatch ||
        !list.every(isBase64)
      )
        throw invalid()
      return { method, transactions: list as string[] }
    }
    default:
      throw actionNotAllowed()
  }
}

/** The send options in words: "no check before sending · up to 3 retries". */
function sendOptionsText(options: SendOptions): string | undefined {
  const parts: string[] = []
  if (options.skipPreflight) parts.push(text('optionSkipPreflight'))
  if (options.preflightCommitment)
    parts.push(text('optionCommitment', { commitment: options.preflightCommitment }))
  if (options.maxRetries !== undefined)
    parts.push(text('optionMaxRetries', { n: String(options.maxRetries) }))
  if (options.minContextSlot !== undefined)
    parts.push(text('optionMinContextSlot', { slot: String(options.minContextSlot) }))
  return parts.length ? parts.join(' · ') : undefined
}

const programNames: Readonly<Record<string, string>> = {
  '11111111111111111111111111111111': 'System',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token',
  ComputeBudget111111111111111111111111111111: 'Compute Budget',
}

/** "System: transfer" and its arguments a line each, or what is not decoded and where. */
function instructionText(action: TransactionPreview['actions'][number]): string {
  const program = action.to ?? ''
  if (!action.functionName)
    return text('unknownInstruction', {
      program,
      n: String(Math.floor((action.raw ?? '').replace(/^0x/, '').length / 2)),
    })
  const args = (action.args ?? []).map(({ name, value }) => `\n${name}: ${value}`).join('')
  return `${programNames[program] ?? program}: ${action.functionName}${args}`
}

/** An amount of an asset, in its units when its decimals are known, with its mint. */
function amountText({ asset, amount }: Pick<Change, 'asset' | 'amount'>): string {
  const mint = asset.address ? ` · ${asset.address}` : ''
  if (asset.decimals === undefined)
    return `${text('smallestUnit', { amount: amount.toString() })}${mint}`
  return `${formatUnits(amount, asset.decimals)} ${asset.symbol ?? ''}`.trim() + mint
}

/** One transaction's preview as rows and warnings. */
function previewRows(preview: TransactionPreview): { rows: Row[]; warnings: string[] } {
  const rows: Row[] = []
  const warnings: string[] = []
  if (preview.failure)
    warnings.push(text('willFail', { reason: preview.failure.reason ?? text('noReason') }))
  for (const warning of preview.warnings)
    if (warning.kind === 'unlimitedApproval')
      warnings.push(
        text('unlimitedWarning', {
          spender: warning.spender,
          symbol: warning.asset.symbol ?? warning.asset.address ?? '',
        }),
      )
  if (preview.confidence !== 'simulated') rows.push(['simulation', text('solanaNotSimulated')])
  else if (!preview.failure && preview.send.length === 0 && preview.receive.length === 0)
    rows.push(['simulation', text('noAssetChanges')])
  for (const change of preview.send) rows.push(['youSend', amountText(change)])
  for (const change of preview.receive) rows.push(['youReceive', amountText(change)])
  for (const grant of preview.allow) {
    rows.push(['spender', grant.spender])
    rows.push([
      'allowance',
      grant.unlimited || grant.amount === undefined
        ? text('unlimitedAllowance', { symbol: grant.asset.symbol ?? grant.asset.address ?? '' })
        : amountText({ asset: grant.asset, amount: grant.amount }),
    ])
  }
  if (preview.fee) rows.push(['fee', amountText(preview.fee)])
  for (const action of preview.actions) rows.push(['instruction', instructionText(action)])
  return { rows, warnings }
}

const titles = {
  solana_signTransaction: 'signTransaction',
  solana_signAndSendTransaction: 'signAndSendTransaction',
  solana_signAllTransactions: 'signAllTransactions',
} as const

/** Whose transactions `describeSolanaTransactions` describes, and where it simulates them. */
export type DescribeSolanaTransactionsParameters = {
  /** The user's solana address. */
  account: string
  /** The operator's Solana nodes (SOLANA_NETWORKS), for the simulation. */
  nodes: readonly SolanaNode[]
}

/**
 * What the approval shows for a Solana transaction request, and how approving it signs: one
 * transaction's preview in the list, a batch's as one section per transaction ("Transaction 1
 * of 2"). `solana_signAndSendTransaction` is signed here and sent by the host, with the options
 * shown.
 *
 * @param request - The host's method and params.
 * @throws Error 'Invalid request parameters' for a request it cannot read.
 */
export async function describeSolanaTransactions(
  request: { method: string; params: unknown },
  { account, nodes }: DescribeSolanaTransactionsParameters,
): Promise<Described> {
  const read = readSolanaTransactionRequest(request.method, request.params)
  const { previewSolanaTransactions } = (await import('./solanaPreview.js')) as {
    previewSolanaTransactions: typeof Preview
  }
  const previews = await previewSolanaTransactions({
    transactions: read.transactions,
    account,
    nodes,
  })
  const rows: Row[] = [['account', account]]
  // The cluster whose blockhash the transactions carry, never the host's label (issue 31).
  const names = [...new Set(previews.map(({ node }) => node?.name).filter(Boolean))] as string[]
  if (names.length === 1 && previews.every(({ node }) => node?.name === names[0]))
    rows.push(['network', names[0] as string])
  if (read.method === 'solana_signAndSendTransaction') {
    const options = sendOptionsText(read.sendOptions)
    if (options) rows.push(['sendOptions', options])
  }
  const run: Described['run'] =
    read.method === 'solana_signAllTransactions'
      ? (sign) =>
          sign({
            namespace: 'solana',
            method: read.method,
            params: { transactions: read.transactions },
          })
      : // signAndSend: signed here, sent by the host through its RPC with the options.
        (sign) =>
          sign({
            namespace: 'solana',
            method: 'solana_signTransaction',
            params: { transaction: read.transactions[0] },
          })
  if (read.method !== 'solana_signAllTransactions') {
    const [only] = previews
    const { rows: more, warnings } = previewRows((only as SolanaTransactionPreview).preview)
    return { title: titles[read.method], rows: [...rows, ...more], warnings, run }
  }
  const n = String(previews.length)
  const sections: Section[] = previews.map(({ preview }, index) => ({
    heading: text('transactionOf', { i: String(index + 1), n }),
    ...previewRows(preview),
  }))
  return {
    title: titles[read.method],
    titleValues: { n },
    rows,
    sections,
    notes: [text('batchSimulatedApart')],
    run,
  }
}
