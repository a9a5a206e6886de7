// A Cosmos SDK REST (LCD) server in memory, for tests: the endpoints Gangway uses. No Cosmos
// node runs here (tried 2026-11-29: Debian has no gaiad, simd, wasmd, osmosisd, cometbft or
// tendermint package; on npm, @starship-ci/cli needs Kubernetes and node images,
// @agoric/cosmic-swingset builds its Go node at install, @cosmjs's tests start simapp in
// Docker, cosmos-sdk is an old REST client). It decodes
// submitted transactions with its own protobuf reader (not Gangway's encoder), checks the
// signer's public key against the sender, the SIGN_MODE_DIRECT signature over the sign doc
// (chain id, account number), the sequence and the balance, and then moves the coins.
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bech32 } from '@scure/base'

type Fields = Map<number, (bigint | Uint8Array)[]>

/** Reads one protobuf message into its fields (varints as bigint, length-delimited as bytes). */
export function readProto(bytes: Uint8Array): Fields {
  const fields: Fields = new Map()
  let at = 0
  const varint = () => {
    let value = 0n
    let shift = 0n
    for (;;) {
      if (at >= bytes.length) throw new Error('truncated varint')
      const byte = bytes[at++]!
      value |= BigInt(byte & 0x7f) << shift
      if (!(byte & 0x80)) return value
      shift += 7n
    }
  }
  while (at < bytes.length) {
    const key = Number(varint())
    const number = key >> 3
    const type = key & 7
    let value: bigint | Uint8Array
    if (type === 0) value = varint()
    else if (type === 2) {
      const length = Number(varint())
      if (at + length > bytes.length) throw new Error('truncated field')
      value = bytes.slice(at, at + length)
      at += length
    } else throw new Error(`wire type ${type} not expected`)
    fields.set(number, [...(fields.get(number) ?? []), value])
  }
  return fields
}

const text = (value: bigint | Uint8Array | undefined) =>
  value instanceof Uint8Array ? new TextDecoder().decode(value) : ''
const bytesOf = (value: bigint | Uint8Array | undefined) =>
  value instanceof Uint8Array ? value : new Uint8Array()
const numberOf = (value: bigint | Uint8Array | undefined) =>
  typeof value === 'bigint' ? value : 0n
const one = (fields: Fields, number: number) => fields.get(number)?.[0]

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest()

/** The bech32 account address of a compressed secp256k1 key (RIPEMD-160 of SHA-256). */
export function addressOf(publicKey: Uint8Array, prefix: string): string {
  const hash = createHash('ripemd160').update(sha256(publicKey)).digest()
  return bech32.encode(prefix, bech32.toWords(hash))
}

/** Amino JSON: keys sorted at every level, no spaces (written here, not Gangway's). */
const sortedJson = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(sortedJson).join(',')}]`
    : value && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${sortedJson((value as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(value)

/** A submitted transaction, decoded and checked. */
export type DecodedSend = {
  from: string
  to: string
  denom: string
  amount: bigint
  fee: bigint
  gas: bigint
  sequence: bigint
  publicKey: Uint8Array
  signatureValid: boolean
  signDoc: Uint8Array
  /** SIGN_MODE_DIRECT or SIGN_MODE_LEGACY_AMINO_JSON. */
  signMode: 'direct' | 'amino'
}

/** Decodes a TxRaw holding one MsgSend, and checks its signature for a chain and account number. */
export function decodeSend(
  txBytes: Uint8Array,
  chainId: string,
  accountNumber: bigint,
): DecodedSend {
  const raw = readProto(txBytes)
  const bodyBytes = bytesOf(one(raw, 1))
  const authInfoBytes = bytesOf(one(raw, 2))
  const signature = bytesOf(one(raw, 3))
  const body = readProto(bodyBytes)
  const messages = body.get(1) ?? []
  if (messages.length !== 1) throw new Error('expected one message')
  const anyMessage = readProto(bytesOf(messages[0]))
  if (text(one(anyMessage, 1)) !== '/cosmos.bank.v1beta1.MsgSend') throw new Error('not a MsgSend')
  const send = readProto(bytesOf(one(anyMessage, 2)))
  const coins = send.get(3) ?? []
  if (coins.length !== 1) throw new Error('expected one coin')
  const coin = readProto(bytesOf(coins[0]))
  const authInfo = readProto(authInfoBytes)
  const signers = authInfo.get(1) ?? []
  if (signers.length !== 1) throw new Error('expected one signer')
  const signer = readProto(bytesOf(signers[0]))
  const keyAny = readProto(bytesOf(one(signer, 1)))
  if (text(one(keyAny, 1)) !== '/cosmos.crypto.secp256k1.PubKey') throw new Error('not secp256k1')
  const publicKey = bytesOf(one(readProto(bytesOf(one(keyAny, 2))), 1))
  const mode = numberOf(one(readProto(bytesOf(one(readProto(bytesOf(one(signer, 2))), 1))), 1))
  if (mode !== 1n && mode !== 127n) throw new Error('not SIGN_MODE_DIRECT or LEGACY_AMINO_JSON')
  const fee = readProto(bytesOf(one(authInfo, 2)))
  const feeCoins = (fee.get(1) ?? []).map((c) => readProto(bytesOf(c)))
  // SIGN_MODE_LEGACY_AMINO_JSON signs the StdSignDoc rebuilt from the transaction, as the SDK does.
  const aminoDoc = () =>
    new TextEncoder().encode(
      sortedJson({
        account_number: accountNumber.toString(),
        chain_id: chainId,
        fee: {
          amount: feeCoins.map((c) => ({ amount: text(one(c, 2)), denom: text(one(c, 1)) })),
          gas: numberOf(one(fee, 2)).toString(),
        },
        memo: body.has(2) ? text(one(body, 2)) : '',
        msgs: [
          {
            type: 'cosmos-sdk/MsgSend',
            value: {
              amount: [{ amount: text(one(coin, 2)), denom: text(one(coin, 1)) }],
              from_address: text(one(send, 1)),
              to_address: text(one(send, 2)),
            },
          },
        ],
        sequence: numberOf(one(signer, 3)).toString(),
      }),
    )
  const signDoc =
    mode === 127n
      ? aminoDoc()
      : Uint8Array.from([
          0x0a,
          ...lengthOf(bodyBytes),
          ...bodyBytes,
          0x12,
          ...lengthOf(authInfoBytes),
          ...authInfoBytes,
          0x1a,
          ...lengthOf(new TextEncoder().encode(chainId)),
          ...new TextEncoder().encode(chainId),
          ...(accountNumber ? [0x20, ...varintBytes(accountNumber)] : []),
        ])
  let signatureValid = false
  try {
    signatureValid =
      signature.length === 64 && secp256k1.verify(signature, sha256(signDoc), publicKey)
  } catch {}
  return {
    from: text(one(send, 1)),
    to: text(one(send, 2)),
    denom: text(one(coin, 1)),
    amount: BigInt(text(one(coin, 2)) || '0'),
    fee: feeCoins.reduce((sum, c) => sum + BigInt(text(one(c, 2)) || '0'), 0n),
    gas: numberOf(one(fee, 2)),
    sequence: numberOf(one(signer, 3)),
    publicKey,
    signatureValid,
    signDoc,
    signMode: mode === 127n ? 'amino' : 'direct',
  }
}

function varintBytes(value: bigint): number[] {
  const out: number[] = []
  let rest = value
  while (rest > 0x7fn) {
    out.push(Number(rest & 0x7fn) | 0x80)
    rest >>= 7n
  }
  out.push(Number(rest))
  return out
}
const lengthOf = (bytes: Uint8Array) => varintBytes(BigInt(bytes.length))

export type CosmosLcdServer = {
  url: string
  chainId: string
  denom: string
  balance(address: string): bigint
  fund(address: string, amount: bigint): void
  /** Every request as `METHOD /path`, in order. */
  readonly requests: readonly string[]
  /** Why transactions were refused, in order. */
  readonly rejections: readonly string[]
  /** The transactions included, in order. */
  readonly included: readonly (DecodedSend & { hash: string })[]
  /** The next balance answer is this body instead (a hostile or broken node). */
  answerBalancesWith(body: unknown): void
  stop(): Promise<void>
}

/** Gas a MsgSend uses here (a node's simulation answers about this much). */
export const simulatedGas = 68_123n

/**
 * Starts the server on a free loopback port.
 *
 * @example
 * const lcd = await startCosmosLcd({ chainId: 'gangway-1', denom: 'ustake' })
 */
export async function startCosmosLcd(parameters: {
  chainId: string
  denom: string
  prefix?: string
  gasPrice?: number
}): Promise<CosmosLcdServer> {
  const { chainId, denom } = parameters
  const prefix = parameters.prefix ?? 'cosmos'
  const gasPrice = parameters.gasPrice ?? 0.025
  const balances = new Map<string, bigint>()
  const accounts = new Map<string, { number: bigint; sequence: bigint }>()
  const requests: string[] = []
  const rejections: string[] = []
  const included: (DecodedSend & { hash: string })[] = []
  let nextBalances: unknown
  let hostileBalances = false

  const accountOf = (address: string) => {
    let account = accounts.get(address)
    if (!account) {
      account = { number: BigInt(accounts.size + 7), sequence: 0n }
      accounts.set(address, account)
    }
    return account
  }

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', ...cors })
    response.end(JSON.stringify(body))
  }
  const read = (request: IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      let data = ''
      request.on('data', (chunk) => {
        data += chunk
      })
      request.on('end', () => {
        try {
          resolve(JSON.parse(data || '{}'))
        } catch (error) {
          reject(error)
        }
      })
    })

  /** Checks a transaction as a node's ante handler would; the reason when it refuses. */
  function check(txBytes: Uint8Array, simulate: boolean): { tx: DecodedSend } | { reason: string } {
    let tx: DecodedSend
    try {
      const raw = readProto(txBytes)
      const from = text(
        one(
          readProto(
            bytesOf(one(readProto(bytesOf((readProto(bytesOf(one(raw, 1))).get(1) ?? [])[0])), 2)),
          ),
          1,
        ),
      )
      tx = decodeSend(txBytes, chainId, accountOf(from).number)
    } catch (error) {
      return { reason: `tx parse error: ${(error as Error).message}` }
    }
    const account = accountOf(tx.from)
    if (tx.denom !== denom) return { reason: `invalid coins: ${tx.denom}` }
    if (!tx.to.startsWith(`${prefix}1`)) return { reason: 'invalid address' }
    if (addressOf(tx.publicKey, prefix) !== tx.from)
      return { reason: 'pubkey does not match signer address' }
    if (tx.sequence !== account.sequence)
      return {
        reason: `account sequence mismatch, expected ${account.sequence}, got ${tx.sequence}`,
      }
    if (simulate) return { tx }
    if (!tx.signatureValid) return { reason: 'signature verification failed' }
    if (tx.gas < simulatedGas) return { reason: `out of gas: gasWanted ${tx.gas}` }
    if (tx.fee < BigInt(Math.ceil(Number(tx.gas) * gasPrice))) return { reason: 'insufficient fee' }
    if ((balances.get(tx.from) ?? 0n) < tx.amount + tx.fee) return { reason: 'insufficient funds' }
    return { tx }
  }

  // Public LCDs answer pages of any origin, as this one does.
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'GET, POST',
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      return response.end()
    }
    requests.push(`${request.method} ${url.pathname}`)
    try {
      let match = url.pathname.match(/^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/)
      if (request.method === 'GET' && match) {
        if (hostileBalances) {
          hostileBalances = false
          return json(response, 200, nextBalances)
        }
        const amount = balances.get(decodeURIComponent(match[1]!)) ?? 0n
        return json(response, 200, {
          balances: amount ? [{ denom, amount: amount.toString() }] : [],
          pagination: { next_key: null, total: '1' },
        })
      }
      match = url.pathname.match(/^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/)
      if (request.method === 'GET' && match) {
        const address = decodeURIComponent(match[1]!)
        if (!balances.has(address))
          return json(response, 404, { code: 5, message: `account ${address} not found` })
        const account = accountOf(address)
        return json(response, 200, {
          account: {
            '@type': '/cosmos.auth.v1beta1.BaseAccount',
            address,
            pub_key: null,
            account_number: account.number.toString(),
            sequence: account.sequence.toString(),
          },
        })
      }
      if (request.method === 'POST' && url.pathname === '/cosmos/tx/v1beta1/simulate') {
        const body = await read(request)
        const result = check(Buffer.from(String(body.tx_bytes), 'base64'), true)
        if ('reason' in result) return json(response, 400, { code: 2, message: result.reason })
        return json(response, 200, {
          gas_info: { gas_wanted: '0', gas_used: simulatedGas.toString() },
        })
      }
      if (request.method === 'POST' && url.pathname === '/cosmos/tx/v1beta1/txs') {
        const body = await read(request)
        const txBytes = Buffer.from(String(body.tx_bytes), 'base64')
        const hash = sha256(txBytes).toString('hex').toUpperCase()
        const result = check(txBytes, false)
        if ('reason' in result) {
          rejections.push(result.reason)
          return json(response, 200, {
            tx_response: { txhash: hash, code: 4, raw_log: result.reason },
          })
        }
        const { tx } = result
        balances.set(tx.from, (balances.get(tx.from) ?? 0n) - tx.amount - tx.fee)
        balances.set(tx.to, (balances.get(tx.to) ?? 0n) + tx.amount)
        accountOf(tx.from).sequence += 1n
        included.push({ ...tx, hash })
        return json(response, 200, { tx_response: { txhash: hash, code: 0, raw_log: '' } })
      }
      match = url.pathname.match(/^\/cosmos\/tx\/v1beta1\/txs\/([0-9A-F]{64})$/)
      if (request.method === 'GET' && match) {
        if (!included.some((tx) => tx.hash === match![1]))
          return json(response, 404, { code: 5, message: 'tx not found' })
        return json(response, 200, { tx_response: { txhash: match[1], code: 0, raw_log: '' } })
      }
      json(response, 501, { code: 12, message: 'Not Implemented' })
    } catch (error) {
      json(response, 500, { code: 1, message: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    chainId,
    denom,
    balance: (address) => balances.get(address) ?? 0n,
    fund(address, amount) {
      balances.set(address, (balances.get(address) ?? 0n) + amount)
      accountOf(address)
    },
    requests,
    rejections,
    included,
    answerBalancesWith(body) {
      nextBalances = body
      hostileBalances = true
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
