import { sanitizeText } from './sanitizeText.js'
import type {
  ChainPreviewParameters,
  PluginPreviewWarning,
  PreviewCheckParameters,
  PreviewRequestParameters,
  PreviewWarning,
  TransactionPreview,
} from './types/preview.js'
import type { Kernel } from './types.js'

export type {
  ChainPreviewParameters,
  PluginPreviewWarning,
  PreviewAction,
  PreviewApproval,
  PreviewAsset,
  PreviewAssetFlag,
  PreviewChange,
  PreviewCheckParameters,
  PreviewRequestParameters,
  PreviewTarget,
  PreviewWarning,
  TransactionPreview,
} from './types/preview.js'

/** The preview of a request no enabled chain can preview: only the raw data is known. */
export const unknownPreview: TransactionPreview = {
  confidence: 'unknown',
  send: [],
  receive: [],
  allow: [],
  warnings: [],
  actions: [],
}

/**
 * Shows what a request will do before anyone signs it: asks the request's chain adapter
 * (`ChainAdapter.previewRequest`, loaded lazily with the adapter's own preview code) on the
 * host's configured RPC, and nothing else. A chain that cannot preview, or a network that is
 * not configured, answers `unknownPreview` (confidence `unknown`); a failing RPC rejects.
 *
 * @param kernel - The instance.
 * @param parameters - The network, the visitor's address and the request (or transfer).
 * @returns The assets out and in, approvals, fee, failure and warnings.
 * @example
 * const preview = await previewRequest(kernel, {
 *   caipNetworkId: 'eip155:1',
 *   from: '0xf39F…2266',
 *   request: { method: 'eth_sendTransaction', params: [{ to: usdc, data: '0xa9059cbb…' }] },
 * })
 * preview.send // [{ asset: { kind: 'token', symbol: 'USDC', decimals: 6, … }, amount: 5_000_000n }]
 */
export async function previewRequest(
  kernel: Kernel,
  parameters: PreviewRequestParameters,
): Promise<TransactionPreview> {
  const { caipNetworkId, ...rest } = parameters
  const network = kernel.networks.get(caipNetworkId)
  if (!network || !kernel.chains.has(network.chainNamespace)) return unknownPreview
  const adapter = await kernel.chains.load(network.chainNamespace)
  if (!adapter.previewRequest) return unknownPreview
  const preview = await adapter.previewRequest({ ...rest, network } as ChainPreviewParameters)
  return withPluginWarnings(kernel, { ...parameters, preview })
}

/** How long a plugin's check may take before the preview is shown without it. */
export const previewCheckTimeout = 3_000

/**
 * Adds what the enabled plugins' `previewWarnings` checks say (a host's own security check,
 * a scam list): each runs at once beside the others, at most `previewCheckTimeout`; a check
 * that fails or runs late is logged and left out, never the preview's failure. Their warnings
 * follow a failure and precede Gangway's own (`danger`) or follow them (`caution`); each is
 * named after its plugin, whatever the plugin says, and its text is cleaned and cut.
 */
async function withPluginWarnings(
  kernel: Kernel,
  parameters: PreviewCheckParameters,
): Promise<TransactionPreview> {
  const checks = kernel.options.plugins.filter((plugin) => plugin.previewWarnings)
  if (checks.length === 0) return parameters.preview
  const said = await Promise.all(
    checks.map(async (plugin) => {
      let timer: unknown
      try {
        const late = new Promise<never>((_, reject) => {
          timer = kernel.env.setTimeout(
            () => reject(new Error(`no answer in ${previewCheckTimeout} ms`)),
            previewCheckTimeout,
          )
        })
        // A check that throws at once rejects like one that fails later.
        const answer = Promise.resolve(parameters).then(plugin.previewWarnings!)
        const warnings = await Promise.race([answer, late])
        return (Array.isArray(warnings) ? warnings : []).flatMap(
          (warning: Partial<PluginPreviewWarning>): PreviewWarning[] => {
            const message =
              typeof warning?.message === 'string' ? sanitizeText(warning.message, 300) : ''
            if (!message) return []
            const level = warning.level === 'danger' ? 'danger' : 'caution'
            return [{ kind: 'plugin', plugin: plugin.name, level, message }]
          },
        )
      } catch (error) {
        kernel.log.warn(`[${plugin.name}] its preview check failed`, error)
        return []
      } finally {
        kernel.env.clearTimeout(timer)
      }
    }),
  )
  const added = said.flat()
  const { warnings } = parameters.preview
  const failure = warnings.filter((w) => w.kind === 'willFail')
  return {
    ...parameters.preview,
    warnings: [
      ...failure,
      ...added.filter((w) => w.kind === 'plugin' && w.level === 'danger'),
      ...warnings.filter((w) => w.kind !== 'willFail'),
      ...added.filter((w) => w.kind === 'plugin' && w.level === 'caution'),
    ],
  }
}
