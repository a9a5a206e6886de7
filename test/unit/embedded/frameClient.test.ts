import { type Environment, HttpRequestError } from 'gangway/kernel'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameClient } from '../../../plugins/embedded/createFrameClient.js'

const site = 'https://secure.example'
const host = 'https://shop.example'

type Listener = (event: MessageEvent) => void

/** A page with one frame element: enough DOM for the frame client, nothing more. */
function createPage(origin = host) {
  const listeners = new Set<Listener>()
  const posted: { message: unknown; targetOrigin: string }[] = []
  const contentWindow = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const appended: unknown[] = []
  const frameListeners = new Map<string, () => void>()
  const frame = {
    id: '',
    name: '',
    src: '',
    title: '',
    tabIndex: 0,
    style: {} as Record<string, string>,
    attributes: {} as Record<string, string>,
    contentWindow,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    },
    addEventListener: (name: string, listener: () => void) => frameListeners.set(name, listener),
    remove: vi.fn(),
  }
  const page = {
    location: { origin },
    document: {
      createElement: () => frame,
      body: { appendChild: (node: unknown) => appended.push(node) },
    },
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  }
  const deliver = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    for (const listener of [...listeners])
      listener({
        data,
        source: 'source' in from ? from.source : contentWindow,
        origin: from.origin ?? site,
      } as MessageEvent)
  }
  return { page: page as unknown as Window, frame, posted, appended, deliver, frameListeners }
}

function createEnv(allowedOrigins: unknown = [host], fail = false, status = 200) {
  const fetch = vi.fn(async (url: URL | string) => {
    if (fail) throw new TypeError('Failed to fetch')
    expect(String(url)).toBe(`${site}/projects/v1/origins`)
    return new Response(JSON.stringify({ allowedOrigins }), { status })
  })
  const env: Environment = {
    isBrowser: true,
    isMobile: () => false,
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    fetch: fetch as unknown as typeof globalThis.fetch,
    origin: host,
  }
  return { env, fetch }
}

async function start(
  options: { allowed?: unknown; fail?: boolean; status?: number; projectId?: string } = {},
) {
  const page = createPage()
  const { env, fetch } = createEnv(options.allowed ?? [host], options.fail, options.status)
  const onTimeout = vi.fn()
  const onSessionExpired = vi.fn()
  const client = createFrameClient({
    secureSiteUrl: site,
    env,
    version: 'gangway-test',
    projectId: options.projectId,
    window: page.page,
    onTimeout,
    onSessionExpired,
  })
  return { ...page, client, fetch, onTimeout, onSessionExpired }
}

const lastRequest = (posted: { message: unknown }[]) =>
  posted.at(-1)?.message as { id: string; type: string; payload?: unknown }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('frame client (SPEC §2, §7, §8, §9)', () => {
  it("refuses a host origin that is not on the allow-list: 'Invalid App Configuration', no frame", async () => {
    const { client, appended } = await start({ allowed: ['https://other.example'] })
    await expect(client).rejects.toMatchObject({
      name: 'InvalidAppConfigurationError',
      shortMessage: 'Invalid App Configuration',
    })
    expect(appended).toHaveLength(0)
  })

  it("the service down gives 'Unable to load email login dependency'", async () => {
    const { client, appended } = await start({ fail: true })
    await expect(client).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(appended).toHaveLength(0)
  })

  it('an error status from the allow-list endpoint is an HttpRequestError under the load error', async () => {
    const { client, appended } = await start({ status: 503 })
    const error = await client.then(
      () => undefined,
      (thrown: unknown) => thrown,
    )
    expect(error).toMatchObject({ shortMessage: 'Unable to load email login dependency' })
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(HttpRequestError)
    expect((error as { cause: HttpRequestError }).cause.status).toBe(503)
    expect(appended).toHaveLength(0)
  })

  it('adds the hidden frame SPEC §2 describes', async () => {
    const { client, frame, appended } = await start({ projectId: 'abc' })
    await client
    expect(appended).toEqual([frame])
    expect(frame.id).toBe('w3m-iframe')
    expect(frame.name).toBe('w3m-secure-iframe')
    expect(frame.style.position).toBe('fixed')
    expect(frame.style.visibility).toBe('hidden')
    const src = new URL(frame.src)
    expect(src.origin + src.pathname).toBe(`${site}/frame`)
    expect(src.searchParams.get('projectId')).toBe('abc')
    expect(src.searchParams.get('chainId')).toBe('eip155:1')
    expect(src.searchParams.get('version')).toBe('gangway-test')
    expect(src.searchParams.get('enableLogger')).toBe('false')
  })

  it('is ready 500 ms after READY from its own frame and origin only', async () => {
    const { client: pending, deliver } = await start()
    const client = await pending
    let ready = false
    void client.ready.then(() => {
      ready = true
    })
    deliver({ type: '@w3m-frame/READY' }, { source: {} })
    deliver({ type: '@w3m-frame/READY' }, { origin: 'https://evil.example' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(ready).toBe(false)
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
  })

  it('matches replies to requests by id; success and error replies; other senders ignored', async () => {
    const { client: pending, deliver, posted } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const first = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    await vi.advanceTimersByTimeAsync(0)
    const sent = lastRequest(posted)
    expect(sent).toMatchObject({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.co' } })
    expect(posted.at(-1)?.targetOrigin).toBe(site)
    const second = client.request('CONNECT_OTP', { otp: '000000' })
    await vi.advanceTimersByTimeAsync(0)
    const otp = lastRequest(posted)
    // A forged reply from another window or origin, and a malformed one, change nothing.
    deliver(
      { id: sent.id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'connect' } },
      { source: {} },
    )
    deliver(
      { id: sent.id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'connect' } },
      { origin: host },
    )
    deliver({ id: sent.id, type: '@w3m-frame/CONNECT_EMAIL_SUCCESS', payload: { action: 'hack' } })
    deliver({
      id: otp.id,
      type: '@w3m-frame/CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code' },
    })
    deliver({
      id: sent.id,
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'verify-otp' },
    })
    await expect(first).resolves.toEqual({ action: 'verify-otp' })
    await expect(second).rejects.toMatchObject({ shortMessage: 'Invalid code' })
  })

  it("SPEC §8 'Session Expired': the site's SESSION_EXPIRED reaches the wallet once, the request fails with the code", async () => {
    const { client: pending, deliver, posted, onSessionExpired } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const user = client.request('GET_USER', { chainId: 1 })
    await vi.advanceTimersByTimeAsync(0)
    deliver({
      id: lastRequest(posted).id,
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'Session expired. Please reconnect.', code: 'SESSION_EXPIRED' },
    })
    await expect(user).rejects.toMatchObject({ siteCode: 'SESSION_EXPIRED' })
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
    // Another failure is not a session's end.
    const other = client.request('GET_USER', { chainId: 1 })
    await vi.advanceTimersByTimeAsync(0)
    deliver({
      id: lastRequest(posted).id,
      type: '@w3m-frame/GET_USER_ERROR',
      payload: { message: 'Something went wrong' },
    })
    await expect(other).rejects.toBeDefined()
    expect(onSessionExpired).toHaveBeenCalledTimes(1)
  })

  it("an error reply without a message is 'An error occurred'", async () => {
    const { client: pending, deliver, posted } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const signOut = client.request('SIGN_OUT')
    await vi.advanceTimersByTimeAsync(0)
    deliver({
      id: lastRequest(posted).id,
      type: '@w3m-frame/SIGN_OUT_ERROR',
      payload: { message: '' },
    })
    await expect(signOut).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  it('fails requests after 20 000 ms without READY (iframe_load_failed), except theme, dapp data and preferred account', async () => {
    const { client: pending, deliver, posted, onTimeout } = await start()
    const client = await pending
    const user = client.request('GET_USER', {})
    const theme = client.request('SYNC_THEME', { themeMode: 'dark' })
    user.catch(() => {})
    await vi.advanceTimersByTimeAsync(19_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledWith('iframe_load_failed')
    await expect(user).rejects.toMatchObject({
      shortMessage: 'Unable to load email login dependency',
    })
    expect(posted).toHaveLength(0)
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const sent = lastRequest(posted)
    expect(sent.type).toBe('@w3m-app/SYNC_THEME')
    deliver({ id: sent.id, type: '@w3m-frame/SYNC_THEME_SUCCESS' })
    await expect(theme).resolves.toBeUndefined()
  })

  it('times connect e-mail out after 30 000 ms and aborts the whole request set', async () => {
    const { client: pending, deliver, onTimeout } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const connect = client.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const chain = client.request('GET_CHAIN_ID')
    sign.catch(() => {})
    chain.catch(() => {})
    connect.catch(() => {})
    await vi.advanceTimersByTimeAsync(29_999)
    expect(onTimeout).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(onTimeout).toHaveBeenCalledWith('iframe_request_timeout')
    await expect(connect).rejects.toMatchObject({
      shortMessage: 'Embedded Wallet Request Timed Out',
    })
    await expect(sign).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    await expect(chain).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
  })

  it("aborts open RPC requests except safe ones: 'Request was aborted'", async () => {
    const { client: pending, deliver, posted } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const sign = client.request('RPC_REQUEST', { method: 'personal_sign', params: [] })
    const read = client.request('RPC_REQUEST', { method: 'eth_getBalance', params: [] })
    const user = client.request('GET_USER', {})
    await vi.advanceTimersByTimeAsync(0)
    const [, readRequest, userRequest] = posted.map((p) => p.message as { id: string })
    client.abortRpcRequests()
    await expect(sign).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    deliver({ id: readRequest?.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x1' })
    await expect(read).resolves.toBe('0x1')
    deliver({ id: userRequest?.id, type: '@w3m-frame/GET_USER_ERROR', payload: { message: 'x' } })
    await expect(user).rejects.toMatchObject({ shortMessage: 'x' })
  })

  it('RELOAD (going back from ConnectingFarcaster): the open wait is aborted, and requests wait for the reloaded frame’s READY', async () => {
    const { client: pending, deliver, posted } = await start()
    const client = await pending
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const farcaster = client.request('CONNECT_FARCASTER')
    farcaster.catch(() => {})
    const reload = client.request('RELOAD')
    await vi.advanceTimersByTimeAsync(0)
    const reloadRequest = lastRequest(posted)
    expect(reloadRequest.type).toBe('@w3m-app/RELOAD')
    deliver({ id: reloadRequest.id, type: '@w3m-frame/RELOAD_SUCCESS' })
    await expect(reload).resolves.toBeUndefined()
    await expect(farcaster).rejects.toMatchObject({ shortMessage: 'Request was aborted' })

    // The old page is gone: nothing goes out until the new one says READY (and 500 ms pass).
    let ready = false
    void client.ready.then(() => {
      ready = true
    })
    const sync = client.request('SYNC_DAPP_DATA', {
      metadata: { name: 'Shop' },
      sdkVersion: 'gangway-test',
      sdkType: 'gangway',
      projectId: '',
      language: 'en',
    })
    const sent = posted.length
    await vi.advanceTimersByTimeAsync(5_000)
    expect(ready).toBe(false)
    expect(posted).toHaveLength(sent)
    deliver({ type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(posted).toHaveLength(sent)
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
    const syncRequest = lastRequest(posted)
    expect(syncRequest.type).toBe('@w3m-app/SYNC_DAPP_DATA')
    deliver({ id: syncRequest.id, type: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS' })
    await expect(sync).resolves.toBeUndefined()

    // The reloaded frame answers like the first: a second login starts afresh.
    const again = client.request('GET_FARCASTER_URI')
    await vi.advanceTimersByTimeAsync(0)
    const uriRequest = lastRequest(posted)
    expect(uriRequest.type).toBe('@w3m-app/GET_FARCASTER_URI')
    deliver({
      id: uriRequest.id,
      type: '@w3m-frame/GET_FARCASTER_URI_SUCCESS',
      payload: { url: 'https://farcaster.xyz/~/siwf?channelToken=abc' },
    })
    await expect(again).resolves.toEqual({ url: 'https://farcaster.xyz/~/siwf?channelToken=abc' })
  })
})
