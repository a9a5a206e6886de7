import {
  type Address,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import type { Network } from 'gangway/kernel'
import { TokenMintNotFoundError } from './errors.js'
import { token2022ProgramAddress } from './tokenPrograms.js'
import type { SolanaContext } from './types.js'

/** A mint's `decimals` byte: after the mint authority option (36 bytes) and supply (8). */
const decimalsOffset = 44

const toBytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))

/**
 * Builds an unsigned SOL transfer, or an SPL transfer (Token or Token-2022, found from the
 * mint's owner) that first creates the recipient's associated token account when it does
 * not exist. One RPC round trip reads the blockhash; an SPL transfer adds one that reads
 * the mint and both possible recipient accounts.
 *
 * @returns The compiled transaction and the last block height it is valid for.
 * @throws TokenMintNotFoundError when the mint is not a token mint on the network.
 * @example
 * const { transaction } = await createTransferTransaction(context, { network, from, to, value: 1n })
 */
export async function createTransferTransaction(
  context: SolanaContext,
  parameters: {
    network: Network
    from: string
    to: string
    value?: bigint | undefined
    token?: { address: string; amount: bigint } | undefined
    version?: 0 | 'legacy' | undefined
  },
) {
  const { rpc } = context.getRpc(parameters.network)
  const from = address(parameters.from)
  const to = address(parameters.to)
  const signer = createNoopSigner(from)
  const blockhash = rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const instructions: Instruction[] = []
  const { token } = parameters
  if (token) {
    const mint = address(token.address)
    const [legacyAta, ata2022] = await Promise.all(
      [TOKEN_PROGRAM_ADDRESS, token2022ProgramAddress].map(
        async (tokenProgram) =>
          (await findAssociatedTokenPda({ owner: to, mint, tokenProgram }))[0],
      ),
    )
    const { value: accounts } = await rpc
      .getMultipleAccounts([mint, legacyAta!, ata2022!], { encoding: 'base64' })
      .send()
    const [mintAccount] = accounts
    const tokenProgram = mintAccount?.owner as Address | undefined
    const data = mintAccount ? toBytes(mintAccount.data[0]) : undefined
    if (
      !tokenProgram ||
      (tokenProgram !== TOKEN_PROGRAM_ADDRESS && tokenProgram !== token2022ProgramAddress) ||
      !data ||
      data.length < decimalsOffset + 1
    )
      throw new TokenMintNotFoundError(token.address)
    const is2022 = tokenProgram === token2022ProgramAddress
    const destination = is2022 ? ata2022! : legacyAta!
    const [source] = await findAssociatedTokenPda({ owner: from, mint, tokenProgram })
    if (!accounts[is2022 ? 2 : 1])
      instructions.push(
        getCreateAssociatedTokenIdempotentInstruction({
          payer: signer,
          ata: destination,
          owner: to,
          mint,
          tokenProgram,
        }),
      )
    instructions.push(
      getTransferCheckedInstruction(
        {
          source,
          mint,
          destination,
          authority: signer,
          amount: token.amount,
          decimals: data[decimalsOffset]!,
        },
        { programAddress: tokenProgram },
      ),
    )
  } else {
    instructions.push(
      getTransferSolInstruction({
        source: signer,
        destination: to,
        amount: parameters.value ?? 0n,
      }),
    )
  }
  const { value: lifetime } = await blockhash
  const message = pipe(
    createTransactionMessage({ version: parameters.version ?? 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  return {
    transaction: compileTransaction(message),
    lastValidBlockHeight: lifetime.lastValidBlockHeight,
  }
}
