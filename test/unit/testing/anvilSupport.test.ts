// @vitest-environment happy-dom
// The suite's anvil helper loads in a happy-dom file without touching the network: importing
// @playwright/test there made source-map-support fetch files by synchronous XMLHttpRequest from
// http://localhost:3000, and each fetch was a child process dying with ECONNREFUSED.
import { expect, it, vi } from 'vitest'

it('test/support/anvil loads in happy-dom without a synchronous request', async () => {
  const send = vi.spyOn(XMLHttpRequest.prototype, 'send')
  const anvil = await import('../../support/anvil.js')
  expect(typeof anvil.startAnvil).toBe('function')
  expect(send).not.toHaveBeenCalled()
})
