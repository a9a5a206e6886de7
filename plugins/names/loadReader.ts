import { type Kernel, perInstance } from 'gangway/kernel'
import type { NameReader } from './createNameReader.js'
import type { NamesOptions } from './types.js'

const instances = perInstance(() => ({
  options: {} as NamesOptions,
  reader: undefined as Promise<NameReader> | undefined,
}))

/** Keeps the plugin's options for the instance (the plugin's `setup`). */
export function setNamesOptions(kernel: Kernel, options: NamesOptions): void {
  instances(kernel).options = options
}

/** The instance's name reader; its code (viem's ENS actions) loads on first use. */
export function loadReader(kernel: Kernel): Promise<NameReader> {
  const instance = instances(kernel)
  instance.reader ??= import('./createNameReader.js').then((module) =>
    module.createNameReader(kernel, instance.options),
  )
  return instance.reader
}
