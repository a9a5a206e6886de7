// Issue 36 item 2, the host's side: the embedded wallet's solana session offers SPEC §6's four
// signing methods to the solana plugin, and refuses a solana_signAndSendTransaction it cannot
// send before the visitor is asked anything.
import type { Kernel } from 'gangway/kernel'
import { describe, expect, it, vi } from 'vitest'
import { createEmbeddedSolanaSession } from '../../../plugins/embedded/createEmbeddedSolanaSession.js'
import type { EmbeddedWallet } from '../../../plugins/embedded/createEmbeddedWallet.js'

const visitor = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

function setup() {
  const network = {
    id: 'localnet',
    name: 'Solana Localnet',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    caipNetworkId: 'solana:localnet',
  }
  const kernel = {
    networks: {
      get: (id: string) => (id === 'solana:localnet' ? network : undefined),
      getActiveId: () => 'solana:localnet',
    },
  } as unknown as Kernel
  const frame = vi.fn()
  const wallet = { frame } as unknown as EmbeddedWallet
  return { session: createEmbeddedSolanaSession(kernel, { wallet, address: visitor }), frame }
}

describe('the embedded solana session (issue 36 item 2)', () => {
  it('offers signMessage, signTransaction, signAllTransactions and signAndSendTransaction', () => {
    expect(setup().session.methods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ])
  })

  it('refuses malformed solana_signAndSendTransaction params (-32602) without asking the frame', async () => {
    const { session, frame } = setup()
    for (const params of [
      undefined,
      { transaction: 'not base64!' },
      { transaction: 'AQ==', sendOptions: { maxRetries: -1 } },
      { transaction: 'AQ==', sendOptions: { maxRetries: 1.5 } },
      { transaction: 'AQ==', sendOptions: { minContextSlot: '7' } },
      { transaction: 'AQ==', sendOptions: { preflightCommitment: 'recent' } },
      { transaction: 'AQ==', sendOptions: { skipPreflight: 'yes' } },
    ])
      await expect(
        session.request({ method: 'solana_signAndSendTransaction', params }),
      ).rejects.toMatchObject({ code: -32602 })
    expect(frame).not.toHaveBeenCalled()
  })
})
