import { describe, expect, it } from 'vitest'
import { ConfigError } from '../src/errors.js'
import {
  entryPoint08Address,
  readSmartAccountNetworks,
  smartAccountSources,
} from '../src/smart/readSmartAccountNetworks.js'

const factory = '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985'
const base = {
  chainId: 8453,
  rpcUrl: 'https://rpc.example.com/base',
  bundlerUrl: 'https://bundler.example.com/8453',
  factory,
}

describe('SMART_ACCOUNT_NETWORKS', () => {
  it('is empty when unset', () => {
    expect(readSmartAccountNetworks(undefined, { production: true })).toEqual([])
  })

  it('reads networks, defaulting the v0.8 EntryPoint', () => {
    const [network] = readSmartAccountNetworks(
      JSON.stringify([{ ...base, paymasterUrl: 'https://pm.example.com/' }]),
      { production: true },
    )
    expect(network).toEqual({
      ...base,
      paymasterUrl: 'https://pm.example.com/',
      entryPoint: entryPoint08Address,
    })
  })

  it.each([
    ['not json', 'not JSON'],
    [JSON.stringify([{ ...base, factory: '0x12' }]), 'factory'],
    [JSON.stringify([{ ...base, bundlerUrl: 'ftp://x' }]), 'bundlerUrl'],
    [JSON.stringify([{ ...base, extra: 1 }]), 'SMART_ACCOUNT_NETWORKS'],
    [JSON.stringify([base, base]), 'twice'],
  ])('refuses %s naming the variable', (text, words) => {
    expect(() => readSmartAccountNetworks(text, { production: false })).toThrow(ConfigError)
    try {
      readSmartAccountNetworks(text, { production: false })
    } catch (error) {
      expect((error as ConfigError).message).toMatch('SMART_ACCOUNT_NETWORKS')
      if (words !== 'not JSON') expect((error as ConfigError).message).toMatch(words)
    }
  })

  it("reads a network's name and coin for the frame's approval, both or neither (issue 31)", () => {
    const named = {
      ...base,
      chainId: 777,
      name: 'Example Chain',
      nativeCurrency: { symbol: 'EXC', decimals: 6 },
    }
    expect(readSmartAccountNetworks(JSON.stringify([named]), { production: true })).toEqual([
      { ...named, entryPoint: entryPoint08Address },
    ])
    for (const half of [
      { ...base, name: 'Example' },
      { ...base, nativeCurrency: { symbol: 'EXC', decimals: 6 } },
    ])
      expect(() => readSmartAccountNetworks(JSON.stringify([half]), { production: true })).toThrow(
        /both name and nativeCurrency/,
      )
    for (const bad of [
      { ...named, name: '<b>x</b>' },
      { ...named, nativeCurrency: { symbol: 'EXC', decimals: 99 } },
    ])
      expect(() => readSmartAccountNetworks(JSON.stringify([bad]), { production: true })).toThrow(
        ConfigError,
      )
  })

  it('requires https in production, allows http (loopback anvil) in development', () => {
    const local = JSON.stringify([{ ...base, rpcUrl: 'http://127.0.0.1:8545' }])
    expect(() => readSmartAccountNetworks(local, { production: true })).toThrow(/https/)
    expect(readSmartAccountNetworks(local, { production: false })).toHaveLength(1)
  })

  it('gives the frame CSP one connect-src origin per distinct service', () => {
    const networks = readSmartAccountNetworks(
      JSON.stringify([base, { ...base, chainId: 10, rpcUrl: 'https://rpc.example.com/op' }]),
      { production: true },
    )
    expect(smartAccountSources(networks)).toEqual([
      'https://rpc.example.com',
      'https://bundler.example.com',
    ])
  })
})
