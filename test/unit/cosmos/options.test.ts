import { describe, expect, it } from 'vitest'
import { bitcoin } from '../../../chains/bip122/index.js'
import { cosmos, cosmosHub, osmosis } from '../../../chains/cosmos/index.js'
import { issuesOf } from '../../support/issuesOf.js'

describe('cosmos(options)', () => {
  it('takes Cosmos Hub and Osmosis as cosmos:<chain id> networks', () => {
    const plugin = cosmos({ networks: [cosmosHub, osmosis] })
    expect(plugin.chain.networks.map((n) => n.caipNetworkId)).toEqual([
      'cosmos:cosmoshub-4',
      'cosmos:osmosis-1',
    ])
    expect(plugin.chain.name).toBe('Cosmos')
  })

  it('refuses a bad bech32 prefix, denom or gas price, and another namespace’s network', () => {
    const bad = { ...cosmosHub, bech32Prefix: 'Cosmos!', denom: '', gasPrice: -1 }
    expect(issuesOf(() => cosmos({ networks: [bad] })).join('\n')).toMatch(
      /bech32Prefix[\s\S]*denom[\s\S]*gasPrice/,
    )
    expect(
      issuesOf(() => cosmos({ networks: [bitcoin as unknown as typeof cosmosHub] })).join('\n'),
    ).toMatch(/networks\.0/)
  })
})
