// A Polkadot JSON-RPC test node: no npm package ships a runtime wasm and genesis that
// chopsticks could build blocks from (tried 2026-11-29: @acala-network/chopsticks 1.5.1 runs
// here; @polkadot-api/known-chains 0.12.1 and @substrate/connect-known-chains 1.10.3 ship
// light-client specs, a genesis stateRootHash and no `:code`; smoldot 3.4.1 ships no chain
// specs; @polkadot/chainspec 1.4.0-beta.0's raw Alexander and Dried Danta genesis (2019) start
// in chopsticks but build no block: "Unresolved function env:ext_twox_128" /
// "env:ext_get_storage_into", host functions of 2019; Debian has no polkadot or substrate
// node), so this server answers the legacy JSON-RPC methods a
// real node serves, from the real Polkadot runtime metadata (v15, @polkadot/types-support),
// with polkadot.js's own codecs (@polkadot/types) — never Gangway's. It decodes every
// submitted extrinsic, rebuilds its signing payload from its own state (genesis, runtime
// versions, the era's birth block, the nonce) and checks the sr25519/ed25519 signature with
// @scure/sr25519 / @noble/curves before it applies the transfer in a new, finalized block.

import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519'
import { Metadata, TypeRegistry } from '@polkadot/types'
import metadataHex from '@polkadot/types-support/metadata/v15/polkadot-hex'
import runtimeVersion from '@polkadot/types-support/metadata/v15/polkadot-ver'
import { compactFromU8a, hexToU8a, u8aToHex } from '@polkadot/util'
import { blake2AsHex, blake2AsU8a, xxhashAsU8a } from '@polkadot/util-crypto'
import * as sr25519 from '@scure/sr25519'

export const polkadotGenesisHash =
  '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

type AccountState = { nonce: number; free: bigint; reserved: bigint; frozen: bigint }

export type PolkadotTestNode = {
  url: string
  registry: TypeRegistry
  /** Sets an account's balance parts (by 32-byte public key, hex). */
  setAccount(publicKey: string, state: Partial<AccountState>): void
  account(publicKey: string): AccountState
  /** Answers the next `state_getStorage` with these raw bytes (a hostile node). */
  corruptNextStorage(hex: string): void
  /**
   * The next transfer is included and charged its fee but fails with this `DispatchError`
   * (polkadot.js JSON, e.g. `{ Module: { index: 5, error: '0x02000000' } }`), as a runtime
   * refuses a call in a block: `System.ExtrinsicFailed` in the block's events.
   */
  failNextTransfer(dispatchError: unknown): void
  /** Answers the events of the next block with these raw bytes (a hostile node). */
  corruptNextEvents(hex: string): void
  /** Extrinsics submitted and refused, with why. */
  readonly refused: string[]
  /** Methods called, in order. */
  readonly calls: string[]
  readonly fee: bigint
  stop(): Promise<void>
}

/** The metadata as `state_getMetadata` answers it: the bytes after `Option<Vec<u8>>`'s prefix. */
function rawMetadata(): `0x${string}` {
  const bytes = hexToU8a(metadataHex)
  if (bytes[0] !== 1) return metadataHex as `0x${string}`
  const [offset] = compactFromU8a(bytes.subarray(1))
  return u8aToHex(bytes.subarray(1 + offset))
}

/**
 * Starts the node on a free loopback port. `genesisHash` makes it another chain (a host-defined
 * network) on the same runtime: its blocks, payloads and CAIP-2 id follow that hash.
 */
export async function startPolkadotNode(
  options: { genesisHash?: `0x${string}` | undefined } = {},
): Promise<PolkadotTestNode> {
  const genesisHash = options.genesisHash ?? (polkadotGenesisHash as `0x${string}`)
  const registry = new TypeRegistry()
  const raw = rawMetadata()
  registry.setMetadata(new Metadata(registry, raw))
  const accounts = new Map<string, AccountState>()
  // Each block as a real one is: the timestamp inherent first, then the transfer, and the
  // outcome of each in System.Events (ExtrinsicSuccess / ExtrinsicFailed, by extrinsic index).
  const latest = registry.metadata
  const pallet = (name: string) => latest.pallets.find((p) => p.name.toString() === name)!
  const system = pallet('System')
  const systemEvents = registry.lookup.getSiType(system.events.unwrap().type).def.asVariant
  const variant = (name: string) => systemEvents.variants.find((v) => v.name.toString() === name)!
  const success = variant('ExtrinsicSuccess')
  const failure = variant('ExtrinsicFailed')
  const field = (v: typeof success, index: number, value: unknown) =>
    registry.createType(registry.createLookupType(v.fields[index]!.type), value).toU8a()
  const record = (index: number, dispatchError?: unknown) => {
    const phase = new Uint8Array([0, index & 0xff, (index >> 8) & 0xff, 0, 0])
    const event =
      dispatchError === undefined
        ? [success.index.toNumber(), ...field(success, 0, {})]
        : [failure.index.toNumber(), ...field(failure, 0, dispatchError), ...field(failure, 1, {})]
    return [...phase, system.index.toNumber(), ...event, 0]
  }
  const timestampCall = (number: number) =>
    registry
      .createType(
        'Extrinsic',
        registry.createType('Call', {
          callIndex: new Uint8Array([pallet('Timestamp').index.toNumber(), 0]),
          args: { now: 1_700_000_000_000 + number * 6_000 },
        }),
      )
      .toHex()
  const existentialDeposit = 10_000_000_000n // Polkadot's Balances.ExistentialDeposit: 1 DOT
  const blocks: { hash: `0x${string}`; extrinsics: string[]; events: `0x${string}` }[] = []
  let corruptEvents: string | undefined
  const newBlock = (transfer?: { hex: string; dispatchError?: unknown }) => {
    const number = blocks.length
    const extrinsics = [timestampCall(number), ...(transfer ? [transfer.hex] : [])]
    const records = [record(0), ...(transfer ? [record(1, transfer.dispatchError)] : [])]
    const hash = number === 0 ? genesisHash : blake2AsHex(`block ${number} ${extrinsics.join()}`)
    const events =
      (corruptEvents as `0x${string}` | undefined) ??
      u8aToHex(new Uint8Array([records.length << 2, ...records.flat()]))
    corruptEvents = undefined
    blocks.push({ hash, extrinsics, events })
  }
  for (let i = 0; i < 100; i++) newBlock()
  let failNext: unknown
  const refused: string[] = []
  const calls: string[] = []
  const fee = 1_500_000_000n
  let corrupt: string | undefined
  const eventsKey = u8aToHex(
    new Uint8Array([...xxhashAsU8a('System', 128), ...xxhashAsU8a('Events', 128)]),
  )
  const accountPrefix = u8aToHex(
    new Uint8Array([...xxhashAsU8a('System', 128), ...xxhashAsU8a('Account', 128)]),
  )
  const get = (key: string): AccountState =>
    accounts.get(key) ?? { nonce: 0, free: 0n, reserved: 0n, frozen: 0n }

  const submit = (hex: string): `0x${string}` => {
    const extrinsic = registry.createType('Extrinsic', hex)
    if (!extrinsic.isSigned) throw new Error('unsigned extrinsic')
    const { method, section } = extrinsic.method
    if (section !== 'balances' || method !== 'transferKeepAlive')
      throw new Error(`unexpected call ${section}.${method}`)
    const signer = u8aToHex(extrinsic.signer.toU8a().subarray(1))
    const state = get(signer)
    if (extrinsic.nonce.toNumber() !== state.nonce) throw new Error('bad nonce')
    const era = extrinsic.era
    if (!era.isMortalEra) throw new Error('immortal era')
    const birth = era.asMortalEra.birth(blocks.length - 1)
    const payload = registry.createType(
      'ExtrinsicPayload',
      {
        method: extrinsic.method.toHex(),
        era: era.toHex(),
        nonce: extrinsic.nonce.toNumber(),
        tip: extrinsic.tip.toBigInt(),
        mode: 0,
        specVersion: runtimeVersion.specVersion,
        transactionVersion: runtimeVersion.transactionVersion,
        genesisHash,
        blockHash: blocks[birth]?.hash,
      },
      { version: 4 },
    )
    const signed = payload.toU8a({ method: true })
    const message = signed.length > 256 ? blake2AsU8a(signed) : signed
    // After the length, the version byte and MultiAddress::Id (33 bytes): the MultiSignature.
    const bytes = hexToU8a(hex)
    const [lengthBytes] = compactFromU8a(bytes)
    const at = lengthBytes + 1 + 33
    const type = bytes[at]
    const signature = bytes.subarray(at + 1, at + 65)
    const key = hexToU8a(signer)
    const valid =
      type === 1
        ? sr25519.verify(message, signature, key)
        : type === 0
          ? ed25519.verify(signature, message, key)
          : false
    if (!valid || signature.length === 0) throw new Error('bad signature')
    const args = extrinsic.method.args
    const dest = args[0]!.toU8a().subarray(1)
    const value = BigInt(args[1]!.toString())
    const locked = state.frozen > state.reserved ? state.frozen - state.reserved : 0n
    // The pool refuses what cannot pay its fee; the runtime then dispatches the call, which
    // fails (fee kept, nothing moved) when the rest cannot move `value` and keep the deposit.
    if (fee > state.free - locked) throw new Error('insufficient balance for the fee')
    const paid = { ...state, nonce: state.nonce + 1, free: state.free - fee }
    const untouchable = locked > existentialDeposit ? locked : existentialDeposit
    const dispatchError =
      failNext ?? (value > paid.free - untouchable ? { Token: 'FundsUnavailable' } : undefined)
    failNext = undefined
    if (dispatchError !== undefined) {
      accounts.set(signer, paid)
      newBlock({ hex, dispatchError })
      return blake2AsHex(hexToU8a(hex))
    }
    accounts.set(signer, { ...paid, free: paid.free - value })
    const to = u8aToHex(dest)
    const receiver = get(to)
    accounts.set(to, { ...receiver, free: receiver.free + value })
    newBlock({ hex })
    return blake2AsHex(hexToU8a(hex))
  }

  const handlers: Record<string, (params: unknown[]) => unknown> = {
    chain_getBlockHash: ([n]) => blocks[Number(n ?? blocks.length - 1)]?.hash ?? null,
    chain_getFinalizedHead: () => blocks[blocks.length - 1]!.hash,
    chain_getHeader: ([hash]) => {
      const number = blocks.findIndex((block) => block.hash === hash)
      return number < 0 ? null : { number: `0x${number.toString(16)}` }
    },
    chain_getBlock: ([hash]) => {
      const block = blocks.find((candidate) => candidate.hash === hash)
      return block ? { block: { extrinsics: block.extrinsics } } : null
    },
    state_getRuntimeVersion: () => runtimeVersion,
    state_getMetadata: () => raw,
    system_accountNextIndex: ([address]) =>
      get(u8aToHex(registry.createType('AccountId', address).toU8a())).nonce,
    state_getStorage: ([key, at]) => {
      if (corrupt !== undefined) {
        const value = corrupt
        corrupt = undefined
        return value
      }
      const hex = String(key)
      if (hex === eventsKey) {
        const block =
          at === undefined ? blocks[blocks.length - 1] : blocks.find((b) => b.hash === at)
        return block?.events ?? null
      }
      if (!hex.startsWith(accountPrefix)) return null
      const publicKey = `0x${hex.slice(-64)}`
      if (
        blake2AsHex(hexToU8a(publicKey), 128) !==
        `0x${hex.slice(accountPrefix.length, accountPrefix.length + 32)}`
      )
        throw new Error('bad storage key hash')
      const state = accounts.get(publicKey)
      if (!state) return null
      return registry
        .createType('FrameSystemAccountInfo', {
          nonce: state.nonce,
          providers: 1,
          data: { free: state.free, reserved: state.reserved, frozen: state.frozen },
        })
        .toHex()
    },
    state_call: ([method, data]) => {
      if (method !== 'TransactionPaymentApi_query_info') throw new Error(`no runtime api ${method}`)
      const bytes = hexToU8a(String(data))
      const extrinsic = registry.createType('Extrinsic', bytes.subarray(0, bytes.length - 4))
      if (extrinsic.method.section !== 'balances') throw new Error('not a transfer')
      return registry
        .createType('RuntimeDispatchInfo', {
          weight: { refTime: 1_000_000, proofSize: 3_500 },
          class: 'Normal',
          partialFee: fee,
        })
        .toHex()
    },
    author_submitExtrinsic: ([hex]) => {
      try {
        return submit(String(hex))
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error))
        throw error
      }
    },
  }

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST',
  }
  const server: Server = createServer((request, response) => {
    // Nodes answer browsers' preflights (`--rpc-cors`).
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors)
      response.end()
      return
    }
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method, params } = JSON.parse(body) as {
        id: number
        method: string
        params: unknown[]
      }
      calls.push(method)
      let answer: unknown
      try {
        const handler = handlers[method]
        if (!handler) throw new Error(`Method not found: ${method}`)
        answer = { jsonrpc: '2.0', id, result: handler(params ?? []) }
      } catch (error) {
        answer = {
          jsonrpc: '2.0',
          id,
          error: { code: 1010, message: String((error as Error).message) },
        }
      }
      response.writeHead(200, { ...cors, 'content-type': 'application/json' })
      response.end(
        JSON.stringify(answer, (_, value) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    registry,
    setAccount(publicKey, state) {
      accounts.set(publicKey, { ...get(publicKey), ...state })
    },
    account: get,
    corruptNextStorage(hex) {
      corrupt = hex
    },
    failNextTransfer(dispatchError) {
      failNext = dispatchError
    },
    corruptNextEvents(hex) {
      corruptEvents = hex
    },
    refused,
    calls,
    fee,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
