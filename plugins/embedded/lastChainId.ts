import type { Kernel } from 'gangway/kernel'
import { frameStorageKeys } from './frameStorageKeys.js'

/** SPEC §9: the default embedded chain. */
export const defaultEmbeddedChainId = 1

/** The last used chain if still configured, else the active eip155 network, else SPEC's default. */
export function lastChainId(kernel: Kernel): number {
  const configured = (id: number) =>
    Number.isSafeInteger(id) && id > 0 && kernel.networks.get(`eip155:${id}`) !== undefined
  const stored = Number(kernel.storage.get(frameStorageKeys.frameLastUsedChain))
  if (configured(stored)) return stored
  const active = Number(kernel.networks.getActiveId('eip155')?.slice(7))
  if (configured(active)) return active
  const first = kernel.networks.all('eip155')[0]?.id
  return typeof first === 'number' ? first : defaultEmbeddedChainId
}
