import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../src/errors.js'
import { generateUserSecrets } from '../src/keys.js'
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
