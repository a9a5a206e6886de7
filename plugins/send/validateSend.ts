import type { ChainAdapter } from 'gangway/kernel'
import { SendValidationError } from './errors.js'
import { canTransfer } from './getTransferAdapter.js'
import { sendMessages } from './messages.js'
import type { SendState } from './state.js'
import { parseAmount } from './units.js'

const fail = (
  code: string,
  key: keyof typeof sendMessages.en,
  field?: 'amount' | 'receiver' | 'token',
): never => {
  throw new SendValidationError(code, key, sendMessages.en[key], field)
}

/**
 * SPEC §5's send rules, in the order the flow checks them: the chain can send ('Unsupported
 * chain': its adapter has no transfers, or there is no connection), an amount and a receiver
 * are given ('An amount and receiver address are required'), a token is chosen ('A token is
 * required').
 *
 * @throws SendValidationError
 * @example
 * validateSend({ adapter: undefined, state }) // throws 'Unsupported chain'
 */
export function validateSend(parameters: {
  /** The connection's chain adapter; `undefined` when there is none. */
  adapter: ChainAdapter | undefined
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
}): void {
  const { adapter, state } = parameters
  if (!canTransfer(adapter)) fail('SEND_UNSUPPORTED_CHAIN', 'WalletSend.unsupportedChain')
  if (!state.sendTokenAmount.trim() || !state.receiverAddress.trim())
    fail(
      'SEND_MISSING_FIELDS',
      'WalletSend.required',
      state.sendTokenAmount.trim() ? 'receiver' : 'amount',
    )
  if (!state.token) fail('SEND_MISSING_TOKEN', 'WalletSend.tokenRequired', 'token')
}

/**
 * The form's checks beyond SPEC §5, once those pass: the receiver is an address of the
 * chain, the amount is a positive number the token can hold, and the balance covers it
 * (and, for the native coin, the network fee; for a token, the native balance covers the fee).
 *
 * @returns The amount in the smallest unit.
 * @throws SendValidationError
 */
export function checkSend(parameters: {
  state: Pick<SendState, 'token' | 'sendTokenAmount' | 'receiverAddress'>
  /** The chain adapter's address check and units. */
  adapter: Pick<ChainAdapter, 'validateAddress' | 'parseUnits'>
  /** The estimated network fee in the native coin's smallest unit, when known. */
  fee?: bigint | undefined
  /** The native coin's balance, when known: a token send needs it to cover the fee. */
  nativeValue?: bigint | undefined
  /** `false`: the receiver and the amount only, not the balance (default `true`). */
  funds?: boolean | undefined
}): bigint {
  const { state, adapter, fee, nativeValue, funds = true } = parameters
  const token = state.token!
  if (!adapter.validateAddress(state.receiverAddress.trim()))
    fail('SEND_INVALID_ADDRESS', 'WalletSend.invalidAddress', 'receiver')
  const amount = parseAmount(state.sendTokenAmount, { decimals: token.decimals, adapter })
  if (amount === undefined || amount <= 0n)
    fail('SEND_INVALID_AMOUNT', 'WalletSend.invalidAmount', 'amount')
  if (!funds) return amount!
  const needed = amount! + (!token.address && fee ? fee : 0n)
  if (needed > token.value) fail('SEND_INSUFFICIENT_FUNDS', 'WalletSend.insufficient', 'amount')
  if (token.address && fee && nativeValue !== undefined && fee > nativeValue)
    fail('SEND_INSUFFICIENT_FEE', 'WalletSend.insufficientFee', 'amount')
  return amount!
}
