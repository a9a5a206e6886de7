// SPEC §4 "Preferred account type": changing it tracks an event, and a failed set falls back
// to the ordinary account type (issue 36 item 8). The frame is the one part replaced: a
// cross-origin page this test cannot load; the wallet and the kernel are the real ones.
import { type AnalyticsEvent, createKernel, storageKeys } from 'gangway/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type {
  FrameClient,
  FrameClientParameters,
} from '../../../plugins/embedded/createFrameClient.js'
import type { EmbeddedUser } from '../../../plugins/embedded/protocol.js'

const key = '0x00000000000000000000000000000000000000aA'
const smart = '0x00000000000000000000000000000000000000bB'

/** What the frame answers: SET_PREFERRED_ACCOUNT to the smart account fails when `refuse`. */
const frame = vi.hoisted(() => ({
  refuse: false,
  preferred: 'smartAccount' as 'eoa' | 'smartAccount',
  asked: [] as { name: string; payload: unknown }[],
  parameters: undefined as undefined | FrameClientParameters,
}))

vi.mock('../../../plugins/embedded/createFrameClient.js', () => ({
  createFrameClient: async (parameters: FrameClientParameters): Promise<FrameClient> => {
    frame.parameters = parameters
    return {
      frame: {} as HTMLIFrameElement,
      ready: Promise.resolve(),
      abortRpcRequests: () => undefined,
      destroy: () => undefined,
      async request(name: string, payload?: { type?: 'eoa' | 'smartAccount' }) {
        frame.asked.push({ name, payload })
        if (name === 'SET_PREFERRED_ACCOUNT') {
          if (payload?.type === 'smartAccount' && frame.refuse)
            throw new Error('Action not allowed')
          frame.preferred = payload?.type ?? 'eoa'
          return { type: frame.preferred, address: frame.preferred === 'eoa' ? key : smart }
        }
        if (name === 'GET_USER')
          return {
            email: 'visitor@example.com',
            accounts: [
              { namespace: 'eip155', address: smart, type: 'smartAccount' },
              { namespace: 'eip155', address: key, type: 'eoa' },
            ],
            address: frame.preferred === 'eoa' ? key : smart,
            chainId: 1,
            preferredAccountType: frame.preferred,
          } satisfies EmbeddedUser
        return {}
      },
    } as unknown as FrameClient
  },
}))

const { createEmbeddedWallet } = await import('../../../plugins/embedded/createEmbeddedWallet.js')

function setup() {
  const kernel = createKernel({ logLevel: 'silent' })
  const events: AnalyticsEvent[] = []
  kernel.bus.on('analytics', (event) => events.push(event))
  const wallet = createEmbeddedWallet(kernel, {
    secureSiteUrl: 'https://secure.example',
    connectorId: 'embedded',
  })
  return { kernel, wallet, events }
}

afterEach(() => {
  frame.refuse = false
  frame.preferred = 'smartAccount'
  frame.asked.length = 0
})

describe('the preferred account type (SPEC §4)', () => {
  it('tracks SET_PREFERRED_ACCOUNT_TYPE with the type and the network', async () => {
    const { wallet, events } = setup()
    const user = await wallet.setPreferredAccountType('eoa')
    expect(user.address).toBe(key)
    expect(events.filter((e) => e.event === 'SET_PREFERRED_ACCOUNT_TYPE')).toEqual([
      {
        event: 'SET_PREFERRED_ACCOUNT_TYPE',
        properties: { accountType: 'eoa', network: expect.stringMatching(/^eip155:\d+$/) },
      },
    ])
  })

  it('a failed set falls back to the ordinary (key) account, and the failure still reaches the caller', async () => {
    const { wallet, kernel } = setup()
    await wallet.setPreferredAccountType('eoa')
    frame.preferred = 'eoa'
    frame.refuse = true
    await expect(wallet.setPreferredAccountType('smartAccount')).rejects.toThrow(
      'Action not allowed',
    )
    // The frame was told the key account, the wallet's user is the key account, and the
    // stored choice is the key account: a reload does not ask for the refused one again.
    expect(frame.asked.filter((a) => a.name === 'SET_PREFERRED_ACCOUNT').at(-1)?.payload).toEqual({
      type: 'eoa',
    })
    expect(wallet.user?.address).toBe(key)
    expect(wallet.user?.preferredAccountType).toBe('eoa')
    expect(kernel.storage.get(storageKeys.preferredAccountTypes)?.eip155).toBe('eoa')
  })

  it('a refused smart account from a smart start leaves the visitor on the key account', async () => {
    const { wallet, kernel } = setup()
    frame.refuse = true
    await expect(wallet.setPreferredAccountType('smartAccount')).rejects.toThrow()
    expect(wallet.user?.address).toBe(key)
    expect(kernel.storage.get(storageKeys.preferredAccountTypes)?.eip155).toBe('eoa')
  })
})

describe('SPEC §9 constants of the embedded wallet', () => {
  it('re-syncs the Farcaster metadata 100 ms after the frame reloads', async () => {
    const { farcasterResyncDelay } = await import(
      '../../../plugins/embedded/createEmbeddedWallet.js'
    )
    expect(farcasterResyncDelay).toBe(100)
  })

  it('a reloaded frame (back from the Farcaster view) gets the app metadata again 100 ms later, not before', async () => {
    vi.useFakeTimers()
    try {
      const { wallet } = setup()
      await wallet.frame()
      await vi.advanceTimersByTimeAsync(0)
      frame.asked.length = 0
      const asked = () => frame.asked.map((a) => a.name)
      const reloading = wallet.reloadFrame()
      await vi.advanceTimersByTimeAsync(99)
      expect(asked()).toEqual(['RELOAD'])
      await vi.advanceTimersByTimeAsync(1)
      await reloading
      expect(asked()).toEqual(['RELOAD', 'SYNC_DAPP_DATA'])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe("SPEC §8 alerts the embedded wallet raises, as the modal's error toast", () => {
  it("the frame that never loads: 'Network Error - Could not load embedded wallet'; a request out of time: 'Embedded Wallet Request Timed Out'; a refused session: 'Session Expired' — each with its translation's key", async () => {
    const { wallet, kernel } = setup()
    await wallet.frame()
    const toast = () => {
      const { message, key } = kernel.store.getState().toast
      return { message, key }
    }
    frame.parameters?.onTimeout?.('iframe_load_failed')
    expect(toast()).toEqual({
      message: 'Network Error - Could not load embedded wallet',
      key: 'embedded.alertNetworkError',
    })
    kernel.toasts.hide()
    frame.parameters?.onSessionExpired?.()
    await vi.waitFor(() =>
      expect(toast()).toEqual({ message: 'Session Expired', key: 'embedded.alertSessionExpired' }),
    )
    // SPEC §4/§8: the refused session is signed out here too, so the visitor can reconnect.
    await vi.waitFor(() => expect(frame.asked.map((a) => a.name)).toContain('SIGN_OUT'))
    kernel.toasts.hide()
    frame.parameters?.onTimeout?.('iframe_request_timeout')
    await vi.waitFor(() =>
      expect(toast()).toEqual({
        message: 'Embedded Wallet Request Timed Out',
        key: 'embedded.alertTimedOut',
      }),
    )
  })
})
