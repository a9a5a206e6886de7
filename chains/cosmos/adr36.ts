import { base64 } from '@scure/base'

/**
 * The ADR-36 sign doc of an off-chain message: the amino JSON a wallet signs for
 * `signArbitrary` (keys sorted, no spaces), with `data` as the message's UTF-8 bytes, base64.
 *
 * @example
 * const doc = adr36SignDoc('cosmos1…', 'Hello')
 */
export function adr36SignDoc(signer: string, message: string) {
  return {
    account_number: '0',
    chain_id: '',
    fee: { amount: [], gas: '0' },
    memo: '',
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { data: base64.encode(new TextEncoder().encode(message)), signer },
      },
    ],
    sequence: '0',
  }
}
