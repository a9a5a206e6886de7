import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { CatalogueLoader } from '../../../kernel/types.js'
import { lazyCatalogues } from '../../../ui-shell/kit/lazyCatalogues.js'

const root = join(import.meta.dirname, '../../..')
/** Every plugin's and chain's `locales/index.ts`: each is one `lazyCatalogues` table. */
const tables = ['plugins', 'chains'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .map((name) => `${folder}/${name}/locales/index.ts`)
    .filter((path) => {
      try {
        return readdirSync(join(root, path, '..')).includes('index.ts')
      } catch {
        return false
      }
    }),
)

describe('lazyCatalogues', () => {
  it("answers a shipped locale's catalogue and undefined for one it does not ship", async () => {
    let imported = 0
    const load = lazyCatalogues({
      de: async () => {
        imported++
        return { default: { 'swap.title': 'Tauschen' } }
      },
    })
    expect(imported).toBe(0)
    expect(await load('de')).toEqual({ 'swap.title': 'Tauschen' })
    expect(imported).toBe(1)
    expect(await load('fr')).toBeUndefined()
  })

  it('answers undefined for a tag that names a property of every object', async () => {
    const load = lazyCatalogues({ de: async () => ({ default: { a: 'b' } }) })
    for (const tag of ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf'])
      expect(await load(tag)).toBeUndefined()
  })

  it('merges other catalogues under its own, its own key winning', async () => {
    const embedded: CatalogueLoader = async (locale) =>
      locale === 'de' ? { shared: 'eingebettet', onlyEmbedded: 'x' } : undefined
    const load = lazyCatalogues(
      { de: async () => ({ default: { shared: 'eigen', onlyOwn: 'y' } }) },
      { merge: [embedded] },
    )
    expect(await load('de')).toEqual({ shared: 'eigen', onlyEmbedded: 'x', onlyOwn: 'y' })
    expect(await load('fr')).toBeUndefined()
  })

  it.each(tables)('%s loads German and nothing for a hostile tag', async (path) => {
    expect(tables.length).toBeGreaterThanOrEqual(12)
    const { load } = (await import(join(root, path))) as { load: CatalogueLoader }
    const german = await load('de')
    expect(Object.keys(german ?? {}).length).toBeGreaterThan(0)
    for (const value of Object.values(german ?? {})) expect(typeof value).toBe('string')
    expect(await load('__proto__')).toBeUndefined()
    expect(await load('hasOwnProperty')).toBeUndefined()
    expect(await load('xx')).toBeUndefined()
  })
})
