// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anvil, eip155 } from '../../../chains/eip155/index.js'
import { createGangway } from '../../../index.js'
import { useUi } from '../../../ui-shell/context.js'
import { ModalContextMissingError } from '../../../ui-shell/errors.js'
import {
  ConnectButton,
  GangwayProvider,
  GangwayProviderMissingError,
  useAccount,
  useNetwork,
} from '../../../ui-shell/react/index.js'

function Panel() {
  const account = useAccount()
  const { network } = useNetwork()
  return (
    <p>
      {account.status} {network?.name}
    </p>
  )
}

function App({ gangway }: { gangway: ReturnType<typeof createGangway> }) {
  return (
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
      <Panel />
    </GangwayProvider>
  )
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const options = () => ({ chains: [eip155({ networks: [anvil] })], logLevel: 'silent' as const })

afterEach(() => {
  document.body.innerHTML = ''
  localStorage.clear()
})

describe('server rendering', () => {
  it('renders GangwayProvider and ConnectButton with react-dom/server without throwing', () => {
    const gangway = createGangway(options())
    const html = renderToString(<App gangway={gangway} />)
    expect(html).toContain('Connect Wallet')
    expect(html).toMatch(/disconnected(<!-- -->)? (<!-- -->)?Anvil/)
    expect(html).not.toContain('style=')
  })

  it('hydrates without a mismatch, even when a stored session starts restoring', async () => {
    const server = createGangway(options())
    const html = renderToString(<App gangway={server} />)
    // The visitor connected on an earlier visit: the client starts in "connecting".
    localStorage.setItem('@gangway/connection-status', JSON.stringify('connected'))
    localStorage.setItem(
      '@gangway/connected-connectors',
      JSON.stringify({ eip155: 'dev.gangway.demo' }),
    )
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const errors: unknown[] = []
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
      errors.push(args)
    })
    const client = createGangway(options())
    await act(async () => {
      hydrateRoot(container, <App gangway={client} />, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    consoleError.mockRestore()
    expect(errors).toEqual([])
    expect(container.querySelector('button')).not.toBeNull()
    client.destroy()
  })
})

function ViewOutsideTheModal() {
  useUi()
  return null
}

describe('outside their context', () => {
  it('a hook without a GangwayProvider throws GangwayProviderMissingError, saying the fix', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => renderToString(<Panel />)).toThrow(GangwayProviderMissingError)
      expect(() => renderToString(<ConnectButton />)).toThrow(
        'Gangway hooks need a <GangwayProvider gangway={…}> above them in the tree.',
      )
    } finally {
      consoleError.mockRestore()
    }
  })

  it('a view rendered outside the modal throws ModalContextMissingError', () => {
    expect(() => renderToString(<ViewOutsideTheModal />)).toThrow(ModalContextMissingError)
  })
})
