import { Blake2256 } from '@polkadot-api/substrate-bindings'
import { InvalidWalletDataError, type SendTransferParameters } from 'gangway/kernel'
import { checkExtrinsicOutcome } from './checkExtrinsicOutcome.js'
import { checkFunds } from './checkFunds.js'
import { RpcError } from './errors.js'
import { getBalance } from './getBalance.js'
import { fromHex, toHex } from './hex.js'
import { prepareTransfer, queryFee, toExtrinsic } from './prepareTransfer.js'
import { hashSchema, rpcRequest } from './rpc.js'
import { toPolkadotError } from './toPolkadotError.js'
import type { PolkadotContext } from './types.js'
import { waitForFinality } from './waitForFinality.js'

/** A `MultiSignature`: Ed25519 (0) or Sr25519 (1) with 64 bytes, Ecdsa (2) with 65. */
export function parseMultiSignature(hex: unknown): Uint8Array {
  if (typeof hex !== 'string' || !/^0x(?:[0-9a-fA-F]{2})+$/.test(hex))
    throw new InvalidWalletDataError('The signature is not hex.')
  const bytes = fromHex(hex)
  const valid =
    ((bytes[0] === 0 || bytes[0] === 1) && bytes.length === 65) ||
    (bytes[0] === 2 && bytes.length === 66)
  if (!valid) throw new InvalidWalletDataError('The signature is not a MultiSignature.')
  return bytes
}

/**
 * Sends `Balances.transfer_keep_alive` through the connector's wallet: builds it, checks the
 * sender keeps the existential deposit after the amount and the fee, asks the wallet to sign
 * the payload, submits it (`author_submitExtrinsic`), watches until a finalized block holds it
 * and reads its outcome from that block's events.
 *
 * @returns The extrinsic's hash.
 * @throws ExistentialDepositError, InsufficientFundsError, UserRejectedRequestError, InvalidWalletDataError, RpcError,
 *   TransactionNotFinalizedError, TransactionFailedError
 */
export async function sendTransfer(
  context: PolkadotContext,
  parameters: SendTransferParameters,
): Promise<string> {
  const prepared = await prepareTransfer(context, parameters)
  const [fee, balance] = await Promise.all([
    queryFee(context, prepared),
    getBalance(context, { address: parameters.from, network: prepared.network }),
  ])
  checkFunds({
    balance,
    existentialDeposit: prepared.runtime.existentialDeposit,
    amount: parameters.amount,
    fee,
    currency: prepared.network.nativeCurrency,
  })
  let signature: Uint8Array
  try {
    const client = context.getClient(parameters.connectorId)
    signature = parseMultiSignature(await client.signPayload(prepared.payload, prepared.network))
  } catch (error) {
    throw toPolkadotError(error)
  }
  const extrinsic = toExtrinsic(prepared, signature)
  const expected = toHex(Blake2256(extrinsic))
  const hex = toHex(extrinsic)
  const url = context.getRpcUrl(prepared.network)
  const hash = await rpcRequest(context.kernel, {
    url,
    method: 'author_submitExtrinsic',
    params: [hex],
    schema: hashSchema,
  })
  if (hash.toLowerCase() !== expected)
    throw new RpcError(
      `author_submitExtrinsic answered ${hash}, not the extrinsic's hash ${expected}`,
    )
  const included = await waitForFinality(context, {
    network: prepared.network,
    extrinsic: hex,
    hash: expected,
    bornAt: prepared.blockNumber,
  })
  // Included is not done: the runtime may have refused it (fee paid, nothing sent).
  await checkExtrinsicOutcome(context, {
    ...included,
    network: prepared.network,
    runtime: prepared.runtime,
    hash: expected,
  })
  return expected
}
