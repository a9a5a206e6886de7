// gangway/element: `<gangway-button>` for hosts without React. Importing this entry defines
// the element; `defineGangwayButton()` does the same explicitly. No other entry defines it.
import type { Gangway } from 'gangway'
import type { Connection, State } from 'gangway/kernel'
import { getBalanceTracker } from '../shared/balances.js'
import { type ButtonMessages, buttonEnglish, loadButtonMessages } from '../shared/buttonMessages.js'
import { formatAmount, hashString, truncateAddress } from '../shared/format.js'
import { adoptButtonSheets } from '../shared/pageSheets.js'

export const gangwayButtonTagName = 'gangway-button'

const svgNs = 'http://www.w3.org/2000/svg'

function avatar(address: string): SVGSVGElement {
  const hash = hashString(address.toLowerCase())
  const svg = document.createElementNS(svgNs, 'svg')
  svg.setAttribute('viewBox', '0 0 10 10')
  svg.setAttribute('aria-hidden', 'true')
  const id = `gwb${hash.toString(36)}`
  const defs = document.createElementNS(svgNs, 'defs')
  const gradient = document.createElementNS(svgNs, 'linearGradient')
  gradient.setAttribute('id', id)
  for (const [offset, hue] of [
    ['0', hash % 360],
    ['1', (hash % 360) + 70],
  ] as const) {
    const stop = document.createElementNS(svgNs, 'stop')
    stop.setAttribute('offset', offset)
    stop.setAttribute('stop-color', `hsl(${hue % 360} 80% 60%)`)
    gradient.appendChild(stop)
  }
  defs.appendChild(gradient)
  const rect = document.createElementNS(svgNs, 'rect')
  rect.setAttribute('width', '10')
  rect.setAttribute('height', '10')
  rect.setAttribute('fill', `url(#${id})`)
  svg.append(defs, rect)
  return svg
}

function currentConnection(state: State): Connection | undefined {
  const namespace = state.activeNamespace
  const ns = namespace ? state.connections[namespace] : undefined
  return ns?.connections.find((c) => c.connector.id === ns.current)
}

/**
 * The `<gangway-button>` class. Its default instance lives on the class that the page's
 * custom element registry holds, never in this module: a module is shared by every request
 * a server renders, a registry belongs to one page.
 */
export type GangwayButtonConstructor = CustomElementConstructor & {
  /** The instance of every button that has none of its own. */
  defaultGangway: Gangway | undefined
}

/**
 * `<gangway-button>`: Connect, or the connected account with its balance; opens the modal.
 * Set `element.gangway = instance`, or pass the instance to `defineGangwayButton`.
 * Renders with DOM text nodes only (wallet data is never parsed as HTML).
 */
export function createGangwayButtonClass(defaultGangway?: Gangway): GangwayButtonConstructor {
  return class GangwayButtonElement extends HTMLElement {
    static defaultGangway: Gangway | undefined = defaultGangway
    #gangway: Gangway | undefined
    #cleanup: (() => void)[] = []
    #root: ShadowRoot = this.attachShadow({ mode: 'open' })

    get gangway(): Gangway | undefined {
      return this.#gangway ?? GangwayButtonElement.defaultGangway
    }
    set gangway(value: Gangway | undefined) {
      this.#gangway = value
      this.refresh()
    }

    /** Attaches again to the instance it uses now (its own, else the class default). */
    refresh() {
      if (!this.isConnected) return
      this.disconnectedCallback()
      this.#rendered = ''
      this.connectedCallback()
    }

    connectedCallback() {
      const gangway = this.gangway
      if (!gangway) return
      const { kernel } = gangway
      this.#messages = buttonEnglish
      this.#cleanup.push(adoptButtonSheets(kernel, this.#root))
      this.#cleanup.push(kernel.store.subscribeAll(() => this.#render()))
      this.#cleanup.push(getBalanceTracker(kernel).subscribe(() => this.#render()))
      this.#render()
      // English first, then the locale's strings once they are in.
      void loadButtonMessages(kernel.options.locale)?.then((messages) => {
        if (this.gangway !== gangway) return
        this.#messages = messages
        this.#rendered = ''
        this.#render()
      })
    }

    disconnectedCallback() {
      for (const undo of this.#cleanup.splice(0)) undo()
    }

    #rendered = ''
    // English, then the instance locale's once they are in (again on each connect).
    #messages: ButtonMessages = buttonEnglish
    #render() {
      const gangway = this.gangway
      if (!gangway) return
      const { kernel } = gangway
      const locale = kernel.options.locale
      const state = kernel.store.getState()
      const connection = currentConnection(state)
      const tracker = getBalanceTracker(kernel)
      const target = connection && {
        namespace: connection.namespace,
        address: connection.address,
        caipNetworkId: connection.caipNetworkId,
      }
      if (target && tracker.get(target).status === 'idle') void tracker.load(target)
      const native = tracker.get(target).native
      const status = state.activeNamespace
        ? state.connections[state.activeNamespace]?.status
        : undefined
      const balance = native
        ? `${formatAmount(native.formatted, { decimals: 3, locale })} ${native.symbol}`
        : ''
      const key = [connection?.address, status, balance, state.theme.mode].join('|')
      if (key === this.#rendered) return
      this.#rendered = key

      const wrapper = document.createElement('span')
      wrapper.className = 'gw-cb'
      const button = document.createElement('button')
      button.type = 'button'
      button.part.add('button')
      if (connection) {
        button.className = 'gw-cb-account'
        if (balance) {
          const amount = document.createElement('span')
          amount.className = 'gw-cb-balance'
          amount.textContent = balance
          button.append(amount)
        }
        const address = document.createElement('span')
        address.className = 'gw-cb-address'
        const picture = document.createElement('span')
        picture.className = 'gw-cb-avatar'
        picture.append(avatar(connection.address))
        address.append(picture, truncateAddress(connection.address))
        button.append(address)
        button.addEventListener('click', () => void gangway.open({ view: 'Account' }))
      } else {
        const busy = status === 'connecting' || status === 'reconnecting'
        button.className = 'gw-cb-connect'
        button.disabled = busy
        button.textContent = this.#messages[busy ? 'connecting' : 'connect']
        button.addEventListener('click', () => void gangway.open())
      }
      wrapper.append(button)
      const hadFocus = this.#root.activeElement !== null
      this.#root.replaceChildren(wrapper)
      if (hadFocus) button.focus()
    }
  }
}

/**
 * Defines `<gangway-button>` (once). `gangway` becomes the default instance of every
 * button that has none of its own.
 *
 * @example
 * defineGangwayButton(gangway)
 * document.body.append(document.createElement('gangway-button'))
 */
export function defineGangwayButton(gangway?: Gangway): void {
  if (typeof customElements === 'undefined') return
  const existing = customElements.get(gangwayButtonTagName) as
    | Partial<GangwayButtonConstructor>
    | undefined
  if (!existing) {
    customElements.define(gangwayButtonTagName, createGangwayButtonClass(gangway))
    return
  }
  if (!gangway || !('defaultGangway' in existing)) return
  existing.defaultGangway = gangway
  // Already defined: buttons without their own instance pick up the new default.
  for (const element of document.querySelectorAll<HTMLElement & { refresh?(): void }>(
    gangwayButtonTagName,
  ))
    element.refresh?.()
}

// Importing this entry defines the element (a no-op on servers).
defineGangwayButton()
