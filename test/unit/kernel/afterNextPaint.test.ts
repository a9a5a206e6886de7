// Issue 15: what createGangway starts for later (the modal's prefetch, the WalletConnect
// descriptor) waits for the page's first painted frame, so the host's button is not behind it.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createGangway } from '../../../index.js'
import { afterNextPaint, type PaintTimers } from '../../../kernel/afterNextPaint.js'
import { memoryStorage } from '../../support/fakeChain.js'

/** Timers that run only when the test says: frames and tasks are queued, not timed. */
function manualTimers(visibilityState = 'visible') {
  const frames: (() => void)[] = []
  const tasks: (() => void)[] = []
  const timers = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    document: { visibilityState },
  } satisfies PaintTimers
  const drain = (queue: (() => void)[]) => {
    for (const run of queue.splice(0)) run()
  }
  return { timers, paintFrame: () => drain(frames), runTasks: () => drain(tasks) }
}

describe('afterNextPaint', () => {
  it('runs in a task after the next animation frame, not before', () => {
    const { timers, paintFrame, runTasks } = manualTimers()
    const run = vi.fn()
    afterNextPaint(run, timers)
    runTasks()
    expect(run).not.toHaveBeenCalled()
    paintFrame()
    expect(run).not.toHaveBeenCalled()
    runTasks()
    expect(run).toHaveBeenCalledOnce()
  })

  it('a hidden page paints no frame: it runs after the current task', () => {
    const { timers, runTasks } = manualTimers('hidden')
    const run = vi.fn()
    afterNextPaint(run, timers)
    runTasks()
    expect(run).toHaveBeenCalledOnce()
  })

  it('without animation frames (a server, a worker) it runs after the current task', () => {
    const tasks: (() => void)[] = []
    const run = vi.fn()
    afterNextPaint(run, { setTimeout: (callback) => tasks.push(callback) })
    for (const task of tasks) task()
    expect(run).toHaveBeenCalledOnce()
  })
})

describe('createGangway before the first paint', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks for no idle callback (the modal prefetch) until a frame was painted', () => {
    const { timers, paintFrame, runTasks } = manualTimers()
    const idle = vi.fn()
    vi.stubGlobal('window', { location: { origin: 'https://host.example' } })
    vi.stubGlobal('document', timers.document)
    vi.stubGlobal('requestAnimationFrame', timers.requestAnimationFrame)
    vi.stubGlobal('setTimeout', timers.setTimeout)
    vi.stubGlobal('requestIdleCallback', idle)
    const gangway = createGangway({ logLevel: 'silent', storage: memoryStorage() })
    runTasks()
    expect(idle).not.toHaveBeenCalled()
    paintFrame()
    runTasks()
    expect(idle).toHaveBeenCalledOnce()
    vi.unstubAllGlobals()
    gangway.destroy()
  })
})
