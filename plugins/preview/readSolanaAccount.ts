import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token'
import { token2022ProgramAddress } from './decodeSolanaInstruction.js'

/** An account as the node reported it (validated), data decoded from base64. */
export type SolanaAccountState = {
  lamports: bigint
  /** The program that owns the account. */
  program: string
  data: Uint8Array
}

/** What a token account says: its mint, its owner, how much it holds. */
export type SolanaTokenAccount = {
  mint: string
  owner: string
  amount: bigint
  /** Wrapped SOL: its lamports are the tokens, not rent. */
  native: boolean
}

/** What a mint says: its decimals and supply. */
export type SolanaMint = { decimals: number; supply: bigint }

/** Token accounts are 165 bytes; Token-2022 adds an account-type byte (2 = account, 1 = mint) and extensions. */
const tokenAccountSize = 165
const mintSize = 82
const isTokenProgram = (program: string) =>
  program === TOKEN_PROGRAM_ADDRESS || program === token2022ProgramAddress

/**
 * Reads a Token or Token-2022 account with the Token program's own decoder; `undefined` for
 * anything else (another program's account, a mint, uninitialised or short data).
 *
 * @example
 * readSolanaTokenAccount(account) // { mint, owner, amount: 5_000_000n, native: false }
 */
export function readSolanaTokenAccount(
  account: SolanaAccountState | null | undefined,
): SolanaTokenAccount | undefined {
  if (!account || !isTokenProgram(account.program)) return undefined
  const { data } = account
  if (data.length < tokenAccountSize) return undefined
  if (data.length > tokenAccountSize && data[tokenAccountSize] !== 2) return undefined
  const token = getTokenDecoder().decode(data.subarray(0, tokenAccountSize))
  // AccountState.Uninitialized
  if (token.state === 0) return undefined
  return {
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    native: token.isNative.__option === 'Some',
  }
}

/**
 * Reads a Token or Token-2022 mint's decimals and supply with the Token program's decoder;
 * `undefined` for anything else.
 *
 * @example
 * readSolanaMint(account) // { decimals: 6, supply: 1_000_000_000n }
 */
export function readSolanaMint(
  account: SolanaAccountState | null | undefined,
): SolanaMint | undefined {
  if (!account || !isTokenProgram(account.program)) return undefined
  const { data } = account
  if (data.length < mintSize) return undefined
  if (data.length > mintSize && (data.length <= tokenAccountSize || data[tokenAccountSize] !== 1))
    return undefined
  const mint = getMintDecoder().decode(data.subarray(0, mintSize))
  if (!mint.isInitialized) return undefined
  return { decimals: mint.decimals, supply: mint.supply }
}
