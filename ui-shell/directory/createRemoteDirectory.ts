import { type Kernel, sdkType, sdkVersion } from 'gangway/kernel'
import { sanitizeWallet } from './sanitizeWallet.js'
import type { Directory } from './types.js'
import { walletsResponseSchema } from './walletsResponseSchema.js'

// SPEC §7: every directory call carries projectId, st (SDK type) and sv (SDK version).
export { sdkType, sdkVersion }

/** A slow directory must not hold the list up: after this, the bundled list answers. */
export const remoteDirectoryTimeout = 4_000

export type RemoteDirectoryParameters = {
  /** Base URL, e.g. `https://directory.example.com`. */
  url: string
  projectId?: string | undefined
  /** Per request (default 4 s, below the kernel's 10 s). */
  timeout?: number | undefined
}

const list = (values: readonly string[] | undefined) =>
  values?.length ? values.join(',') : undefined

/**
 * A hosted directory speaking SPEC §7's `GET /getWallets` (page, entries, include, exclude,
 * chains, search, badge_type → `{ data, count }`) and `GET /getWalletImage/{id}`. Responses
 * are checked with zod; entries are cleaned like the bundled ones. Failures reject: the
 * caller falls back to the bundled list.
 *
 * @example
 * const directory = createRemoteDirectory(kernel, { url: 'https://directory.example.com' })
 */
export function createRemoteDirectory(
  kernel: Kernel,
  parameters: RemoteDirectoryParameters,
): Directory {
  const base = parameters.url.replace(/\/+$/, '')
  const common = { projectId: parameters.projectId, st: sdkType, sv: sdkVersion }
  const imageQuery = new URLSearchParams(
    Object.entries(common).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString()
  return {
    async getWallets(query) {
      const response = await kernel.http.request(`${base}/getWallets`, {
        query: {
          ...common,
          page: query.page,
          entries: query.entries,
          search: query.search || undefined,
          include: list(query.include),
          exclude: list(query.exclude),
          chains: list(query.chains),
          badge_type: query.badge_type,
        },
        schema: walletsResponseSchema,
        timeout: parameters.timeout ?? remoteDirectoryTimeout,
        retryCount: 1,
      })
      return {
        data: response.data.map(sanitizeWallet).filter((wallet) => wallet !== undefined),
        count: response.count,
      }
    },
    getImageUrl(wallet) {
      if (wallet.image_url) return wallet.image_url
      if (!wallet.image_id) return undefined
      const url = new URL(
        `${base}/getWalletImage/${encodeURIComponent(wallet.image_id)}?${imageQuery}`,
      )
      // The host configured this URL; a same-origin one is used as a path, others need https.
      if (kernel.env.origin && url.origin === kernel.env.origin) return url.pathname + url.search
      return url.protocol === 'https:' ? url.href : undefined
    },
  }
}
