// SIGN_MODE_LEGACY_AMINO_JSON for wallets that cannot sign protobuf (a Ledger through Keplr, a
// WalletConnect wallet without cosmos_signDirect): the amino JSON sign doc of a MsgSend.

/** An amino `StdSignDoc`, as wallets' `signAmino` take and return it. */
export type AminoSignDoc = {
  account_number: string
  chain_id: string
  fee: { amount: readonly { amount: string; denom: string }[]; gas: string }
  memo: string
  msgs: readonly { type: string; value: unknown }[]
  sequence: string
}

/** JSON with keys sorted at every level and no spaces: what an amino signature covers. */
export function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${sortedJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/**
 * The amino sign doc of one `MsgSend` (`cosmos-sdk/MsgSend`) with its fee, memo, account
 * number and sequence: the same transaction the protobuf body and auth info describe.
 */
export function aminoSendDoc(parameters: {
  chainId: string
  accountNumber: bigint
  sequence: bigint
  from: string
  to: string
  denom: string
  amount: bigint
  fee: bigint
  gas: bigint
  memo?: string | undefined
}): AminoSignDoc {
  const { denom } = parameters
  return {
    account_number: parameters.accountNumber.toString(),
    chain_id: parameters.chainId,
    fee: { amount: [{ amount: parameters.fee.toString(), denom }], gas: parameters.gas.toString() },
    memo: parameters.memo ?? '',
    msgs: [
      {
        type: 'cosmos-sdk/MsgSend',
        value: {
          amount: [{ amount: parameters.amount.toString(), denom }],
          from_address: parameters.from,
          to_address: parameters.to,
        },
      },
    ],
    sequence: parameters.sequence.toString(),
  }
}
