// Issue 38: the frame has one error class, FrameError, with a stable code; the site's replies
// keep their status, code and message; no source of the secure site throws a bare Error.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, session } from '../frame/api.js'
import { describeRequest } from '../frame/describeRequest.js'
import { FrameError } from '../frame/frameError.js'
import { SecureSiteError } from '../src/errors.js'

const user = {
  address: '0x1111111111111111111111111111111111111111',
  accounts: [{ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111' }],
} as never

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the frame’s errors', () => {
  it('a refused API call is a FrameError with the site’s status, code and message', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ code: 'INVALID_CODE', message: 'Invalid code' }, { status: 400 }),
    )
    const refused = await api('email/otp', { body: {} }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FrameError)
    expect(refused).toMatchObject({ code: 'INVALID_CODE', status: 400, message: 'Invalid code' })
  })

  it('no session token: SESSION_EXPIRED before any request', async () => {
    session.token = undefined
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    await expect(api('session', { method: 'GET', auth: true })).rejects.toMatchObject({
      name: 'FrameError',
      code: 'SESSION_EXPIRED',
      status: 401,
      message: 'Session expired. Please reconnect.',
    })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('a request it will not show keeps SPEC §8’s words, with a stable code', async () => {
    const ask = (request: unknown) =>
      describeRequest({ request: request as never, user, chainId: 1, networks: [] })
    await expect(
      ask({
        method: 'personal_sign',
        params: ['0x68690a', '0x2222222222222222222222222222222222222222'],
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS', message: 'Invalid request parameters' })
    await expect(ask({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 'ACTION_NOT_ALLOWED',
      message: 'Action not allowed',
    })
  })
})

describe('no bare Error in the secure site', () => {
  const root = join(import.meta.dirname, '..')
  const sources = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) return sources(path)
      return /\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
    })

  it.each(['src', 'frame'])(
    '%s throws its own error class (with a code), never new Error()',
    (folder) => {
      const bare = sources(folder).flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /\bnew (Type|Range)?Error\(|extends Error\b/.test(line) &&
            !/class (SecureSiteError|FrameError) extends Error\b/.test(line)
              ? [`${relative(root, join(root, file))}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      )
      expect(bare).toEqual([])
    },
  )

  it('the server’s and the frame’s classes carry a stable code', () => {
    expect(new SecureSiteError('X_Y', 'message')).toMatchObject({ code: 'X_Y' })
    expect(new FrameError('X_Y', 'message', { status: 400 })).toMatchObject({
      code: 'X_Y',
      status: 400,
      name: 'FrameError',
    })
  })
})
