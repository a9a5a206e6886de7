// The few protobuf messages a Cosmos transfer needs, written by hand: proto3 wire format,
// fields in number order, default values (0, '') left out, as the Cosmos SDK's own encoder
// writes them, so the bytes a wallet signs are the bytes the chain checks (ADR-020).

const utf8 = new TextEncoder()

function varint(value: bigint | number): number[] {
  let rest = BigInt(value)
  const bytes: number[] = []
  while (rest > 0x7fn) {
    bytes.push(Number(rest & 0x7fn) | 0x80)
    rest >>= 7n
  }
  bytes.push(Number(rest))
  return bytes
}

/** One field: a varint (`bigint`), bytes, a string or an embedded message (bytes). */
type Field = readonly [number: number, value: bigint | Uint8Array | string | undefined]

/** Encodes fields in the order given; empty and zero values are left out (proto3). */
export function message(...fields: readonly Field[]): Uint8Array {
  const out: number[] = []
  for (const [number, value] of fields) {
    if (value === undefined) continue
    if (typeof value === 'bigint') {
      if (value === 0n) continue
      out.push(...varint(number << 3), ...varint(value))
      continue
    }
    const bytes = typeof value === 'string' ? utf8.encode(value) : value
    if (!bytes.length) continue
    out.push(...varint((number << 3) | 2), ...varint(bytes.length), ...bytes)
  }
  return Uint8Array.from(out)
}

/** A repeated field: one entry per value, each kept even when empty. */
export function repeated(number: number, values: readonly Uint8Array[]): Field[] {
  return values.map((value) => [number, value] as const)
}

/** `google.protobuf.Any`. */
export const any = (typeUrl: string, value: Uint8Array) => message([1, typeUrl], [2, value])

/** `cosmos.base.v1beta1.Coin`. */
export const coin = (denom: string, amount: bigint) => message([1, denom], [2, amount.toString()])

/** `cosmos.bank.v1beta1.MsgSend`, wrapped in its `Any`. */
export function msgSend({
  from,
  to,
  denom,
  amount,
}: {
  from: string
  to: string
  denom: string
  amount: bigint
}): Uint8Array {
  return any('/cosmos.bank.v1beta1.MsgSend', message([1, from], [2, to], [3, coin(denom, amount)]))
}

/** `cosmos.tx.v1beta1.TxBody` with its messages and memo. */
export const txBody = (messages: readonly Uint8Array[], memo = '') =>
  message(...repeated(1, messages), [2, memo])

/**
 * `cosmos.tx.v1beta1.AuthInfo`: one secp256k1 signer in SIGN_MODE_DIRECT (1) or, for a
 * wallet that signs amino JSON only, SIGN_MODE_LEGACY_AMINO_JSON (127), and the fee.
 */
export function authInfo(parameters: {
  publicKey: Uint8Array
  sequence: bigint
  fee: { denom: string; amount: bigint }
  gas: bigint
  signMode?: 'direct' | 'amino' | undefined
}): Uint8Array {
  const { publicKey, sequence, fee, gas } = parameters
  const mode = parameters.signMode === 'amino' ? 127n : 1n
  const signerInfo = message(
    [1, any('/cosmos.crypto.secp256k1.PubKey', message([1, publicKey]))],
    [2, message([1, message([1, mode])])], // mode_info.single.mode
    [3, sequence],
  )
  return message([1, signerInfo], [2, message([1, coin(fee.denom, fee.amount)], [2, gas])])
}

/** `cosmos.tx.v1beta1.SignDoc`: what SIGN_MODE_DIRECT signs (its SHA-256). */
export const signDoc = (parameters: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  chainId: string
  accountNumber: bigint
}) =>
  message(
    [1, parameters.bodyBytes],
    [2, parameters.authInfoBytes],
    [3, parameters.chainId],
    [4, parameters.accountNumber],
  )

/** `cosmos.tx.v1beta1.TxRaw`: what is broadcast. */
export const txRaw = ({
  bodyBytes,
  authInfoBytes,
  signature,
}: {
  bodyBytes: Uint8Array
  authInfoBytes: Uint8Array
  signature: Uint8Array
}) =>
  Uint8Array.from([
    ...message([1, bodyBytes], [2, authInfoBytes]),
    // A repeated bytes field keeps an empty entry (simulation signs with none).
    ...[0x1a, ...varint(signature.length), ...signature],
  ])
