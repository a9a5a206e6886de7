// Sign In With Farcaster's other end for tests: an IdRegistry on anvil (the fid → custody
// address table the site reads), a Farcaster Auth relay stand-in that reads custody addresses
// from it, and a Farcaster app that signs with a custody key through @farcaster/auth-client's
// wallet client, the library Farcaster apps use with a relay.
import { createWalletClient } from '@farcaster/auth-client'
import {
  type Abi,
  type Address,
  createTestClient,
  type Hex,
  http,
  publicActions,
  walletActions,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { type Anvil, startAnvil, testPrivateKeys } from '../../../test/support/anvil.js'
import idRegistryArtifact from '../../../test/support/contracts/artifacts/IdRegistry.json' with {
  type: 'json',
}
import { type FarcasterRelay, startFarcasterRelay } from '../../../test/support/farcasterRelay.js'
import { waitForReceipt } from '../../../test/support/receipt.js'

const abi = idRegistryArtifact.abi as Abi

export type FarcasterChain = {
  anvil: Anvil
  idRegistry: Address
  /** Registers a new fid held by a fresh custody key; returns both. */
  registerFid(): Promise<{ fid: number; custodyKey: Hex }>
  /** Moves the fid of `custodyKey` to a fresh key (the old one holds nothing after). */
  transferFid(custodyKey: Hex): Promise<Hex>
  /** The relay stand-in, reading custody addresses from this chain as the real one does. */
  startRelay(): Promise<FarcasterRelay>
  stop(): Promise<void>
}

/** Anvil as OP Mainnet (chain 10) with the IdRegistry deployed. */
export async function startFarcasterChain(): Promise<FarcasterChain> {
  const anvil = await startAnvil({ chainId: 10 })
  const client = createTestClient({
    mode: 'anvil',
    account: privateKeyToAccount(testPrivateKeys[0]),
    transport: http(anvil.rpcUrl),
    pollingInterval: 20,
  })
    .extend(publicActions)
    .extend(walletActions)
  const hash = await client.deployContract({
    abi,
    bytecode: idRegistryArtifact.bytecode as Hex,
    chain: null,
  })
  const receipt = await waitForReceipt(client, { hash })
  const idRegistry = receipt.contractAddress as Address
  const send = async (account: Hex, functionName: string, args: readonly unknown[]) => {
    const from = privateKeyToAccount(account)
    await client.setBalance({ address: from.address, value: 10n ** 18n })
    const sent = await client.writeContract({
      address: idRegistry,
      abi,
      functionName,
      args,
      account: from,
      chain: null,
    })
    await waitForReceipt(client, { hash: sent })
  }
  return {
    anvil,
    idRegistry,
    async registerFid() {
      const custodyKey = generatePrivateKey()
      await send(testPrivateKeys[0], 'register', [privateKeyToAccount(custodyKey).address])
      const fid = (await client.readContract({
        address: idRegistry,
        abi,
        functionName: 'idOf',
        args: [privateKeyToAccount(custodyKey).address],
      })) as bigint
      return { fid: Number(fid), custodyKey }
    },
    async transferFid(custodyKey) {
      const next = generatePrivateKey()
      await send(custodyKey, 'transfer', [privateKeyToAccount(next).address])
      return next
    },
    startRelay: () =>
      startFarcasterRelay({
        addressesOf: async (fid) => ({
          custody: (await client.readContract({
            address: idRegistry,
            abi,
            functionName: 'custodyOf',
            args: [BigInt(fid)],
          })) as Address,
          verifications: [],
        }),
      }),
    stop: () => anvil.stop(),
  }
}

export type SignInOverrides = {
  nonce?: string
  domain?: string
  uri?: string
  fid?: number
  /** Sign with this key, not the custody key (a forgery). */
  signerKey?: Hex
  expirationTime?: Date
  username?: string
}

/** The relay a Farcaster app posts to, and the app's key for it. */
export type AppRelay = { url: string; authKey: string }

/**
 * What a Farcaster app does with the link from the QR code: takes the channel token from it,
 * reads the channel's sign-in parameters from the relay, builds the Sign In With Farcaster
 * message, signs it with the fid's custody key and posts it to the relay
 * (@farcaster/auth-client's wallet client). Returns the relay's status and body.
 */
export async function signInWithFarcasterApp(
  relay: AppRelay,
  link: string,
  { fid, custodyKey }: { fid: number; custodyKey: Hex },
  overrides: SignInOverrides = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const app = createWalletClient({
    relay: relay.url,
    ethereum: { getFid: async () => BigInt(fid), isValidAuthAddress: async () => false },
  } as unknown as Parameters<typeof createWalletClient>[0])
  const parsed = app.parseSignInURI({ uri: link })
  if (parsed.isError) throw parsed.error
  const channel = await fetch(`${relay.url}/v1/channel/status`, {
    headers: { authorization: `Bearer ${parsed.channelToken}` },
  })
  const { signatureParams: asked } = (await channel.json()) as {
    signatureParams: { siweUri: string; domain: string; nonce: string; expirationTime?: string }
  }
  const signer = privateKeyToAccount(overrides.signerKey ?? custodyKey)
  const fields = {
    address: signer.address,
    fid: overrides.fid ?? fid,
    uri: overrides.uri ?? asked.siweUri,
    domain: overrides.domain ?? asked.domain,
    nonce: overrides.nonce ?? asked.nonce,
    ...(asked.expirationTime ? { expirationTime: new Date(asked.expirationTime) } : {}),
  }
  // The library refuses to build an expired message; a hostile app writes one by hand.
  const message = overrides.expirationTime
    ? createSiweMessage({
        ...fields,
        version: '1',
        chainId: 10,
        statement: 'Farcaster Auth',
        issuedAt: new Date(overrides.expirationTime.getTime() - 60_000),
        expirationTime: overrides.expirationTime,
        resources: [`farcaster://fid/${fields.fid}`],
      })
    : (() => {
        const built = app.buildSignInMessage(fields)
        if (built.isError) throw built.error
        return built.message
      })()
  const signature = await signer.signMessage({ message })
  const reply = await app.authenticate({
    channelToken: parsed.channelToken,
    authKey: relay.authKey,
    message,
    signature,
    fid,
    username: overrides.username ?? `user${fid}`,
    bio: '',
    displayName: '',
    pfpUrl: '',
  })
  if (reply.isError) throw reply.error
  return { status: reply.response.status, body: reply.data as unknown as Record<string, unknown> }
}
