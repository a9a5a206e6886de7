import { describe, expect, it } from 'vitest'
import {
  getFirstWallets,
  peekFirstWallets,
  prefetchFirstWallets,
  setWalletSource,
  type WalletSource,
} from '../../../ui-shell/walletSource.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel } from '../kernel/support.js'

/** A source that answers the installed wallets and counts its calls. */
function countingSource(kernel: ReturnType<typeof startKernel>) {
  const source: WalletSource & { calls: number } = {
    calls: 0,
    async getWallets({ entries }) {
      source.calls++
      const data = kernel.connectors
        .all()
        .slice(0, entries)
        .map((connector) => ({ id: connector.id, name: connector.name, connector }))
      return { data, count: data.length }
    },
  }
  return source
}

describe("Connect's first wallets, remembered for the first render", () => {
  it('are shown at once while no wallet was announced since, and not after', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const source = countingSource(kernel)
    setWalletSource(kernel, source)
    kernel.connectors.add({ id: 'a', name: 'Alpha', type: 'ANNOUNCED', namespace: 'eip155' })
    expect(peekFirstWallets(kernel, 4)).toBeUndefined()
    const page = await getFirstWallets(kernel, 4)
    expect(peekFirstWallets(kernel, 4)).toEqual(page)
    kernel.connectors.add({ id: 'b', name: 'Beta', type: 'ANNOUNCED', namespace: 'eip155' })
    expect(peekFirstWallets(kernel, 4)).toBeUndefined()
    kernel.destroy()
  })

  it('are computed ahead only from the bundled list: a replaced source is asked on open', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const source = countingSource(kernel)
    setWalletSource(kernel, source)
    await prefetchFirstWallets(kernel, 4)
    expect(source.calls).toBe(0)
    kernel.destroy()
  })

  it('are not computed ahead from a hosted directory', async () => {
    const kernel = startKernel({
      chains: [fakeChain().plugin],
      walletDirectory: { url: 'https://directory.example/' },
    })
    await prefetchFirstWallets(kernel, 4)
    expect(peekFirstWallets(kernel, 4)).toBeUndefined()
    kernel.destroy()
  })
})
