// SPEC §2's ApproveTransaction, inside the frame: the view the visitor approves or rejects in.

import type { EmbeddedUser, FramePayload } from 'gangway/embedded'
import { armWhenVisible } from './armWhenVisible.js'
import type { Described, Row, Sign } from './described.js'
import { describeRequest } from './describeRequest.js'
import { FrameError } from './frameError.js'
import { text } from './messages.js'
import type { ConfiguredNetwork } from './networks.js'
import type { SolanaNode } from './solanaPreview.js'

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
    (await describeRequest({
      request: parameters.request,
      user: parameters.user,
      chainId: parameters.chainId,
      networks: parameters.networks,
      solanaNodes,
    }))
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
      reject(new FrameError('USER_REJECTED', userRejectedMessage))
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
