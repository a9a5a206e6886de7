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
