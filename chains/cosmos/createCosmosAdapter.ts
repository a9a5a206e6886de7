// The lazily loaded part of the cosmos chain: wallets, balances, transfers and messages.
import {
  BalanceUnavailableError,
  type CaipNetworkId,
  type ChainContext,
  ConnectorNotFoundError,
  defineCache,
  InvalidWalletDataError,
  type Network,
  type TokenBalance,
} from 'gangway/kernel'
import * as z from 'zod/mini'
import { isCosmosAddress } from './address.js'
import { aminoSendDoc, sortedJson } from './amino.js'
import {
  type CosmosWalletClient,
  createKeplrClient,
  createSessionClient,
  isSessionProvider,
} from './createWalletClient.js'
import { ChainNotConfiguredError, InsufficientFundsError, InvalidAddressError } from './errors.js'
import { broadcast, getAccount, getNativeBalance, simulate } from './lcd.js'
import { authInfo, msgSend, txBody, txRaw } from './protobuf.js'
import type {
  CosmosAdapter,
  CosmosNetwork,
  CosmosTransferEstimate,
  KeplrProvider,
} from './types.js'

const balanceCache = defineCache({
  name: 'cache/cosmos-balance',
  ttl: 30_000,
  schema: () => z.string().check(z.regex(/^\d+$/)),
})

/** Simulated gas is a measure, not a promise: sign for 30 % more (what Keplr and cosmjs do). */
const gasAdjustment = (gas: bigint) => (gas * 13n) / 10n

/**
 * The cosmos adapter over the context `defineChain` gives it.
 *
 * @example
 * const adapter = createCosmosAdapter(context)
 */
export function createCosmosAdapter(context: ChainContext<KeplrProvider>): CosmosAdapter {
  const { kernel, registry } = context
  const networks = context.networks as readonly CosmosNetwork[]
  const clients = new Map<string, CosmosWalletClient>()
  const publicKeys = new Map<string, Uint8Array>()

  const networkOf = (caipNetworkId?: CaipNetworkId | undefined): CosmosNetwork => {
    const id = caipNetworkId ?? kernel.networks.getActive('cosmos')?.caipNetworkId
    const network = networks.find((n) => n.caipNetworkId === id) ?? (id ? undefined : networks[0])
    if (!network) throw new ChainNotConfiguredError(String(id))
    return network
  }
  const asCosmos = (network: Network): CosmosNetwork => networkOf(network.caipNetworkId)

  async function client(connectorId: string): Promise<CosmosWalletClient> {
    const known = clients.get(connectorId)
    if (known) return known
    const injected = registry.get(connectorId)
    let made: CosmosWalletClient | undefined
    if (injected) made = createKeplrClient(injected)
    else {
      const session = await context.getSessionProvider(connectorId)
      if (isSessionProvider(session)) made = createSessionClient(session)
    }
    if (!made) throw new ConnectorNotFoundError(connectorId)
    clients.set(connectorId, made)
    return made
  }

  async function account(connectorId: string, network: CosmosNetwork, prompt: boolean) {
    const wallet = await client(connectorId)
    if (prompt) await wallet.enable(network)
    const { address, publicKey } = await wallet.getAccount(network)
    // A wallet that answers with another chain's account (or none) is refused, never shown.
    if (!isCosmosAddress(address, network.bech32Prefix))
      throw new InvalidWalletDataError(
        `"${address}" is not a ${network.name} address (prefix "${network.bech32Prefix}").`,
      )
    if (publicKey.length !== 33)
      throw new InvalidWalletDataError('The public key is not a compressed secp256k1 key.')
    publicKeys.set(`${network.caipNetworkId}:${address}`, publicKey)
    return {
      accounts: [{ namespace: 'cosmos', address, type: 'eoa' as const }],
      caipNetworkId: network.caipNetworkId,
    }
  }

  /** Builds the transfer's transaction: a MsgSend, the fee, the signer's sequence. */
  async function build(parameters: {
    from: string
    to: string
    amount: bigint
    network: CosmosNetwork
    gas: bigint
  }) {
    const { from, to, amount, network, gas } = parameters
    if (!isCosmosAddress(to, network.bech32Prefix))
      throw new InvalidAddressError(to, network.bech32Prefix)
    const publicKey = publicKeys.get(`${network.caipNetworkId}:${from}`)
    if (!publicKey) throw new InvalidWalletDataError('The wallet did not share its public key.')
    const { accountNumber, sequence } = await getAccount(kernel, { address: from, network })
    const fee = BigInt(Math.ceil(Number(gas) * network.gasPrice))
    const bodyBytes = txBody([msgSend({ from, to, denom: network.denom, amount })])
    const authInfoBytes = authInfo({
      publicKey,
      sequence,
      gas,
      fee: { denom: network.denom, amount: fee },
    })
    return { bodyBytes, authInfoBytes, accountNumber, sequence, publicKey, fee }
  }

  /**
   * Signs the transfer as amino JSON (a Ledger account, a session without cosmos_signDirect)
   * and builds the transaction it signed: the wallet may change the fee and memo, never the
   * message, chain, account number or sequence.
   */
  async function signAmino(parameters: {
    wallet: CosmosWalletClient
    network: CosmosNetwork
    from: string
    to: string
    amount: bigint
    gas: bigint
    built: Awaited<ReturnType<typeof build>>
  }) {
    const { wallet, network, from, to, amount, gas, built } = parameters
    const doc = aminoSendDoc({
      chainId: network.id,
      accountNumber: built.accountNumber,
      sequence: built.sequence,
      from,
      to,
      denom: network.denom,
      amount,
      fee: built.fee,
      gas,
    })
    const { signed, signature } = await wallet.signAmino({ network, signer: from, doc })
    const { fee: _fee, memo: _memo, ...ours } = doc
    const { fee, memo, ...theirs } = signed
    const [coin, ...more] = Array.isArray(fee?.amount) ? fee.amount : []
    if (
      sortedJson(theirs) !== sortedJson(ours) ||
      typeof memo !== 'string' ||
      more.length ||
      coin?.denom !== network.denom ||
      !/^\d{1,30}$/.test(String(coin.amount)) ||
      !/^\d{1,20}$/.test(String(fee.gas))
    )
      throw new InvalidWalletDataError('The wallet signed another transaction than the one asked.')
    return txRaw({
      bodyBytes: txBody([msgSend({ from, to, denom: network.denom, amount })], memo),
      authInfoBytes: authInfo({
        publicKey: built.publicKey,
        sequence: built.sequence,
        gas: BigInt(fee.gas),
        fee: { denom: network.denom, amount: BigInt(coin.amount) },
        signMode: 'amino',
      }),
      signature,
    })
  }

  async function estimate(parameters: {
    from: string
    to: string
    amount: bigint
    network: CosmosNetwork
  }): Promise<CosmosTransferEstimate> {
    // Simulated with an empty signature, as the SDK's simulate endpoint expects.
    const draft = await build({ ...parameters, gas: 0n })
    const used = await simulate(kernel, {
      network: parameters.network,
      txBytes: txRaw({
        bodyBytes: draft.bodyBytes,
        authInfoBytes: draft.authInfoBytes,
        signature: new Uint8Array(),
      }),
    })
    const gas = gasAdjustment(used)
    return { fee: BigInt(Math.ceil(Number(gas) * parameters.network.gasPrice)), quote: { gas } }
  }

  return {
    namespace: 'cosmos',
    connect: ({ connectorId, caipNetworkId }) =>
      account(connectorId, networkOf(caipNetworkId), true),
    async reconnect({ connectorId }) {
      try {
        return await account(connectorId, networkOf(), false)
      } catch {
        return null
      }
    },
    async disconnect({ connectorId }) {
      clients.delete(connectorId)
    },
    async switchNetwork({ connectorId, network }) {
      // The same key has another address on a chain with another bech32 prefix (osmo1…).
      kernel.connections.update({
        namespace: 'cosmos',
        connectorId,
        changes: await account(connectorId, asCosmos(network), true),
      })
    },
    async getBalances({ address, network }) {
      const cosmosNetwork = asCosmos(network)
      const value = await context.readCached({
        cache: balanceCache,
        id: `${network.caipNetworkId}:${address}`,
        read: () => getNativeBalance(kernel, { address, network: cosmosNetwork }),
        toStored: (amount) => amount.toString(),
        fromStored: (stored) => BigInt(stored),
        toError: (cause) => new BalanceUnavailableError(cause),
      })
      const { name, symbol, decimals } = network.nativeCurrency
      const balance: TokenBalance = {
        name,
        symbol,
        decimals,
        value,
        caipNetworkId: network.caipNetworkId,
        formatted: formatUnits(value, decimals),
      }
      return [balance]
    },
    async signMessage({ connectorId, address, message }) {
      const network = networkOf()
      return (await client(connectorId)).signArbitrary({ network, signer: address, message })
    },
    getProvider: ({ connectorId }) => registry.get(connectorId),
    validateAddress: (address) =>
      networks.some((network) => isCosmosAddress(address, network.bech32Prefix)),
    estimateTransfer: (parameters) =>
      estimate({ ...parameters, network: asCosmos(parameters.network) }),
    async sendTransfer(parameters) {
      const network = asCosmos(parameters.network)
      const { connectorId, from, to, amount } = parameters
      const quoted = parameters.estimate?.quote?.gas
      const gas =
        typeof quoted === 'bigint'
          ? quoted
          : (await estimate({ from, to, amount, network })).quote.gas
      const built = await build({ from, to, amount, network, gas })
      const balance = await getNativeBalance(kernel, { address: from, network })
      if (balance < amount + built.fee)
        throw new InsufficientFundsError(
          `${from} holds ${balance} ${network.denom}; the transfer needs ${amount + built.fee}.`,
        )
      const wallet = await client(connectorId)
      let txBytes: Uint8Array
      if ((await wallet.signMode(network)) === 'amino')
        txBytes = await signAmino({ wallet, network, from, to, amount, gas, built })
      else {
        const { signed, signature } = await wallet.signDirect({
          network,
          signer: from,
          doc: {
            bodyBytes: built.bodyBytes,
            authInfoBytes: built.authInfoBytes,
            chainId: network.id,
            accountNumber: built.accountNumber,
          },
        })
        txBytes = txRaw({
          bodyBytes: signed.bodyBytes,
          authInfoBytes: signed.authInfoBytes,
          signature,
        })
      }
      const hash = await broadcast(kernel, { network, txBytes })
      kernel.storage.clearCache({ cache: balanceCache })
      return hash
    },
  }
}

function formatUnits(value: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals)
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return fraction ? `${value / base}.${fraction}` : `${value / base}`
}
