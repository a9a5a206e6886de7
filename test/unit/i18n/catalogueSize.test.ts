import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

// Issue 23: a locale catalogue is at most 2 KiB gzip, each its own lazy chunk. Bundled here as
// a host's build makes the chunk (minified, text kept as UTF-8, gzip -9), so a catalogue that
// grows past it fails in seconds rather than in `npm run size`.
const root = resolve(import.meta.dirname, '../../..')
const budget = 2 * 1024

const folders = [
  'ui-shell/i18n/locales',
  'ui-shell/i18n/locales/session',
  ...readdirSync(join(root, 'plugins'))
    .map((plugin) => `plugins/${plugin}/locales`)
    .filter((folder) => {
      try {
        return readdirSync(join(root, folder)).length > 0
      } catch {
        return false
      }
    }),
]

const files = folders.flatMap((folder) =>
  readdirSync(join(root, folder))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => `${folder}/${file}`),
)

async function gzipBytes(path: string): Promise<number> {
  const { outputFiles } = await build({
    entryPoints: [join(root, path)],
    bundle: true,
    format: 'esm',
    minify: true,
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  })
  return gzipSync(outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length
}

describe('locale catalogue size', () => {
  it.each(files)('%s is at most 2 KiB gzip', async (path) => {
    expect(await gzipBytes(path)).toBeLessThanOrEqual(budget)
  })
})
