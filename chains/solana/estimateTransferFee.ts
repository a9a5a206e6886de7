import { address, getBase64Decoder, type TransactionMessageBytesBase64 } from '@solana/kit'
import { findAssociatedTokenPda, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import type { Network } from 'gangway/kernel'
import { createTransferTransaction } from './createTransferTransaction.js'
import { InvalidAddressError } from './errors.js'
import { resolveNetwork } from './resolveNetwork.js'
import { token2022ProgramAddress } from './tokenPrograms.js'
import type { SolanaContext, TransferFeeEstimate } from './types.js'
import { validateAddress } from './validateAddress.js'

export type { TransferFeeEstimate } from './types.js'

/** The base fee per signature when the node cannot price a message. */
export const lamportsPerSignature = 5000n
/** A Token-program account (and the base of a Token-2022 account) is 165 bytes. */
export const tokenAccountSize = 165

const toBytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/**
 * The account extensions a Token-2022 mint's extensions make every token account carry
 * (spl-token-2022 `get_required_init_account_extensions`), with their data sizes.
 * Mint extension → [account extension, its length].
 */
const requiredAccountExtensions: ReadonlyMap<number, readonly [number, number]> = new Map([
  [1, [2, 8]], // TransferFeeConfig → TransferFeeAmount (withheld amount, u64)
  [9, [13, 0]], // NonTransferable → NonTransferableAccount
  [14, [15, 1]], // TransferHook → TransferHookAccount (transferring flag)
  [26, [27, 0]], // Pausable → PausableAccount
])
/** ImmutableOwner: the associated token account program adds it to every Token-2022 account. */
const immutableOwner = 7
/** A mint with extensions is padded to 165 bytes, then an account-type byte, then TLV entries. */
const extensionsOffset = tokenAccountSize + 1

/**
 * The size of the associated token account the Token-2022 program creates for a mint: 165
 * bytes, the account-type byte, and a type-length-value entry (4 bytes + data) for
 * ImmutableOwner and for each account extension the mint's extensions require. A mint
 * without extensions gives 170; with a transfer fee, 182.
 *
 * @param mintData - The mint account's data.
 * @example
 * token2022AccountSize(new Uint8Array(82)) // 170
 */
export function token2022AccountSize(mintData: Uint8Array): number {
  const extensions = new Map<number, number>([[immutableOwner, 0]])
  const view = new DataView(mintData.buffer, mintData.byteOffset, mintData.byteLength)
  for (let at = extensionsOffset; at + 4 <= mintData.length; ) {
    const type = view.getUint16(at, true)
    const length = view.getUint16(at + 2, true)
    if (type === 0) break
    const required = requiredAccountExtensions.get(type)
    if (required) extensions.set(required[0], required[1])
    at += 4 + length
  }
  let size = extensionsOffset
  for (const length of extensions.values()) size += 4 + length
  // spl-token-2022 lengthens an account that would be mistaken for a multisig (355 bytes).
  return size === 355 ? size + 2 : size
}

/**
 * Estimates what a transfer costs the sender besides the amount: the network's fee for the
 * very message `sendTransaction` would build (`getFeeForMessage`; 5000 lamports per
 * signature when the node has no price), plus, for an SPL transfer to a receiver without an
 * associated token account, the rent-exempt minimum of the account the transfer creates
 * (`getMinimumBalanceForRentExemption` of 165 bytes, or the Token-2022 size for the mint).
 *
 * @returns `{ fee, baseFee, rent }` in lamports.
 * @throws InvalidAddressError, TokenMintNotFoundError, RPC errors.
 * @example
 * const { fee, rent } = await estimateTransferFee(context, { from, to, token: { address: mint, amount: 1n } })
 */
export async function estimateTransferFee(
  context: SolanaContext,
  parameters: {
    from: string
    to: string
    value?: bigint | undefined
    token?: { address: string; amount: bigint } | undefined
    network?: Network | undefined
  },
): Promise<TransferFeeEstimate> {
  const { token } = parameters
  for (const value of [parameters.from, parameters.to, ...(token ? [token.address] : [])])
    if (!validateAddress(value)) throw new InvalidAddressError(value)
  const network = resolveNetwork(context, parameters.network)
  const { rpc } = context.getRpc(network)

  const [{ transaction }, rentSize] = await Promise.all([
    createTransferTransaction(context, {
      network,
      from: parameters.from,
      to: parameters.to,
      value: parameters.value,
      token,
    }),
    token ? newTokenAccountSize(context, network, parameters.to, token.address) : undefined,
  ])

  const signatures = BigInt(Object.keys(transaction.signatures).length)
  const message = getBase64Decoder().decode(
    transaction.messageBytes,
  ) as TransactionMessageBytesBase64
  const [baseFee, rent] = await Promise.all([
    rpc
      .getFeeForMessage(message, { commitment: 'confirmed' })
      .send()
      .then(
        ({ value }) => (value === null ? undefined : BigInt(value)),
        (error: unknown) => {
          context.kernel.log.debug('[solana] getFeeForMessage failed', error)
          return undefined
        },
      ),
    rentSize === undefined
      ? 0n
      : rpc
          .getMinimumBalanceForRentExemption(BigInt(rentSize))
          .send()
          .then((lamports) => BigInt(lamports)),
  ])
  const base = baseFee ?? lamportsPerSignature * signatures
  return { fee: base + rent, baseFee: base, rent }
}

/**
 * The size of the associated token account an SPL transfer to `owner` creates, or
 * `undefined` when it exists already (or the mint is unknown: building the transfer says so).
 */
async function newTokenAccountSize(
  context: SolanaContext,
  network: Network,
  owner: string,
  mintAddress: string,
): Promise<number | undefined> {
  const { rpc } = context.getRpc(network)
  const mint = address(mintAddress)
  const [legacyAta, ata2022] = await Promise.all(
    [TOKEN_PROGRAM_ADDRESS, token2022ProgramAddress].map(
      async (tokenProgram) =>
        (await findAssociatedTokenPda({ owner: address(owner), mint, tokenProgram }))[0],
    ),
  )
  const { value } = await rpc
    .getMultipleAccounts([mint, legacyAta!, ata2022!], { encoding: 'base64' })
    .send()
  const [mintAccount, legacyAccount, account2022] = value
  if (mintAccount?.owner === TOKEN_PROGRAM_ADDRESS)
    return legacyAccount ? undefined : tokenAccountSize
  if (mintAccount?.owner === token2022ProgramAddress)
    return account2022 ? undefined : token2022AccountSize(toBytes(mintAccount.data[0]))
  return undefined
}
