import type { Kernel, Network } from 'gangway/kernel'
import { FetchTransactionsError } from './errors.js'
import { getSent } from './sentTransactions.js'
import type { HistoryPage, HistorySource, HistoryStatus, NftHolding } from './types.js'

/** What the Activity and NFTs views ask of the host's sources. */
export type HistoryService = {
  /**
   * A page from the first source that serves the network; when it fails on the first page,
   * the next one that does. The cursor names the source that gave it.
   *
   * @throws FetchTransactionsError ('Failed to fetch transactions') when none could.
   */
  getPage(parameters: {
    address: string
    network: Network
    cursor?: string | undefined
  }): Promise<HistoryPage>
  getNfts(parameters: { address: string; network: Network }): Promise<readonly NftHolding[]>
  getStatus(parameters: {
    network: Network
    id: string
    from?: string | undefined
    nonce?: number | undefined
  }): Promise<HistoryStatus>
}

const services = new WeakMap<Kernel, HistoryService>()

/** The instance's history service, built on first use over the host's sources. */
export function getHistoryService(kernel: Kernel): HistoryService {
  let service = services.get(kernel)
  if (!service) {
    service = createHistoryService(kernel)
    services.set(kernel, service)
  }
  return service
}

function createHistoryService(kernel: Kernel): HistoryService {
  const context = {
    kernel,
    http: kernel.http,
    getSent: (parameters: Parameters<typeof getSent>[1]) => getSent(kernel, parameters),
  }
  let loaded: Promise<readonly (HistorySource | undefined)[]> | undefined
  const sources = () =>
    (loaded ??= kernel.request({ method: 'history_settings' }).then(({ sources: definitions }) =>
      Promise.all(
        definitions.map((definition) =>
          definition.load(context).catch((error: unknown) => {
            kernel.log.warn(`history source ${definition.name} failed to load`, error)
            return undefined
          }),
        ),
      ),
    ))
  const serving = async (network: Network) =>
    (await sources())
      .map((source, index) => ({ source, index }))
      .filter(
        (entry): entry is { source: HistorySource; index: number } =>
          !!entry.source?.supports(network),
      )

  return {
    async getPage({ address, network, cursor }) {
      const candidates = await serving(network)
      // `index|cursor`: a later page goes back to the source that gave the first.
      const match = cursor ? /^(\d+)\|(.*)$/s.exec(cursor) : null
      const pinned = match ? candidates.filter((c) => c.index === Number(match[1])) : candidates
      let lastError: unknown
      for (const { source, index } of pinned) {
        try {
          const page = await source.getTransactions({ address, network, cursor: match?.[2] })
          return {
            transactions: page.transactions,
            cursor: page.cursor === undefined ? undefined : `${index}|${page.cursor}`,
          }
        } catch (error) {
          kernel.log.warn(`history source ${source.name} failed`, error)
          lastError = error
        }
      }
      throw new FetchTransactionsError({ cause: lastError })
    },
    async getNfts({ address, network }) {
      let lastError: unknown
      for (const { source } of await serving(network)) {
        if (!source.getNfts) continue
        try {
          return await source.getNfts({ address, network })
        } catch (error) {
          lastError = error
        }
      }
      if (lastError) throw lastError
      return []
    },
    async getStatus(parameters) {
      for (const { source } of await serving(parameters.network))
        if (source.getStatus) return source.getStatus(parameters)
      return 'pending'
    },
  }
}
