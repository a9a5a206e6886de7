// ARCHITECTURE principle 1: "The kernel knows nothing about EVM, Solana, swaps or e-mail."
// Its code (comments aside) names no chain namespace, no plugin's views, options or storage:
// those live in the plugins and reach the kernel through hooks every plugin can use.
// Left by design: SPEC's connector types and connector order (`WALLET_CONNECT`,
// 'walletConnect') and connect methods ('email', 'social', 'wallet'), the `walletConnect`
// host option, and the entry icon named 'swap'.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const kernel = join(import.meta.dirname, '../../../kernel')
const code = (file: string) =>
  readFileSync(join(kernel, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1')

const forbidden = [
  /['"`](eip155|solana|bip122|polkadot|cosmos)['"`]/,
  /siwe|siwx/i,
  /ConnectingWalletConnect|WalletSend|WalletReceive|onramp/,
  /frame\/|connected-social|google|farcaster/,
]

describe('the kernel names no feature', () => {
  const files = readdirSync(kernel, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.ts'),
  )

  it.each(files)('%s', (file) => {
    const source = code(file)
    for (const pattern of forbidden) expect(source).not.toMatch(pattern)
  })
})
