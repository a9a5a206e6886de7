// Issue 31: the frame's approval shows what is signed, never what the host says about it. The
// network, its coin and decimals come from the transaction's own chainId and the frame's
// registry (the site's networks, then well-known chains); typed data shows its own domain.
import { base58 } from '@scure/base'
import {
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
  address as solanaAddress,
} from '@solana/kit'
import type { EmbeddedUser, FramePayload } from 'gangway/embedded'
import { describe, expect, it, vi } from 'vitest'
import type { Row } from '../../../secure-site/frame/described.js'
import { describeRequest } from '../../../secure-site/frame/describeRequest.js'
import { describeSmartRequest } from '../../../secure-site/frame/smart/describeSmartRequest.js'
import type { SmartAccounts } from '../../../secure-site/frame/smart/smartAccounts.js'

vi.stubGlobal('document', { documentElement: { lang: 'en', dir: 'ltr' } })

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x000000000000000000000000000000000000bEEF'
const user: EmbeddedUser = {
  email: 'a@example.com',
  username: null,
  accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
  address,
  chainId: 1,
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
}
/** What a lying host sends: a mainnet transfer labelled as a testnet coin of 36 decimals. */
const lyingNetwork = { name: 'Sepolia testnet', symbol: 'SepoliaETH', decimals: 36 }
const oneEth = '0xde0b6b3a7640000'

const transfer = (chainId: string): FramePayload<'RPC_REQUEST'> => ({
  method: 'eth_sendTransaction',
  params: [
    {
      from: address,
      to,
      value: oneEth,
      chainId,
      nonce: '0x0',
      gas: '0x5208',
      maxFeePerGas: '0x3b9aca00',
      maxPriorityFeePerGas: '0x1',
    },
  ],
  chainId: 1,
  network: lyingNetwork,
})

const row = (rows: readonly Row[], label: Row[0]) =>
  rows.filter(([key]) => key === label).map(([, value]) => value)

describe('the approval names the network from what is signed (issue 31)', () => {
  it('a mainnet transfer labelled "Sepolia testnet, 36 decimals" shows Ethereum and 1 ETH', async () => {
    const described = await describeRequest({
      request: transfer('0x1'),
      user,
      chainId: 1,
      networks: [],
    })
    expect(row(described.rows, 'network')).toEqual(['Ethereum'])
    expect(row(described.rows, 'value')).toEqual(['1 ETH'])
    expect(row(described.rows, 'fee')).toEqual(['0.000021 ETH'])
    expect(JSON.stringify(described)).not.toMatch(/Sepolia|SepoliaETH/)
    expect(described.warnings ?? []).toEqual([])
  })

  it('takes the coin of the signed chain: Polygon in POL, BNB Smart Chain in BNB', async () => {
    const polygon = await describeRequest({
      request: transfer('0x89'),
      user,
      chainId: 137,
      networks: [],
    })
    expect(row(polygon.rows, 'network')).toEqual(['Polygon'])
    expect(row(polygon.rows, 'value')).toEqual(['1 POL'])
    const bsc = await describeRequest({
      request: transfer('0x38'),
      user,
      chainId: 56,
      networks: [],
    })
    expect(row(bsc.rows, 'value')).toEqual(['1 BNB'])
  })

  it('an unknown chain shows as such, the amount in the smallest unit, with a warning', async () => {
    const described = await describeRequest({
      request: transfer('0x3039'),
      user,
      chainId: 12345,
      networks: [],
    })
    expect(row(described.rows, 'network')).toEqual(['Unknown network (chain 12345)'])
    expect(row(described.rows, 'value')).toEqual(['1000000000000000000 (smallest unit)'])
    expect(described.warnings).toEqual([
      expect.stringContaining('This site does not know chain 12345'),
    ])
    expect(JSON.stringify(described)).not.toMatch(/Sepolia/)
  })

  it("a chain the site configured is named from the site's settings", async () => {
    const described = await describeRequest({
      request: transfer('0x3039'),
      user,
      chainId: 12345,
      networks: [
        { chainId: 12345, name: 'Example Chain', nativeCurrency: { symbol: 'EXC', decimals: 6 } },
      ],
    })
    expect(row(described.rows, 'network')).toEqual(['Example Chain'])
    expect(row(described.rows, 'value')).toEqual(['1000000000000 EXC'])
  })

  it("warns when the transaction's chain is not the session's", async () => {
    const described = await describeRequest({
      request: transfer('0x1'),
      user,
      chainId: 8453,
      networks: [],
    })
    expect(row(described.rows, 'network')).toEqual(['Ethereum'])
    expect(described.warnings).toEqual([expect.stringContaining('Ethereum, not Base')])
  })

  it("the smart account's calls are named from the session's chain, not the host's label", async () => {
    const described = await describeSmartRequest({
      request: transfer('0x1'),
      address,
      chainId: 1,
      accounts: {} as SmartAccounts,
      sponsored: false,
      networks: [],
    })
    expect(row(described?.rows ?? [], 'network')).toEqual(['Ethereum'])
    expect(row(described?.rows ?? [], 'value')).toEqual(['1 ETH'])
  })

  it("typed data shows its domain's chain, contract and name as signed, and flags another chain", async () => {
    const typedData = {
      types: { Permit: [{ name: 'value', type: 'uint256' }] },
      primaryType: 'Permit',
      domain: {
        name: 'USD Coin',
        version: '2',
        chainId: 137,
        verifyingContract: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      },
      message: { value: '1' },
    }
    const described = await describeRequest({
      request: {
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify(typedData)],
        network: lyingNetwork,
      },
      user,
      chainId: 1,
      networks: [],
    })
    expect(row(described.rows, 'domainName')).toEqual(['USD Coin'])
    expect(row(described.rows, 'network')).toEqual(['Polygon'])
    expect(row(described.rows, 'verifyingContract')).toEqual([
      '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    ])
    expect(row(described.rows, 'primaryType')).toEqual(['Permit'])
    expect(described.warnings).toEqual([expect.stringContaining('Polygon, not Ethereum')])
  })

  it('typed data nested 20,000 deep is refused before it is parsed for display', async () => {
    const deep = `{"types":{},"primaryType":"X","domain":{},"message":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`
    await expect(
      describeRequest({
        request: { method: 'eth_signTypedData_v4', params: [address, deep] },
        user,
        chainId: 1,
        networks: [],
      }),
    ).rejects.toThrow(/nested deeper than 32 levels/)
  })
})

describe('solana_signMessage in the frame (issue 31)', () => {
  const solana = '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T'
  const withSolana: EmbeddedUser = {
    ...user,
    accounts: [...user.accounts, { namespace: 'solana', address: solana, type: 'eoa' }],
  }
  const ask = (bytes: Uint8Array) =>
    describeRequest({
      request: { method: 'solana_signMessage', params: { message: base58.encode(bytes) } },
      user: withSolana,
      chainId: 1,
      networks: [],
    })

  it('refuses a serialized transaction message before anything is shown', async () => {
    const bytes = getCompiledTransactionMessageEncoder().encode(
      compileTransactionMessage(
        pipe(
          createTransactionMessage({ version: 0 }),
          (m) => setTransactionMessageFeePayer(solanaAddress(solana), m),
          (m) =>
            setTransactionMessageLifetimeUsingBlockhash(
              {
                blockhash: blockhash('11111111111111111111111111111111'),
                lastValidBlockHeight: 0n,
              },
              m,
            ),
        ),
      ),
    )
    await expect(ask(new Uint8Array(bytes))).rejects.toThrow(/is a Solana transaction/)
  })

  it('shows an off-chain message’s application domain, format, signers and text', async () => {
    const bytes = getOffchainMessageEncoder().encode({
      version: 0,
      applicationDomain: offchainMessageApplicationDomain(
        'Gangway1111111111111111111111111111111111111',
      ),
      content: offchainMessageContentRestrictedAsciiOf1232BytesMax('Sign in to example.com'),
      requiredSignatories: [{ address: solanaAddress(solana) }],
    })
    const described = await ask(new Uint8Array(bytes))
    expect(described.title).toBe('offchainMessage')
    expect(row(described.rows, 'applicationDomain')).toEqual([
      'Gangway1111111111111111111111111111111111111',
    ])
    expect(row(described.rows, 'messageFormat')).toEqual(['ASCII text'])
    expect(row(described.rows, 'signers')).toEqual([solana])
    expect(described.body).toBe('Sign in to example.com')
  })

  it('shows plain text as before', async () => {
    const described = await ask(new TextEncoder().encode('hello gangway'))
    expect(described.title).toBe('signMessage')
    expect(described.body).toBe('hello gangway')
  })
})
