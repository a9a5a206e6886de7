// An Esplora-compatible HTTP server in memory, for tests and the demo: the subset of the
// Blockstream/mempool.space API Gangway uses. POST /tx checks every input's signature
// against the output it spends (p2wpkh, p2sh-p2wpkh, p2tr key path, p2pkh), rejects double
// spends, unknown inputs and outputs above the inputs, and updates the UTXO set.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import {
  address as bitcoinAddress,
  script as bitcoinScript,
  crypto,
  networks,
  Transaction,
} from 'bitcoinjs-lib'

type Status = {
  confirmed: boolean
  blockHeight?: number | undefined
  blockTime?: number | undefined
}

type Output = {
  txid: string
  vout: number
  value: bigint
  script: Uint8Array
  address: string | undefined
  /** The txid of the transaction that spent it. */
  spentBy?: string | undefined
}

type StoredTransaction = { txid: string; tx: Transaction; hex: string; status: Status; fee: bigint }

export type EsploraServer = {
  /** Base URL, e.g. `http://127.0.0.1:40123` (no trailing slash). */
  url: string
  network: networks.Network
  /** Adds a transaction from nowhere paying `value` sat to `address`; confirmed by default. */
  fund(address: string, value: bigint, options?: { confirmed?: boolean }): string
  /** Confirms every mempool transaction in a new block. */
  mine(): number
  /** Unspent outputs of an address. */
  utxos(address: string): Output[]
  transaction(txid: string): StoredTransaction | undefined
  /** Every request as `METHOD /path`, in order. */
  readonly requests: readonly string[]
  /** The reasons POST /tx refused transactions, in order. */
  readonly rejections: readonly string[]
  /** Answers the next `count` requests with this status (e.g. 503 to test retries). */
  failNext(status: number, count?: number): void
  /** Fee estimates served by GET /fee-estimates (target blocks → sat/vB). */
  feeEstimates: Record<string, number>
  stop(): Promise<void>
}

class Rejection extends Error {}

const toHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const equal = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b))
const p2pkhScript = (hash: Uint8Array) => Uint8Array.from([0x76, 0xa9, 0x14, ...hash, 0x88, 0xac])

/** Verifies one ECDSA input signature (DER + hash type) against a public key. */
function verifyEcdsa(
  encoded: Uint8Array,
  publicKey: Uint8Array,
  sighash: (type: number) => Uint8Array,
) {
  const { signature, hashType } = bitcoinScript.signature.decode(encoded)
  if (!secp256k1.verify(signature, sighash(hashType), publicKey, { lowS: true, prehash: false }))
    throw new Rejection(
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
}

/** Checks that input `index` of `tx` may spend `prevouts[index]`; throws a Rejection if not. */
function verifyInput(tx: Transaction, index: number, prevouts: readonly Output[]) {
  const input = tx.ins[index]!
  const spent = prevouts[index]!
  const prevScript = spent.script
  const witness = input.witness
  // p2wpkh: OP_0 <20-byte key hash>
  if (prevScript.length === 22 && prevScript[0] === 0x00 && prevScript[1] === 0x14) {
    if (input.script.length) throw new Rejection('non-empty scriptSig for a native segwit input')
    return verifyP2wpkh(tx, index, witness, prevScript.slice(2), spent.value)
  }
  // p2tr key path: OP_1 <32-byte output key>
  if (prevScript.length === 34 && prevScript[0] === 0x51 && prevScript[1] === 0x20) {
    if (input.script.length) throw new Rejection('non-empty scriptSig for a taproot input')
    const stack =
      witness.length >= 2 && witness.at(-1)?.[0] === 0x50 ? witness.slice(0, -1) : witness
    const [signature] = stack
    if (stack.length !== 1 || !signature)
      throw new Rejection('only taproot key-path spends are supported')
    if (signature.length !== 64 && signature.length !== 65)
      throw new Rejection('invalid Schnorr signature size')
    const hashType = signature.length === 65 ? signature[64]! : Transaction.SIGHASH_DEFAULT
    if (signature.length === 65 && hashType === Transaction.SIGHASH_DEFAULT)
      throw new Rejection('invalid Schnorr signature hash type')
    const hash = tx.hashForWitnessV1(
      index,
      prevouts.map((p) => p.script),
      prevouts.map((p) => p.value),
      hashType,
    )
    if (!schnorr.verify(signature.slice(0, 64), hash, prevScript.slice(2)))
      throw new Rejection('mandatory-script-verify-flag-failed (Invalid Schnorr signature)')
    return
  }
  // p2sh: OP_HASH160 <20> OP_EQUAL — only p2sh-p2wpkh
  if (prevScript.length === 23 && prevScript[0] === 0xa9 && prevScript[22] === 0x87) {
    const chunks = bitcoinScript.decompile(input.script)
    const redeem = chunks?.length === 1 && chunks[0] instanceof Uint8Array ? chunks[0] : undefined
    if (!redeem || !equal(crypto.hash160(redeem), prevScript.slice(2, 22)))
      throw new Rejection('p2sh redeem script does not match')
    if (redeem.length !== 22 || redeem[0] !== 0x00 || redeem[1] !== 0x14)
      throw new Rejection('only p2sh-p2wpkh is supported')
    return verifyP2wpkh(tx, index, witness, redeem.slice(2), spent.value)
  }
  // p2pkh: OP_DUP OP_HASH160 <20> OP_EQUALVERIFY OP_CHECKSIG
  if (prevScript.length === 25 && prevScript[0] === 0x76 && prevScript[24] === 0xac) {
    const chunks = bitcoinScript.decompile(input.script)
    const [signature, publicKey] = chunks ?? []
    if (
      chunks?.length !== 2 ||
      !(signature instanceof Uint8Array) ||
      !(publicKey instanceof Uint8Array)
    )
      throw new Rejection('p2pkh scriptSig must be <signature> <public key>')
    if (!equal(crypto.hash160(publicKey), prevScript.slice(3, 23)))
      throw new Rejection('public key does not match the p2pkh address')
    return verifyEcdsa(signature, publicKey, (type) => tx.hashForSignature(index, prevScript, type))
  }
  throw new Rejection('unsupported script type in the test server')
}

function verifyP2wpkh(
  tx: Transaction,
  index: number,
  witness: Uint8Array[],
  program: Uint8Array,
  value: bigint,
) {
  const [signature, publicKey] = witness
  if (witness.length !== 2 || !signature || publicKey?.length !== 33)
    throw new Rejection('p2wpkh witness must be <signature> <compressed public key>')
  if (!equal(crypto.hash160(publicKey), program))
    throw new Rejection('public key does not match the witness program')
  verifyEcdsa(signature, publicKey, (type) =>
    tx.hashForWitnessV0(index, p2pkhScript(program), value, type),
  )
}

async function readBody(request: IncomingMessage): Promise<string> {
  const parts: Buffer[] = []
  for await (const part of request) parts.push(part as Buffer)
  return Buffer.concat(parts).toString('utf8')
}

/**
 * Starts the server on a free loopback port.
 *
 * @example
 * const esplora = await startEsplora()
 * esplora.fund(wallet.payment.address, 100_000n)
 */
export async function startEsplora(
  parameters: { network?: networks.Network | undefined } = {},
): Promise<EsploraServer> {
  const network = parameters.network ?? networks.regtest
  const outputs = new Map<string, Output>()
  const transactions = new Map<string, StoredTransaction>()
  const byAddress = new Map<string, string[]>()
  const requests: string[] = []
  const rejections: string[] = []
  let height = 100
  let failures: { status: number; count: number } | undefined
  let nonce = 0
  const key = (txid: string, vout: number) => `${txid}:${vout}`
  const addressOf = (script: Uint8Array) => {
    try {
      return bitcoinAddress.fromOutputScript(script, network)
    } catch {
      return undefined
    }
  }
  const link = (address: string | undefined, txid: string) => {
    if (!address) return
    const list = byAddress.get(address) ?? []
    if (!list.includes(txid)) byAddress.set(address, [...list, txid])
  }

  function store(tx: Transaction, status: Status, fee: bigint): string {
    const txid = tx.getId()
    transactions.set(txid, { txid, tx, hex: tx.toHex(), status, fee })
    tx.outs.forEach((out, vout) => {
      const address = addressOf(out.script)
      outputs.set(key(txid, vout), { txid, vout, value: out.value, script: out.script, address })
      link(address, txid)
    })
    return txid
  }

  function accept(hex: string): string {
    let tx: Transaction
    try {
      tx = Transaction.fromHex(hex.trim())
    } catch (error) {
      throw new Rejection(`TX decode failed: ${(error as Error).message}`)
    }
    if (!tx.ins.length || !tx.outs.length) throw new Rejection('bad-txns-vin-empty or vout-empty')
    const txid = tx.getId()
    if (transactions.has(txid)) throw new Rejection('txn-already-known')
    const prevouts = tx.ins.map((input) => {
      const prevTxid = toHex(Uint8Array.from(input.hash).reverse())
      const output = outputs.get(key(prevTxid, input.index))
      if (!output) throw new Rejection('bad-txns-inputs-missingorspent (unknown input)')
      if (output.spentBy)
        throw new Rejection(
          `bad-txns-inputs-missingorspent (double spend: already spent by ${output.spentBy})`,
        )
      return output
    })
    const seen = new Set(prevouts.map((p) => key(p.txid, p.vout)))
    if (seen.size !== prevouts.length) throw new Rejection('bad-txns-inputs-duplicate')
    for (let index = 0; index < tx.ins.length; index++) verifyInput(tx, index, prevouts)
    const inputValue = prevouts.reduce((sum, p) => sum + p.value, 0n)
    const outputValue = tx.outs.reduce((sum, out) => sum + out.value, 0n)
    if (outputValue > inputValue) throw new Rejection('bad-txns-in-belowout')
    for (const prevout of prevouts) {
      prevout.spentBy = txid
      link(prevout.address, txid)
    }
    return store(tx, { confirmed: false }, inputValue - outputValue)
  }

  const statusJson = (status: Status) =>
    status.confirmed
      ? {
          confirmed: true,
          block_height: status.blockHeight,
          block_hash: '00'.repeat(32),
          block_time: status.blockTime,
        }
      : { confirmed: false }

  function txJson(stored: StoredTransaction) {
    const { tx } = stored
    return {
      txid: stored.txid,
      version: tx.version,
      locktime: tx.locktime,
      vin: tx.ins.map((input) => {
        const prevTxid = toHex(Uint8Array.from(input.hash).reverse())
        const prev = outputs.get(key(prevTxid, input.index))
        return {
          txid: prevTxid,
          vout: input.index,
          prevout: prev
            ? {
                scriptpubkey: toHex(prev.script),
                scriptpubkey_address: prev.address,
                value: Number(prev.value),
              }
            : null,
          scriptsig: toHex(input.script),
          witness: input.witness.map(toHex),
          sequence: input.sequence,
          is_coinbase: !prev,
        }
      }),
      vout: tx.outs.map((out) => ({
        scriptpubkey: toHex(out.script),
        scriptpubkey_address: addressOf(out.script),
        value: Number(out.value),
      })),
      size: stored.hex.length / 2,
      weight: tx.weight(),
      fee: Number(stored.fee),
      status: statusJson(stored.status),
    }
  }

  function stats(address: string) {
    const chain = {
      funded_txo_count: 0,
      funded_txo_sum: 0,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 0,
    }
    const mempool = { ...chain }
    for (const output of outputs.values()) {
      if (output.address !== address) continue
      const funding = transactions.get(output.txid)!
      const target = funding.status.confirmed ? chain : mempool
      target.funded_txo_count++
      target.funded_txo_sum += Number(output.value)
      if (output.spentBy) {
        const spending = transactions.get(output.spentBy)!
        const spentIn = spending.status.confirmed ? chain : mempool
        spentIn.spent_txo_count++
        spentIn.spent_txo_sum += Number(output.value)
      }
    }
    for (const txid of byAddress.get(address) ?? [])
      (transactions.get(txid)!.status.confirmed ? chain : mempool).tx_count++
    return { address, chain_stats: chain, mempool_stats: mempool }
  }

  const feeEstimates: Record<string, number> = { '1': 20, '3': 10, '6': 5, '144': 1 }
  const api = { feeEstimates }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
    const method = request.method ?? 'GET'
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('access-control-allow-headers', '*')
    response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
    if (method === 'OPTIONS') return void response.writeHead(204).end()
    requests.push(`${method} ${path}`)
    const send = (status: number, body: unknown) => {
      const text = typeof body === 'string' ? body : JSON.stringify(body)
      response
        .writeHead(status, {
          'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
        })
        .end(text)
    }
    if (failures && failures.count > 0) {
      failures.count--
      return send(failures.status, 'failing on purpose')
    }
    if (method === 'POST' && path === '/tx') {
      const body = await readBody(request)
      try {
        return send(200, accept(body))
      } catch (error) {
        if (!(error instanceof Rejection)) throw error
        rejections.push(error.message)
        return send(400, `sendrawtransaction RPC error: {"code":-26,"message":"${error.message}"}`)
      }
    }
    if (method !== 'GET') return send(405, 'Method not allowed')
    if (path === '/fee-estimates') return send(200, api.feeEstimates)
    if (path === '/blocks/tip/height') return send(200, String(height))
    const utxoMatch = /^\/address\/([^/]+)\/utxo$/.exec(path)
    if (utxoMatch) {
      const match = utxoMatch
      const address = decodeURIComponent(match[1]!)
      return send(
        200,
        [...outputs.values()]
          .filter((o) => o.address === address && !o.spentBy)
          .map((o) => ({
            txid: o.txid,
            vout: o.vout,
            value: Number(o.value),
            status: statusJson(transactions.get(o.txid)!.status),
          })),
      )
    }
    const txsMatch = /^\/address\/([^/]+)\/txs$/.exec(path)
    if (txsMatch) {
      const match = txsMatch
      const list = (byAddress.get(decodeURIComponent(match[1]!)) ?? []).map(
        (txid) => transactions.get(txid)!,
      )
      // Esplora: mempool first, then confirmed, newest first.
      const ordered = [
        ...list.filter((t) => !t.status.confirmed).reverse(),
        ...list
          .filter((t) => t.status.confirmed)
          .sort((a, b) => (b.status.blockHeight ?? 0) - (a.status.blockHeight ?? 0)),
      ]
      return send(200, ordered.map(txJson))
    }
    const addressMatch = /^\/address\/([^/]+)$/.exec(path)
    if (addressMatch) {
      const match = addressMatch
      const address = decodeURIComponent(match[1]!)
      try {
        bitcoinAddress.toOutputScript(address, network)
      } catch {
        return send(400, 'Invalid Bitcoin address')
      }
      return send(200, stats(address))
    }
    const txMatch = /^\/tx\/([0-9a-f]{64})(\/hex|\/status)?$/.exec(path)
    if (txMatch) {
      const match = txMatch
      const stored = transactions.get(match[1]!)
      if (!stored) return send(404, 'Transaction not found')
      if (match[2] === '/hex') return send(200, stored.hex)
      if (match[2] === '/status') return send(200, statusJson(stored.status))
      return send(200, txJson(stored))
    }
    return send(404, 'Not found')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}`,
    network,
    get feeEstimates() {
      return api.feeEstimates
    },
    set feeEstimates(value) {
      api.feeEstimates = value
    },
    fund(address, value, options = {}) {
      const tx = new Transaction()
      tx.version = 2
      // A unique previous output that does not exist: the test server's stand-in for a coinbase.
      const seed = new Uint8Array(32)
      new DataView(seed.buffer).setUint32(0, ++nonce)
      tx.addInput(crypto.sha256(seed), 0xffffffff)
      tx.addOutput(bitcoinAddress.toOutputScript(address, network), value)
      const confirmed = options.confirmed ?? true
      return store(
        tx,
        confirmed
          ? { confirmed: true, blockHeight: ++height, blockTime: Math.floor(Date.now() / 1000) }
          : { confirmed: false },
        0n,
      )
    },
    mine() {
      height++
      for (const stored of transactions.values())
        if (!stored.status.confirmed)
          stored.status = {
            confirmed: true,
            blockHeight: height,
            blockTime: Math.floor(Date.now() / 1000),
          }
      return height
    },
    utxos: (address) => [...outputs.values()].filter((o) => o.address === address && !o.spentBy),
    transaction: (txid) => transactions.get(txid),
    requests,
    rejections,
    failNext(status, count = 1) {
      failures = { status, count }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
