import type { Gangway } from 'gangway'

/** The EIP-1193 face the demo uses: requests only. */
export type Provider = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/** Gangway's EIP-1193 provider for the connected eip155 account, if there is one. */
export function eip155Provider(gangway: Gangway): Provider | undefined {
  return gangway.getProvider('eip155') as Provider | undefined
}
