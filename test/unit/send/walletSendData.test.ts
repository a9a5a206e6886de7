import { describe, expect, it } from 'vitest'
import { readWalletSendData } from '../../../plugins/send/readWalletSendData.js'
import type { WalletSendData } from '../../../plugins/send/state.js'

const nft: WalletSendData['nft'] = {
  caipNetworkId: 'eip155:1',
  contract: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  tokenId: '7',
  standard: 'erc1155',
  balance: '5',
  name: 'Gem',
  collection: 'Gems',
  imageUrl: 'https://img.example/7.png',
}

describe('WalletSend opened with an NFT (WalletSendData)', () => {
  it('becomes the token the form sends: the contract, the id, the balance, decimals 0', () => {
    expect(readWalletSendData({ nft }, 'eip155:1')).toEqual({
      name: 'Gems',
      symbol: 'Gem',
      caipNetworkId: 'eip155:1',
      address: nft.contract,
      value: 5n,
      decimals: 0,
      formatted: '5',
      iconUrl: 'https://img.example/7.png',
      nft: { tokenId: 7n, standard: 'erc1155' },
    })
    // One ERC-721 token is one item, whatever the balance says.
    expect(
      readWalletSendData({ nft: { ...nft, standard: 'erc721', balance: '9' } }, 'eip155:1')?.value,
    ).toBe(1n)
  })

  it('is ignored on another network and when a field is not sound', () => {
    expect(readWalletSendData({ nft }, 'eip155:8453')).toBeUndefined()
    expect(readWalletSendData(undefined, 'eip155:1')).toBeUndefined()
    for (const bad of [
      { tokenId: '-1' },
      { tokenId: '1e3' },
      { balance: 'lots' },
      { standard: 'erc20' },
      { contract: 7 },
    ])
      expect(readWalletSendData({ nft: { ...nft, ...bad } }, 'eip155:1')).toBeUndefined()
  })

  it('keeps hostile text as plain text and images https or data only', () => {
    const token = readWalletSendData(
      {
        nft: {
          ...nft,
          name: '\u202E<img src=x onerror=alert(1)>',
          imageUrl: 'javascript:alert(1)',
        },
      },
      'eip155:1',
    )
    expect(token?.symbol).toBe('<img src=x onerror=alert(1)>')
    expect(token?.iconUrl).toBeUndefined()
  })
})
