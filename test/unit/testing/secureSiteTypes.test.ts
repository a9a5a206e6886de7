// @gangway/secure-site ships type declarations for its public entries: a dapp's TypeScript test
// importing `@gangway/secure-site/testing` gets the site's types, not `any`. The package's own
// declaration build runs, then tsc checks a consumer that resolves the package as a dapp does
// (node_modules, `exports` and `types`; none of this repository's paths).
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../../..')
const tsc = join(root, 'node_modules/typescript/bin/tsc')
// Under the repository (so node_modules/@gangway/secure-site resolves), outside its tsconfig.
const consumer = join(root, 'test-results/secure-site-types')

const consumerSource = `
import { createSecureSite, type SecureSiteOptions } from '@gangway/secure-site'
import { type Mailbox, startTestSecureSite } from '@gangway/secure-site/testing'

export async function loginCode(address: string): Promise<string> {
  const site = await startTestSecureSite({ allowedOrigins: ['http://127.0.0.1:3000'] })
  const mailbox: Mailbox = site.mailbox
  const code: string = await mailbox.latestCode(address)
  // @ts-expect-error latestCode takes an address: \`any\` would accept a number.
  await mailbox.latestCode(42)
  // @ts-expect-error the test site has no such option: \`any\` would accept it.
  await startTestSecureSite({ notAnOption: true })
  await site.close()
  return code
}

export const options: Pick<SecureSiteOptions, 'allowedOrigins'> = { allowedOrigins: [] }
export const create: typeof createSecureSite = createSecureSite
`

const consumerConfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: ['node'],
    typeRoots: [join(root, 'node_modules/@types')],
  },
  files: ['consumer.ts'],
}

function run(args: string[]) {
  const result = spawnSync(process.execPath, [tsc, ...args], { encoding: 'utf8' })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('@gangway/secure-site type declarations', () => {
  it('a consumer importing the package and its testing entry is type-checked against them', {
    timeout: 300_000,
  }, () => {
    const built = run(['-p', join(root, 'secure-site/tsconfig.types.json')])
    expect(built.output).toBe('')
    rmSync(consumer, { recursive: true, force: true })
    mkdirSync(consumer, { recursive: true })
    writeFileSync(join(consumer, 'consumer.ts'), consumerSource)
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(consumerConfig))
    const checked = run(['-p', join(consumer, 'tsconfig.json')])
    expect(checked.output).toBe('')
    expect(checked.status).toBe(0)
  })
})
