// Issue 39's budget: nothing of gangway/testing reaches a host's production bundle. A host
// importing gangway (and eip155, the React bindings) is bundled with every lazy chunk, and
// neither its inputs nor its output hold any of the kit.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { build, type Plugin } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { entrySources } from '../../../scripts/packageEntries.mjs'

const root = resolve(import.meta.dirname, '../../..')

/** `gangway/…` resolves to the sources, as the package's build does. */
const packageEntries: Plugin = {
  name: 'gangway-package-entries',
  setup(context) {
    context.onResolve({ filter: /^gangway(\/.*)?$/ }, (args) => {
      const path = (entrySources as Record<string, string>)[args.path]
      return path ? { path } : undefined
    })
  },
}

/** Bundles a host page (all chunks, lazy ones included); its input files and its text. */
async function bundleHost(source: string) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    outdir: '/bundle',
    metafile: true,
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
    plugins: [packageEntries],
  })
  return {
    inputs: Object.keys(result.metafile.inputs),
    text: result.outputFiles.map((file) => file.text).join('\n'),
  }
}

/** What only the kit holds: its folder, its wallet's rdns and bridge names. */
function kitTraces(host: { inputs: string[]; text: string }): string[] {
  return [
    ...host.inputs.filter((input) => input.startsWith('testing/')),
    ...['dev.gangway.testing', '__gangwayTestWallet', 'Gangway Test Wallet'].filter((marker) =>
      host.text.includes(marker),
    ),
  ]
}

describe('gangway/testing stays out of hosts', () => {
  it('a host importing gangway, eip155 and the React bindings holds none of it', async () => {
    const host = await bundleHost(`
      import { createGangway } from 'gangway'
      import { eip155 } from 'gangway/eip155'
      import { ConnectButton, GangwayProvider } from 'gangway/react'
      export { createGangway, eip155, ConnectButton, GangwayProvider }
    `)
    expect(host.inputs.some((input) => input.startsWith('kernel/'))).toBe(true)
    expect(kitTraces(host)).toEqual([])
  }, 60_000)

  it('no shipped folder imports it (any plugin or chain a host enables)', () => {
    // git grep over the working files: exit 1 = nothing found.
    const pattern = `(from|import\\()\\s*['"](gangway/testing|(\\.\\./)+testing/)`
    const folders = ['index.ts', 'kernel', 'chains', 'plugins', 'adapters', 'ui-shell']
    const grep = (paths: string[]) =>
      spawnSync('git', ['grep', '-l', '-E', pattern, '--', ...paths], {
        cwd: root,
        encoding: 'utf8',
      })
    const shipped = grep(folders)
    expect(shipped.status, shipped.stderr).toBe(1)
    expect(shipped.stdout).toBe('')
    // The same search finds the kit's own users.
    expect(grep(['test/e2e']).stdout).toContain('test/e2e/testing-kit.spec.ts')
  })

  it('the check sees the kit when a bundle does import it', async () => {
    const host = await bundleHost(`
      import { createTestWallet } from 'gangway/testing'
      export { createTestWallet }
    `)
    expect(kitTraces(host)).toEqual(
      expect.arrayContaining(['testing/createTestWallet.ts', 'dev.gangway.testing']),
    )
  }, 60_000)
})
