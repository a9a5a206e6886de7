import type { FramePayload } from 'gangway/embedded'
import type { Address, Hex, TypedDataDefinition } from 'viem'
import { asObject } from '../asObject.js'
import { describeCall, hexToBytes, readableMessage, toBigInt } from '../decode.js'
import type { Described, Row } from '../described.js'
import { describeTypedData } from '../describeTypedData.js'
import { invalidParameters } from '../frameError.js'
import { formatDateTime, text } from '../messages.js'
import {
  type ConfiguredNetwork,
  chainWarnings,
  findNetwork,
  nativeAmount,
  networkName,
  readChainId,
  rpcUrlOf,
} from '../networks.js'
import { reviewPermitCalls, reviewTypedPermit } from '../permitReview.js'
import { simulationRows } from '../simulationRows.js'
import { tokenRows } from '../tokenRows.js'
import type { SmartCall } from './accountCalls.js'
import { readUserOperation } from './readUserOperation.js'
import { grantSessionCall, revokeSessionCall, type SessionGrant } from './sessionCalls.js'
import type { SmartAccounts } from './smartAccounts.js'

const isAddress = (value: unknown): value is Address =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isHex = (value: unknown): value is Hex =>
  typeof value === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(value)

function invalid(): never {
  throw invalidParameters()
}

/** One call of a request, checked: a `to` address, a quantity `value`, hex `data`. */
function readCall(value: unknown): SmartCall {
  const call = asObject(value)
  if (!isAddress(call.to)) invalid()
  const amount = call.value === undefined ? 0n : toBigInt(call.value)
  if (amount === undefined || amount < 0n) invalid()
  if (call.data !== undefined && !isHex(call.data)) invalid()
  return { to: call.to, value: amount, data: call.data }
}

/** Well-known functions by selector; others show as their selector. */
const knownFunctions: Record<string, string> = {
  '0xa9059cbb': 'transfer(address,uint256)',
  '0x095ea7b3': 'approve(address,uint256)',
  '0x23b872dd': 'transferFrom(address,address,uint256)',
}
export const functionName = (selector: Hex) => knownFunctions[selector.toLowerCase()] ?? selector

/**
 * ERC-7715 wallet_grantPermissions as this wallet supports it: a key signer and one
 * permission, `contract-call` ({ address, selector }) or `native-token-transfer`
 * ({ to, allowance }), with an expiry in the future (at most 30 days ahead).
 */
function readGrant(value: unknown, now: number): SessionGrant {
  const request = asObject(value)
  const signer = asObject(asObject(request.signer).data)
  const key = signer.id ?? signer.address
  const expiry = Number(request.expiry)
  const permissions = Array.isArray(request.permissions) ? request.permissions : []
  const [permission] = permissions
  if (!isAddress(key) || permissions.length !== 1 || !Number.isSafeInteger(expiry)) invalid()
  if (expiry <= now || expiry > now + 30 * 86_400) invalid()
  const { type, data } = asObject(permission)
  const fields = asObject(data)
  if (type === 'contract-call') {
    if (!isAddress(fields.address) || typeof fields.selector !== 'string') invalid()
    if (!/^0x[0-9a-fA-F]{8}$/.test(fields.selector) || /^0x0{8}$/.test(fields.selector)) invalid()
    const limit = fields.valueLimit === undefined ? 0n : toBigInt(fields.valueLimit)
    if (limit === undefined || limit < 0n || limit >= 2n ** 128n) invalid()
    return {
      key,
      target: fields.address,
      selector: fields.selector as Hex,
      spendLimit: limit,
      validUntil: expiry,
    }
  }
  if (type === 'native-token-transfer') {
    const limit = toBigInt(fields.allowance)
    if (!isAddress(fields.to) || limit === undefined || limit <= 0n || limit >= 2n ** 128n)
      invalid()
    return { key, target: fields.to, selector: '0x00000000', spendLimit: limit, validUntil: expiry }
  }
  return invalid()
}

/** JSON for the server's eth_signTypedData_v4: quantities as hex (JSON has no bigint). */
export function typedDataJson(typedData: TypedDataDefinition): string {
  return JSON.stringify(typedData, (_, value) =>
    typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
  )
}

/**
 * What the approval view shows for a request to the smart account, and what approving
 * does: calls go out as one user operation through the bundler (deploying the account with
 * the first); messages are signed by the smart account (ERC-6492 while undeployed).
 * `undefined`: not a smart-account request.
 */
export async function describeSmartRequest(parameters: {
  request: FramePayload<'RPC_REQUEST'>
  address: Address
  chainId: number
  accounts: SmartAccounts
  sponsored: boolean
  /** The site's networks (its settings name them); with the well-known chains. */
  networks?: readonly ConfiguredNetwork[] | undefined
}): Promise<Described | undefined> {
  const { request, address, chainId, accounts } = parameters
  const networks = parameters.networks ?? []
  const list = Array.isArray(request.params) ? request.params : []
  // The operation goes out on the session's chain: that names the network and its coin, never
  // the host's `network` label (issue 31).
  const network = findNetwork(chainId, networks)
  const warnings = network ? [] : chainWarnings(chainId, { chainId, networks })
  const sameAddress = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === address.toLowerCase()
  const rpcUrl = rpcUrlOf(chainId, networks)
  const callRows = async (calls: readonly SmartCall[]): Promise<[Row[], string[]]> => {
    /** "2. " before the second call's rows of a batch; nothing for a single call. */
    const prefixOf = (index: number) => (calls.length > 1 ? `${index + 1}. ` : '')
    const rows: Row[] = [
      ['network', networkName(chainId, network)],
      ['smartAccount', address],
    ]
    const [simulated, permit, tokens] = await Promise.all([
      simulationRows({ rpcUrl, account: address, calls, network }),
      // Permit2 allowances among the calls, checked for new spenders as a signed permit is.
      reviewPermitCalls({ calls, owner: address, rpcUrl }),
      Promise.all(
        calls.map((call, index) =>
          tokenRows({
            token: call.to,
            data: call.data,
            rpcUrl,
            prefix: prefixOf(index),
          }),
        ),
      ),
    ])
    rows.push(...simulated.rows, ...permit.rows)
    const callWarnings: string[] = [...simulated.warnings, ...permit.warnings]
    calls.forEach((call, index) => {
      const prefix = prefixOf(index)
      rows.push(['to', `${prefix}${call.to}`])
      if (call.value) rows.push(['value', `${prefix}${nativeAmount(call.value, network)}`])
      const token = tokens[index]
      if (token) {
        rows.push(...token.rows)
        callWarnings.push(...token.warnings)
        return
      }
      const decoded = describeCall(call.data)
      if (decoded) rows.push(['call', `${prefix}${decoded}`])
    })
    if (parameters.sponsored) rows.push(['fee', text('sponsored')])
    return [rows, callWarnings]
  }
  switch (request.method) {
    case 'eth_sendTransaction': {
      const tx = asObject(list[0])
      if (tx.from !== undefined && !sameAddress(tx.from)) invalid()
      // The calls go out on the session's chain: a transaction meant for another is refused.
      if (tx.chainId !== undefined && toBigInt(tx.chainId) !== BigInt(chainId)) invalid()
      const call = readCall(tx)
      const [rows, callWarnings] = await callRows([call])
      return {
        title: 'sendTransaction',
        rows,
        warnings: [...warnings, ...callWarnings],
        // eth_sendTransaction answers a transaction hash: the one that carried the operation.
        run: async () =>
          accounts.waitForTransaction(chainId, await accounts.sendCalls(chainId, [call])),
      }
    }
    case 'wallet_sendCalls': {
      const batch = asObject(list[0])
      if (batch.from !== undefined && !sameAddress(batch.from)) invalid()
      if (batch.chainId !== undefined && toBigInt(batch.chainId) !== BigInt(chainId)) invalid()
      if (!Array.isArray(batch.calls) || batch.calls.length === 0 || batch.calls.length > 50)
        invalid()
      const calls = batch.calls.map(readCall)
      const [rows, callWarnings] = await callRows(calls)
      return {
        title: 'sendCalls',
        rows,
        warnings: [...warnings, ...callWarnings],
        run: async () => ({ id: await accounts.sendCalls(chainId, calls) }),
      }
    }
    case 'eth_sendUserOperation': {
      // ERC-4337: the app's operation, read down to its calls (readUserOperation says why).
      const { calls } = readUserOperation(request.params, {
        address,
        entryPoint: accounts.entryPoint(chainId),
      })
      const [rows, callWarnings] = await callRows(calls)
      return {
        title: 'sendUserOperation',
        rows,
        warnings: [...warnings, ...callWarnings],
        notes: [text('userOperationRebuilt')],
        // The hash of the operation that went out: eth_getUserOperationReceipt reads it.
        run: () => accounts.sendCalls(chainId, calls),
      }
    }
    case 'wallet_grantPermissions': {
      const request7715 = asObject(list[0])
      if (request7715.address !== undefined && !sameAddress(request7715.address)) invalid()
      if (request7715.chainId !== undefined && toBigInt(request7715.chainId) !== BigInt(chainId))
        invalid()
      const grant = readGrant(request7715, Math.floor(Date.now() / 1000))
      const rows: Row[] = [
        ['network', networkName(chainId, network)],
        ['smartAccount', address],
        ['sessionKey', grant.key],
        ['to', grant.target],
        ['call', grant.selector === '0x00000000' ? text('value') : functionName(grant.selector)],
        ['spendLimit', nativeAmount(grant.spendLimit, network)],
        ['expires', formatDateTime(grant.validUntil)],
      ]
      return {
        title: 'grantPermissions',
        rows,
        warnings,
        run: async () => {
          const hash = await accounts.sendCalls(chainId, [grantSessionCall(address, grant)])
          await accounts.waitForTransaction(chainId, hash)
          // ERC-7715's reply: the request as granted, and the context that names the session.
          return {
            ...request7715,
            chainId: `0x${chainId.toString(16)}`,
            address,
            context: grant.key,
          }
        },
      }
    }
    case 'wallet_revokePermissions': {
      const { permissionsContext } = asObject(list[0])
      if (!isAddress(permissionsContext)) invalid()
      return {
        title: 'revokePermissions',
        rows: [
          ['smartAccount', address],
          ['sessionKey', permissionsContext],
        ],
        run: async () => {
          const hash = await accounts.sendCalls(chainId, [
            revokeSessionCall(address, permissionsContext),
          ])
          await accounts.waitForTransaction(chainId, hash)
          return null
        },
      }
    }
    case 'personal_sign': {
      const [message, signer] = list
      if (typeof message !== 'string' || !sameAddress(signer)) invalid()
      const bytes = hexToBytes(message) ?? new TextEncoder().encode(message)
      const hex = `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex
      return {
        title: 'signMessage',
        rows: [['smartAccount', address]],
        body: readableMessage(bytes),
        run: () => accounts.signMessage(chainId, hex),
      }
    }
    case 'eth_signTypedData_v4': {
      const [signer, data] = list
      if (!sameAddress(signer)) invalid()
      const { typed, rows, body, warnings } = describeTypedData(data, { chainId, networks })
      const { EIP712Domain: _domain, ...types } = asObject(typed.types)
      // A permit the smart account signs (ERC-1271): its grants and new spenders, as the key's.
      const signedChain = readChainId(asObject(typed.domain).chainId) ?? chainId
      const permit = await reviewTypedPermit({
        typed,
        owner: address,
        rpcUrl: rpcUrlOf(signedChain, networks),
      })
      return {
        title: 'signTypedData',
        rows: [['smartAccount', address], ...permit.rows, ...rows],
        body,
        warnings: [...warnings, ...permit.warnings],
        run: () =>
          accounts.signTypedData(chainId, { ...typed, types } as unknown as TypedDataDefinition),
      }
    }
  }
  return undefined
}
