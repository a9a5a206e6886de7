import { describe, expect, it } from 'vitest'
import {
  type ConnectorInfo,
  connectorsOf,
  isSameWalletConnector,
  mergeConnectors,
  orderConnectors,
} from '../../../kernel/internal.js'
import { choosableConnectors } from '../../../ui-shell/walletRows.js'
import type { WalletListItem } from '../../../ui-shell/walletSource.js'
import { mergeWalletItems } from '../../../ui-shell/walletSource.js'

const evm = (name: string, rdns?: string, extra: Partial<ConnectorInfo> = {}): ConnectorInfo => ({
  id: rdns ?? name,
  name,
  type: 'ANNOUNCED',
  namespace: 'eip155',
  rdns,
  ...extra,
})
const sol = (name: string, extra: Partial<ConnectorInfo> = {}): ConnectorInfo => ({
  id: name,
  name,
  type: 'ANNOUNCED',
  namespace: 'solana',
  ...extra,
})
const wc = (namespace: ConnectorInfo['namespace']): ConnectorInfo => ({
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  namespace,
})
const names = (list: readonly ConnectorInfo[]) =>
  list.map((c) => `${c.name}[${connectorsOf(c).map((m) => m.namespace)}]`)

describe('mergeConnectors', () => {
  it('merges one wallet announced in two namespaces by rdns', () => {
    const phantomEvm = evm('Phantom', 'app.phantom')
    const phantomSol = sol('Phantom Wallet', { rdns: 'app.phantom' })
    const [merged, ...rest] = mergeConnectors([phantomEvm, phantomSol])
    expect(rest).toEqual([])
    expect(merged).toMatchObject({
      id: 'app.phantom',
      name: 'Phantom',
      namespace: 'eip155',
      type: 'MULTI_CHAIN',
      rdns: 'app.phantom',
    })
    expect(connectorsOf(merged!)).toEqual([phantomEvm, phantomSol])
  })

  it('merges by normalised name when rdns cannot tell (Wallet Standard has none)', () => {
    const merged = mergeConnectors([
      evm('Backpack', 'app.backpack'),
      sol('Backpack Wallet', { imageUrl: 'data:image/png;base64,AA' }),
    ])
    expect(names(merged)).toEqual(['Backpack[eip155,solana]'])
    // The first connector without an image borrows another's.
    expect(merged[0]!.imageUrl).toBe('data:image/png;base64,AA')
  })

  it('merges by directory id before rdns and name', () => {
    const merged = mergeConnectors([
      evm('MetaMask', 'io.metamask', { explorerId: 'metamask' }),
      sol('MetaMask Flask', { explorerId: 'metamask' }),
      evm('Rabby', 'io.rabby', { explorerId: 'rabby' }),
      sol('Rabby', { explorerId: 'rabby-sol-fork' }),
    ])
    expect(names(merged)).toEqual(['MetaMask[eip155,solana]', 'Rabby[eip155]', 'Rabby[solana]'])
  })

  it('keeps different wallets with similar names apart', () => {
    const merged = mergeConnectors([
      evm('Phantom', 'app.phantom'),
      sol('Phantom X'),
      sol('Phantasm'),
      evm('Trust', 'com.trustwallet.app'),
      sol('TrustNot'),
      // Both have an rdns, and they differ: not one wallet, whatever the name says.
      {
        id: 'Coin',
        name: 'Coin',
        type: 'ANNOUNCED',
        namespace: 'bip122',
        rdns: 'com.other.coin',
      },
      evm('Coin', 'com.coin'),
    ])
    expect(merged.every((c) => c.type !== 'MULTI_CHAIN')).toBe(true)
    expect(merged).toHaveLength(7)
  })

  it('never merges two connectors of one namespace', () => {
    const merged = mergeConnectors([evm('Keplr', 'app.keplr'), evm('Keplr', 'app.keplr.beta')])
    expect(merged).toHaveLength(2)
    expect(isSameWalletConnector(evm('A', 'x'), evm('A', 'x'))).toBe(false)
  })

  it('makes the WalletConnect connectors of every namespace one row', () => {
    const merged = mergeConnectors([wc('eip155'), wc('solana'), wc('bip122'), sol('WalletConnect')])
    expect(names(merged)).toEqual(['WalletConnect[eip155,solana,bip122]', 'WalletConnect[solana]'])
    expect(merged[0]!.id).toBe('walletConnect')
    expect(choosableConnectors(merged[0], ['eip155', 'solana'])).toEqual([])
  })

  it('keeps SPEC §9 order: a merged row sits where its first connector was', () => {
    const context = { recent: ['Solflare'], featured: [] }
    const ordered = orderConnectors(
      [
        evm('Rabby', 'io.rabby'),
        sol('Phantom'),
        evm('Solflare', 'com.solflare'),
        sol('Solflare'),
        evm('Phantom', 'app.phantom'),
        { ...wc('eip155'), id: 'walletConnect' },
        wc('solana'),
        { id: 'email', name: 'Email', type: 'AUTH', namespace: 'eip155' },
      ],
      context,
    )
    expect(names(mergeConnectors(ordered))).toEqual([
      'WalletConnect[eip155,solana]',
      // Recent: Solflare's solana connector was used, so the row starts with it.
      'Solflare[solana,eip155]',
      'Rabby[eip155]',
      'Phantom[solana,eip155]',
      'Email[eip155]',
    ])
  })

  it('leaves a list without shared wallets as it is', () => {
    const list = [evm('Rabby', 'io.rabby'), sol('Solflare')]
    expect(mergeConnectors(list)).toEqual(list)
    expect(mergeConnectors([])).toEqual([])
  })
})

describe('mergeWalletItems', () => {
  const row = (connector: ConnectorInfo, extra: Partial<WalletListItem> = {}): WalletListItem => ({
    id: `${connector.namespace}:${connector.id}`,
    name: connector.name,
    connector,
    ...extra,
  })

  it('folds rows the directory recognised as one wallet, keeping the discovered connectors', () => {
    const okxEvm = evm('OKX Wallet', 'com.okex.wallet')
    const okxSol = sol('OKX')
    const items = [
      row(wc('eip155')),
      row(okxEvm, { explorerId: 'okx', imageUrl: 'https://example.com/okx.png' }),
      row(wc('solana')),
      row(okxSol, { explorerId: 'okx' }),
      { id: 'rainbow', name: 'Rainbow', explorerId: 'rainbow' },
    ]
    const merged = mergeWalletItems(items)
    expect(merged.map((item) => item.id)).toEqual([
      'eip155:walletConnect',
      'eip155:com.okex.wallet',
      'rainbow',
    ])
    const okx = merged[1]!
    expect(okx.imageUrl).toBe('https://example.com/okx.png')
    expect(okx.connector?.type).toBe('MULTI_CHAIN')
    expect(connectorsOf(okx.connector!)).toEqual([okxEvm, okxSol])
    const order = (namespaces: string[]) =>
      choosableConnectors(okx.connector, namespaces).map((c) => c.namespace)
    // The host's order of chains, whatever order the wallet announced them in.
    expect(order(['eip155', 'solana'])).toEqual(['eip155', 'solana'])
    expect(order(['solana', 'eip155'])).toEqual(['solana', 'eip155'])
  })
})
