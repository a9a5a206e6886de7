import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ValidationError } from '../../../kernel/index.js'
import { createHostedNameService } from '../../../plugins/names/createHostedNameService.js'
import { startKernel } from '../kernel/support.js'

// What the name service answers next, by path.
let replies: Record<string, unknown> = {}
let server: Server
let origin: string

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://host').pathname
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(replies[path] ?? {}))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const request = { coinType: 60, address: '0x1', message: '{}', signature: '0x2' }
const profile = {
  name: 'alice.dapp.eth',
  addresses: { '60': { address: '0x00000000000000000000000000000000000000a1' } },
  attributes: { avatar: 'https://example.com/a.png' },
}

describe('the hosted name service checks what it is told', () => {
  const service = () => createHostedNameService(startKernel(), { url: origin, parent: 'dapp.eth' })

  it('takes a profile with addresses and text attributes', async () => {
    replies = { '/v1/profile/account/alice.dapp.eth': profile }
    await expect(service().getProfile('alice.dapp.eth')).resolves.toMatchObject(profile)
  })

  it.each([
    ['addresses that are not a map', { ...profile, addresses: [{ address: '0x1' }] }],
    ['an address entry without an address', { ...profile, addresses: { '60': { to: '0x1' } } }],
    ['an address that is not text', { ...profile, addresses: { '60': { address: 1 } } }],
    ['an attribute that is not text', { ...profile, attributes: { avatar: { src: 'x' } } }],
    ['no attributes', { name: profile.name, addresses: profile.addresses }],
  ])('refuses a profile with %s', async (_, hostile) => {
    replies = {
      '/v1/profile/account/alice.dapp.eth': hostile,
      '/v1/profile/reverse/0x1': [hostile],
    }
    await expect(service().getProfile('alice.dapp.eth')).rejects.toBeInstanceOf(ValidationError)
    await expect(service().getNamesForAddress('0x1')).rejects.toBeInstanceOf(ValidationError)
  })

  it('registers only on success: true', async () => {
    replies = { '/v1/profile/account': { success: true, name: 'alice.dapp.eth' } }
    await expect(service().register(request)).resolves.toEqual({ name: 'alice.dapp.eth' })
    replies = { '/v1/profile/account': { success: false, name: 'alice.dapp.eth' } }
    await expect(service().register(request)).rejects.toBeInstanceOf(ValidationError)
    replies = { '/v1/profile/account/release': { success: 'yes' } }
    await expect(service().release(request)).rejects.toBeInstanceOf(ValidationError)
  })
})
