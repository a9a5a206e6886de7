import {
  type CreateKernelParameters,
  createKernel,
  type GangwayEventName,
  type GangwayEvents,
  type GangwayOptions,
  type KernelInstance,
} from '../../../kernel/index.js'
import { type MemoryStorage, memoryStorage } from '../../support/fakeChain.js'

export type TestKernel = KernelInstance & { backend: MemoryStorage }

/** A kernel on an in-memory storage backend the test can inspect (unless `storage` is given). */
export function startKernel(
  options: GangwayOptions = {},
  parameters: CreateKernelParameters = {},
): TestKernel {
  const backend = (options.storage as MemoryStorage | undefined) ?? memoryStorage()
  const kernel = createKernel({ logLevel: 'silent', ...options, storage: backend }, parameters)
  return Object.assign(kernel, { backend })
}

/** Records every event of the given names, in order. */
export function record<name extends GangwayEventName>(
  kernel: { bus: KernelInstance['bus'] },
  ...names: name[]
): { name: name; event: GangwayEvents[name] }[] {
  const seen: { name: name; event: GangwayEvents[name] }[] = []
  for (const name of names) kernel.bus.on(name, (event) => seen.push({ name, event }))
  return seen
}

export { until } from '../../support/until.js'
