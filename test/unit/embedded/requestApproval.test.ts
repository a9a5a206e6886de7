// The frame's approval while ApproveTransaction shows it (SPEC §2, §4 "Embedded wallet requests").
import { describe, expect, it } from 'vitest'
import type { EmbeddedWallet } from '../../../plugins/embedded/createEmbeddedWallet.js'
import type { FrameClient } from '../../../plugins/embedded/createFrameClient.js'
import { FrameAbortedError } from '../../../plugins/embedded/errors.js'
import { requestApproval } from '../../../plugins/embedded/requestApproval.js'
import { fakeChain } from '../../support/fakeChain.js'
import { startKernel, until } from '../kernel/support.js'

/** A frame whose approval waits for the visitor; aborting rejects it as the real client does. */
function waitingFrame() {
  const waiting = new Set<(error: unknown) => void>()
  const answers = new Set<(value: unknown) => void>()
  const client = {
    request: () =>
      new Promise((resolve, reject) => {
        answers.add(resolve)
        waiting.add(reject)
      }),
    abortRpcRequests() {
      for (const reject of waiting) reject(new FrameAbortedError())
      waiting.clear()
    },
  } as unknown as FrameClient
  const wallet = { frame: async () => client } as unknown as EmbeddedWallet
  const approve = (value: unknown) => {
    for (const answer of answers) answer(value)
  }
  return { wallet, approve }
}

const request = { method: 'personal_sign', params: ['0x68656c6c6f', '0x1'] }

describe('embedded requestApproval', () => {
  it('shows ApproveTransaction and closes when the frame answers', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const { wallet, approve } = waitingFrame()
    const signing = requestApproval(kernel, { wallet, request })
    await until(() => kernel.router.view === 'ApproveTransaction')
    expect(kernel.modal.close()).toBe(false) // SPEC §2: blocked while it shows
    approve('0xsigned')
    await expect(signing).resolves.toBe('0xsigned')
    expect(kernel.modal.isOpen).toBe(false)
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    kernel.destroy()
  })

  it('a forced close ends the request as aborted and leaves no transaction behind', async () => {
    const kernel = startKernel({ chains: [fakeChain().plugin] })
    const { wallet } = waitingFrame()
    const signing = requestApproval(kernel, { wallet, request })
    await until(() => kernel.router.view === 'ApproveTransaction')
    expect(kernel.modal.close({ force: true })).toBe(true)
    await expect(signing).rejects.toBeInstanceOf(FrameAbortedError)
    await expect(signing).rejects.toMatchObject({ shortMessage: 'Request was aborted' })
    expect(kernel.store.getState().router.transactionStack).toEqual([])
    // The next close, with the stack empty again, rejects what waits (SPEC §2).
    const events: string[] = []
    kernel.bus.on('rejectPendingRequests', () => events.push('rejectPendingRequests'))
    await kernel.modal.open()
    kernel.modal.close()
    expect(events).toEqual(['rejectPendingRequests'])
    kernel.destroy()
  })
})
