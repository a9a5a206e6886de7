import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransactionMessage,
  createTransactionMessage,
  getCompiledTransactionMessageEncoder,
  getOffchainMessageEncoder,
  offchainMessageApplicationDomain,
  offchainMessageContentRestrictedAsciiOf1232BytesMax,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/errors.js'
import { generateUserSecrets, solanaAddressOf } from '../src/keys.js'
import { signRequest } from '../src/signRequest.js'

describe('signRequest with params viem refuses', () => {
  const secrets = generateUserSecrets()
  const address = privateKeyToAddress(secrets.eip155)
  const refusal = async (method: string, params: unknown) => {
    try {
      await signRequest(secrets, { namespace: 'eip155', method, params })
    } catch (error) {
      return error
    }
    throw new Error(`${method} signed hostile params`)
  }

  it('answers typed data whose message does not fit its types with INVALID_PARAMS', async () => {
    const typedData = {
      types: { Mail: [{ name: 'to', type: 'address' }] },
      primaryType: 'Mail',
      domain: { name: 'Hostile', chainId: 1 },
      message: { to: 'not an address' },
    }
    const error = await refusal('eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
  })

  it('answers a transaction with a tip above its fee cap with INVALID_PARAMS', async () => {
    const error = await refusal('eth_signTransaction', [
      {
        from: address,
        to: address,
        type: '0x2',
        chainId: '0x1',
        nonce: '0x0',
        gas: '0x5208',
        maxFeePerGas: '0x1',
        maxPriorityFeePerGas: '0x2',
      },
    ])
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
  })
})

describe('signRequest typed-data limits (issue 31)', () => {
  const secrets = generateUserSecrets()
  const address = privateKeyToAddress(secrets.eip155)
  /**
   * `depth` levels of arrays under the message (40 KB: within the size bound), as JSON text
   * written out (JSON.stringify itself overflows the stack at that depth).
   */
  const nestedJson = (depth: number) =>
    `{"types":{"Node":[{"name":"next","type":"uint256[][]"}]},"primaryType":"Node","domain":{"name":"Deep","chainId":1},"message":{"next":${'['.repeat(depth)}${']'.repeat(depth)}}}`
  const failure = (params: unknown) =>
    signRequest(secrets, { namespace: 'eip155', method: 'eth_signTypedData_v4', params }).then(
      () => undefined,
      (error: unknown) => error,
    )

  it('answers typed data nested 20,000 deep with 400 INVALID_PARAMS, as a JSON string or an object', async () => {
    for (const typedData of [nestedJson(20_000), JSON.parse(nestedJson(20_000))]) {
      const error = await failure([address, typedData])
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
      expect((error as ApiError).message).toMatch(/nested deeper than 32 levels/)
    }
  })

  it('answers typed data over 64 KiB with 400 INVALID_PARAMS', async () => {
    const typedData = {
      types: { Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      domain: { name: 'Big', chainId: 1 },
      message: { text: 'x'.repeat(70_000) },
    }
    for (const params of [JSON.stringify(typedData), typedData]) {
      const error = await failure([address, params])
      expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
      expect((error as ApiError).message).toMatch(/larger than 64 KiB/)
    }
  })

  it('still signs real EIP-712 typed data: nested structs and arrays well within the limits', async () => {
    const typedData = {
      types: {
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallets', type: 'address[]' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', version: '1', chainId: 1 },
      message: {
        from: { name: 'Cow', wallets: [address] },
        to: [{ name: 'Bob', wallets: [address, address] }],
        contents: 'Hello, Bob!',
      },
    }
    const signature = await signRequest(secrets, {
      namespace: 'eip155',
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  })
})

describe('signRequest solana_signMessage (issue 31)', () => {
  const secrets = generateUserSecrets()
  const signer = address(solanaAddressOf(secrets.solanaSeed))
  const signMessage = (bytes: Uint8Array) =>
    signRequest(secrets, {
      namespace: 'solana',
      method: 'solana_signMessage',
      params: { message: base58.encode(bytes) },
    })
  const failure = (bytes: Uint8Array) =>
    signMessage(bytes).then(
      () => undefined,
      (error: unknown) => error,
    )
  const transactionMessage = (version: 0 | 'legacy') =>
    getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(
        pipe(
          createTransactionMessage({ version }),
          (m) => setTransactionMessageFeePayer(signer, m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: blockhash('11111111111111111111111111111111'),
                lastValidBlockHeight: 0n,
              },
              m,
            ),
          (m) =>
            appendTransactionMessageInstruction(
              {
                programAddress: address('11111111111111111111111111111111'),
                data: new Uint8Array([2, 0, 0, 0]),
              },
              m,
            ),
        ),
      ),
    )
  const offchain = (signers: string[], text: string) =>
    getOffchainMessageEncoder().encode({
      version: 0,
      applicationDomain: offchainMessageApplicationDomain('11111111111111111111111111111111'),
      content: offchainMessageContentRestrictedAsciiOf1232BytesMax(text),
      requiredSignatories: signers.map((signer) => ({ address: address(signer) })),
    })

  it.each([['legacy' as const], [0 as const]])(
    'refuses a serialized %s transaction message: its signature would sign the transaction',
    async (version) => {
      const error = await failure(new Uint8Array(transactionMessage(version)))
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
      expect((error as ApiError).message).toMatch(/is a Solana transaction.*solana_signTransaction/)
    },
  )

  it('signs a version 0 off-chain message that names the user as a signer, over all its bytes', async () => {
    const bytes = new Uint8Array(offchain([signer], 'Sign in to example.com'))
    const { signature } = (await signMessage(bytes)) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), bytes, base58.decode(signer))).toBe(true)
  })

  it('refuses an off-chain message the user is not a signer of, and a malformed one', async () => {
    const other = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
    const notSigner = await failure(new Uint8Array(offchain([other], 'hello')))
    expect(notSigner).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
    expect((notSigner as ApiError).message).toMatch(/not a signer of the off-chain message/)
    const truncated = new Uint8Array(offchain([signer], 'hello')).slice(0, 40)
    const malformed = await failure(truncated)
    expect(malformed).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
    expect((malformed as ApiError).message).toMatch(/off-chain message/)
  })

  it('still signs plain text', async () => {
    const bytes = new TextEncoder().encode('hello gangway')
    const { signature } = (await signMessage(bytes)) as { signature: string }
    expect(ed25519.verify(base58.decode(signature), bytes, base58.decode(signer))).toBe(true)
  })
})

describe('signRequest solana_signAllTransactions (issue 36)', () => {
  const secrets = generateUserSecrets()
  const signer = address(solanaAddressOf(secrets.solanaSeed))
  /** An unsigned transfer of `lamports` from the user, as a dapp hands it over (base64). */
  const transfer = (lamports: number) => {
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, BigInt(lamports), true)
    const message = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(signer, m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: blockhash('11111111111111111111111111111111'),
                lastValidBlockHeight: 0n,
              },
              m,
            ),
          (m) =>
            appendTransactionMessageInstruction(
              { programAddress: address('11111111111111111111111111111111'), data },
              m,
            ),
        ),
      ),
    )
    // One signature slot (the fee payer's), empty, then the message.
    return Buffer.concat([
      Buffer.from([1]),
      Buffer.alloc(64),
      Buffer.from(new Uint8Array(message)),
    ]).toString('base64')
  }
  const signAll = (transactions: unknown) =>
    signRequest(secrets, {
      namespace: 'solana',
      method: 'solana_signAllTransactions',
      params: { transactions },
    })

  it('signs every transaction of a batch, each over its own message', async () => {
    const batch = [transfer(1), transfer(2)]
    const { transactions } = (await signAll(batch)) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    transactions.forEach((signed, index) => {
      const bytes = Buffer.from(signed, 'base64')
      const message = bytes.subarray(65)
      expect(message).toEqual(Buffer.from(batch[index] as string, 'base64').subarray(65))
      expect(ed25519.verify(bytes.subarray(1, 65), message, base58.decode(signer))).toBe(true)
    })
  })

  it.each([
    ['an empty batch', []],
    ['a batch of 11 (the most is 10)', Array.from({ length: 11 }, (_, i) => transfer(i + 1))],
    ['a batch with a non-base64 entry', [transfer(1), 'not base64!']],
    ['no list at all', 'AQ=='],
  ])('refuses %s with INVALID_PARAMS', async (_, transactions) => {
    const error = await signAll(transactions).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
  })

  it('refuses the whole batch when one transaction is not the user’s to sign', async () => {
    const other = Buffer.from(transfer(1), 'base64')
    // Another fee payer: the first account key (after the 1 + 64 signature bytes and 4 header bytes).
    other.set(base58.decode('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'), 65 + 1 + 3 + 1)
    const error = await signAll([transfer(1), other.toString('base64')]).then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(error).toMatchObject({ status: 400, code: 'INVALID_PARAMS' })
    expect((error as ApiError).message).toMatch(/not a required signer/)
  })
})
