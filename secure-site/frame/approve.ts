import type { EmbeddedUser, FramePayload } from 'gangway/embedded'
import { armWhenVisible } from './armWhenVisible.js'
import { base58ToBytes, describeCall, hexToBytes, readableMessage, toBigInt } from './decode.js'
import type { Described, Row, Sign } from './described.js'
import { describeTypedData } from './describeTypedData.js'
import { text } from './messages.js'
import {
  type ConfiguredNetwork,
  chainWarnings,
  findNetwork,
  nativeAmount,
  networkName,
  readChainId,
  rpcUrlOf,
} from './networks.js'
import { reviewTypedPermit } from './permitReview.js'
import { simulationRows } from './simulationRows.js'
import { describeSolanaTransactions } from './solanaApproval.js'
import type { SolanaNode } from './solanaPreview.js'
import { tokenRows } from './tokenRows.js'

export type { Described, Row, Section } from './described.js'

/** SPEC §8 wallet code 4001. */
export const userRejectedMessage = 'User rejected the request.'

let current: { reject(): void } | undefined

function element<tag extends keyof HTMLElementTagNameMap>(
  tag: tag,
  content?: string,
  className?: string,
): HTMLElementTagNameMap[tag] {
  const node = document.createElement(tag)
  // Text only: requests carry data from the host page, never markup.
  if (content !== undefined) node.textContent = content
  if (className) node.className = className
  return node
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * What the approval shows for a request to the embedded key, from what is signed: the
 * network and its coin from the transaction's own chainId and the frame's registry, typed
 * data's own domain. The host's `network` label is never read (issue 31).
 *
 * @param request - The host's RPC_REQUEST.
 * @param user - The signed-in user.
 * @param chainId - The session's chain.
 * @param networks - The site's networks (its settings name them).
 * @param solanaNodes - The site's Solana nodes (SOLANA_NETWORKS): where transactions are simulated.
 */
export async function describeRequest(
  request: FramePayload<'RPC_REQUEST'>,
  user: EmbeddedUser,
  chainId: number,
  networks: readonly ConfiguredNetwork[],
  solanaNodes: readonly SolanaNode[] = [],
): Promise<Described> {
  const { method, params } = request
  const list = Array.isArray(params) ? params : []
  const solana = user.accounts.find((a) => a.namespace === 'solana')?.address
  const sameAddress = (address: unknown) =>
    typeof address === 'string' && address.toLowerCase() === user.address.toLowerCase()
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      if (typeof message !== 'string' || !sameAddress(address))
        throw new Error('Invalid request parameters')
      const bytes = hexToBytes(message) ?? new TextEncoder().encode(message)
      return {
        title: 'signMessage',
        rows: [['account', user.address]],
        body: readableMessage(bytes),
        run: (sign) => sign('eip155', method, [message, user.address]),
      }
    }
    case 'eth_signTypedData_v4': {
      const [address, data] = list
      if (!sameAddress(address)) throw new Error('Invalid request parameters')
      const { typed, rows, body, warnings } = describeTypedData(data, chainId, networks)
      // A permit's grants and spenders, read on the operator's RPC for the chain it is signed for.
      const signedChain = readChainId(asObject(typed.domain).chainId) ?? chainId
      const permit = await reviewTypedPermit({
        typed,
        owner: user.address,
        rpcUrl: rpcUrlOf(signedChain, networks),
      })
      return {
        title: 'signTypedData',
        rows: [['account', user.address], ...permit.rows, ...rows],
        body,
        warnings: [...warnings, ...permit.warnings],
        run: (sign) => sign('eip155', method, [user.address, data]),
      }
    }
    case 'eth_sendTransaction': {
      const tx = asObject(list[0])
      if (tx.from !== undefined && !sameAddress(tx.from))
        throw new Error('Invalid request parameters')
      // The chain the signature is for (the server signs `tx.chainId`): it names the network.
      const signedChain = readChainId(tx.chainId)
      if (signedChain === undefined) throw new Error('Invalid request parameters')
      const network = findNetwork(signedChain, networks)
      const value = toBigInt(tx.value ?? '0x0') ?? 0n
      const gas = toBigInt(tx.gas)
      const price = toBigInt(tx.maxFeePerGas ?? tx.gasPrice)
      const rows: Row[] = [
        ['network', networkName(signedChain, network)],
        ['to', typeof tx.to === 'string' ? tx.to : text('contractCreation')],
        ['value', nativeAmount(value, network)],
      ]
      if (gas !== undefined && price !== undefined)
        rows.push(['fee', nativeAmount(gas * price, network)])
      const data = typeof tx.data === 'string' ? tx.data : undefined
      const rpcUrl = rpcUrlOf(signedChain, networks)
      const [token, simulated] = await Promise.all([
        typeof tx.to === 'string' ? tokenRows({ token: tx.to, data, rpcUrl }) : undefined,
        // A contract creation has no `to`: not simulated, its code is shown as bytes.
        typeof tx.to === 'string'
          ? simulationRows({
              rpcUrl,
              account: user.address,
              calls: [{ to: tx.to, value, data }],
              network,
            })
          : undefined,
      ])
      const call = token ? undefined : describeCall(data)
      if (token) rows.push(...token.rows)
      else if (call) rows.push(['call', call])
      // What the chain says will happen reads first, after the network.
      rows.splice(1, 0, ...(simulated?.rows ?? []))
      // The host filled nonce, gas and fees from its RPC; the frame signs, the host sends.
      return {
        title: 'sendTransaction',
        rows,
        warnings: [
          ...chainWarnings(signedChain, chainId, networks),
          ...(simulated?.warnings ?? []),
          ...(token?.warnings ?? []),
        ],
        run: (sign) => sign('eip155', 'eth_signTransaction', [{ ...tx, from: user.address }]),
      }
    }
    case 'solana_signMessage': {
      const { message } = asObject(params)
      if (typeof message !== 'string' || !solana) throw new Error('Invalid request parameters')
      const bytes = base58ToBytes(message)
      // The server refuses the same (it is the authority); refusing here shows nothing to approve.
      const { readSolanaMessage } = await import('./solanaMessage.js')
      const read = readSolanaMessage(bytes, solana)
      if (read.kind === 'refused') throw new Error(`Invalid request parameters: ${read.reason}`)
      const run: Described['run'] = (sign) => sign('solana', method, { message })
      if (read.kind === 'bytes')
        return {
          title: 'signMessage',
          rows: [['account', solana]],
          body: readableMessage(bytes),
          run,
        }
      const { applicationDomain, format, signers, text: body } = read.message
      return {
        title: 'offchainMessage',
        rows: [
          ['account', solana],
          ['applicationDomain', applicationDomain],
          ['messageFormat', text(format === 0 ? 'formatAscii' : 'formatUtf8')],
          ['signers', signers.join(', ')],
        ],
        body,
        run,
      }
    }
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
    case 'solana_signAndSendTransaction':
      // No network row from the host: a Solana transaction does not name its cluster, and the
      // host's label is not to be trusted (issue 31); the operator's node that knows its
      // blockhash does.
      if (!solana) throw new Error('Invalid request parameters')
      return describeSolanaTransactions({ method, params }, solana, solanaNodes)
    default:
      throw new Error('Action not allowed')
  }
}

/**
 * Shows SPEC §2's ApproveTransaction inside the frame: the method, the requesting origin,
 * the decoded message or call, value and fee; focus starts on Reject. Approving signs
 * through the API; rejecting (or a newer request) answers 'User rejected the request.'.
 */
export async function showApproval(parameters: {
  request: FramePayload<'RPC_REQUEST'>
  origin: string
  user: EmbeddedUser
  chainId: number
  sign: Sign
  /** The site's networks: with the well-known chains, what names a chain and its coin. */
  networks: readonly ConfiguredNetwork[]
  /** The request as another account type describes it (the smart account's). */
  described?: Described | undefined
  /** The site's Solana nodes (SOLANA_NETWORKS); default: read from the site for a Solana request. */
  solanaNodes?: readonly SolanaNode[] | undefined
}): Promise<unknown> {
  current?.reject()
  const solanaNodes =
    parameters.solanaNodes ??
    (parameters.request.method.startsWith('solana_')
      ? await (await import('./solanaNodes.js')).readSolanaNodes()
      : [])
  const described =
    parameters.described ??
    (await describeRequest(
      parameters.request,
      parameters.user,
      parameters.chainId,
      parameters.networks,
      solanaNodes,
    ))
  const root = document.getElementById('approve') as HTMLElement
  return new Promise((resolve, reject) => {
    let stopWatching = () => {}
    const finish = () => {
      stopWatching()
      root.hidden = true
      root.replaceChildren()
      current = undefined
    }
    const rejectRequest = () => {
      finish()
      reject(new Error(userRejectedMessage))
    }
    current = { reject: rejectRequest }

    const heading = element('h1', text(described.title, described.titleValues))
    heading.id = 'approve-title'
    const list = element('dl')
    for (const [label, value] of [
      ['method', parameters.request.method] as Row,
      ...described.rows,
    ]) {
      list.append(element('dt', text(label)), element('dd', value))
    }
    const nodes: HTMLElement[] = [
      heading,
      element('p', text('requestedBy', { origin: parameters.origin }), 'origin'),
    ]
    // Before the details: what would make the visitor stop reads first.
    const details: HTMLElement[] = (described.warnings ?? []).map((warning) =>
      element('p', warning, 'warning'),
    )
    details.push(list)
    if (described.body !== undefined) {
      const body = element('pre', described.body)
      body.tabIndex = 0
      body.setAttribute('aria-label', text('message'))
      details.push(body)
    }
    // What the request says scrolls in a region the keyboard reaches, so the approval as a whole
    // (its actions with it) fits the frame: Approve arms only on an approval fully in view, which
    // a long request (a permit, a batch) on a small screen would otherwise never be. A batch
    // keeps its warnings and rows above its transactions, which are what scroll.
    const sections = described.sections ?? []
    const region = element('div', undefined, sections.length ? 'sections' : 'details')
    region.tabIndex = 0
    region.setAttribute('role', 'region')
    region.setAttribute('aria-label', text(sections.length ? 'transactions' : 'details'))
    if (sections.length) nodes.push(...details)
    else region.append(...details)
    sections.forEach((section, index) => {
      const part = element('section')
      const title = element('h2', section.heading)
      title.id = `approve-section-${index + 1}`
      part.setAttribute('aria-labelledby', title.id)
      const rows = element('dl')
      for (const [label, value] of section.rows)
        rows.append(element('dt', text(label)), element('dd', value))
      part.append(
        title,
        ...section.warnings.map((warning) => element('p', warning, 'warning')),
        rows,
      )
      region.append(part)
    })
    for (const note of described.notes ?? []) region.append(element('p', note, 'note'))
    nodes.push(region)
    const error = element('p', undefined, 'error')
    error.setAttribute('role', 'alert')
    const reject_ = element('button', text('reject'), 'reject')
    const approve = element('button', text('approve'), 'approve')
    reject_.type = 'button'
    approve.type = 'button'
    // Not `disabled`: the button stays focusable and says why it does not answer yet.
    const notYet = element('p', text('approveNotYet'), 'not-yet')
    notYet.id = 'approve-not-yet'
    approve.setAttribute('aria-disabled', 'true')
    approve.setAttribute('aria-describedby', notYet.id)
    const actions = element('div', undefined, 'actions')
    actions.append(reject_, approve)
    nodes.push(error, notYet, actions)
    root.setAttribute('aria-labelledby', heading.id)
    root.replaceChildren(...nodes)
    root.hidden = false

    reject_.addEventListener('click', rejectRequest)
    document.addEventListener('keydown', function onKey(event) {
      if (current?.reject !== rejectRequest) {
        document.removeEventListener('keydown', onKey)
        return
      }
      if (event.key === 'Escape') rejectRequest()
    })
    // Clickjacking (issue 31): Approve answers only once the approval has been visible for a
    // moment, and only to a press that began after that; hidden again, it is off again.
    let armed = false
    let pressBeganUnarmed = false
    // The whole approval, not the button: the dimmed button itself would never count as
    // visible, and any cover over what the visitor reads should hold Approve back too.
    stopWatching = armWhenVisible(root, (next) => {
      armed = next
      // aria-describedby would still read the hidden reason: both go once Approve answers.
      for (const [name, value] of [
        ['aria-disabled', 'true'],
        ['aria-describedby', notYet.id],
      ] as const)
        if (armed) approve.removeAttribute(name)
        else approve.setAttribute(name, value)
      notYet.hidden = armed
    })
    const notePress = (event: Event) => {
      if (event instanceof KeyboardEvent && (event.repeat || !['Enter', ' '].includes(event.key)))
        return
      pressBeganUnarmed = !armed
    }
    approve.addEventListener('pointerdown', notePress)
    approve.addEventListener('keydown', notePress)
    approve.addEventListener('click', (event) => {
      // A click with no press before it (assistive technology) counts if armed; a pointer or
      // key press counts only if it began armed (a press held across the arming does not).
      const counts = armed && !pressBeganUnarmed
      pressBeganUnarmed = false
      if (!counts || approve.disabled) {
        event.preventDefault()
        return
      }
      approve.disabled = true
      reject_.disabled = true
      approve.textContent = text('approving')
      described.run(parameters.sign).then(
        (result) => {
          finish()
          resolve(result)
        },
        (failure: unknown) => {
          finish()
          reject(failure)
        },
      )
    })
    reject_.focus()
    // The host focuses the frame when it shows it; Reject then has the focus (SPEC: safe default).
    window.addEventListener('focus', function onFocus() {
      if (current?.reject !== rejectRequest) {
        window.removeEventListener('focus', onFocus)
        return
      }
      if (!root.contains(document.activeElement)) reject_.focus()
    })
  })
}
