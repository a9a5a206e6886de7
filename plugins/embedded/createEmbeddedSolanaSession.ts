import { type CaipNetworkId, InvalidWalletDataError, type Kernel } from 'gangway/kernel'
import type { SolanaAdapter } from 'gangway/solana'
import * as z from 'zod/mini'
import type { EmbeddedWallet } from './embeddedWalletTypes.js'
import { EmbeddedRpcError, toEmbeddedRpcError } from './errors.js'

// zod/mini's object, enum, optional, boolean, string + regex and number only (protocol.ts says
// why): integers are checked with a regex over their text rather than zod's int check.
const base64 = z.string().check(z.regex(/^[A-Za-z0-9+/]{1,2000000}={0,2}$/))
const wholeNumber = z.number().check(z.refine((n) => Number.isSafeInteger(n) && n >= 0))
/** SPEC §6: the options of `solana_signAndSendTransaction`. */
const sendOptionsSchema = z.object({
  skipPreflight: z.optional(z.boolean()),
  preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
  maxRetries: z.optional(wholeNumber),
  minContextSlot: z.optional(wholeNumber),
})
const signAndSendSchema = z.object({
  transaction: base64,
  sendOptions: z.optional(sendOptionsSchema),
  options: z.optional(sendOptionsSchema),
})

const bytesOfBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

/** The signed transaction the frame answers for `solana_signAndSendTransaction`. */
function readSigned(answer: unknown): Uint8Array {
  const signed = (answer as { transaction?: unknown } | null)?.transaction
  if (typeof signed !== 'string' || !base64.safeParse(signed).success)
    throw new InvalidWalletDataError('The frame answered without a signed transaction.')
  return bytesOfBase64(signed)
}

/**
 * The solana side of the embedded wallet: the session-provider shape (`methods`,
 * `getAccounts`, `request`) that the solana plugin wraps as a Wallet Standard wallet, as it
 * does for a relay session. SPEC §6's four signing methods go to the frame's approval: a
 * batch (`solana_signAllTransactions`) is one approval for all its transactions;
 * `solana_signAndSendTransaction` is approved and signed in the frame, then sent here through
 * the host's RPC for the cluster with the dapp's options (the secure site does no chain I/O).
 *
 * @example
 * const provider = createEmbeddedSolanaSession(kernel, wallet, address)
 * await provider.request({ method: 'solana_signAllTransactions', params: { transactions } })
 */
export function createEmbeddedSolanaSession(
  kernel: Kernel,
  { wallet, address }: { wallet: EmbeddedWallet; address: string },
) {
  const networkOf = (chain: CaipNetworkId | undefined) => {
    const active = kernel.networks.getActiveId('solana')
    return (
      (chain && kernel.networks.get(chain)) || (active && kernel.networks.get(active)) || undefined
    )
  }
  return {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAllTransactions',
      'solana_signAndSendTransaction',
    ] as const,
    getAccounts: () => [{ address }],
    async request(args: { method: string; params?: unknown }, chain?: CaipNetworkId) {
      const { approvalNetwork, requestApproval } = await import('./requestApproval.js')
      // How the approval view names the network and its coin (display only).
      const network = networkOf(chain)
      const display = network ? { network: approvalNetwork(network) } : {}
      // A rejection in the frame leaves as 4001, which the solana plugin reads as declined.
      try {
        if (args.method !== 'solana_signAndSendTransaction')
          return await requestApproval(kernel, {
            wallet,
            request: {
              method: args.method,
              params: args.params,
              ...display,
            },
          })
        const parsed = signAndSendSchema.safeParse(args.params)
        if (!parsed.success)
          throw new EmbeddedRpcError(
            -32602,
            'solana_signAndSendTransaction takes { transaction: base64, sendOptions? }.',
          )
        if (!network) throw new EmbeddedRpcError(4901, 'No solana network is configured.')
        const options = parsed.data.sendOptions ?? parsed.data.options ?? {}
        const signed = readSigned(
          await requestApproval(kernel, {
            wallet,
            request: {
              method: args.method,
              params: { transaction: parsed.data.transaction, sendOptions: options },
              ...display,
            },
          }),
        )
        const adapter = (await kernel.chains.load('solana')) as SolanaAdapter
        const signature = await adapter.sendSignedTransaction({
          network,
          transaction: signed,
          options,
        })
        return { signature }
      } catch (error) {
        throw toEmbeddedRpcError(error)
      }
    },
  }
}
