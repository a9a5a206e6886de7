// Compiles the repo's Solidity offline with solc-js into committed JSON artifacts: the smart
// account the secure site's operators deploy (secure-site/contracts) and the test contracts
// (test/support/contracts). test/integration/contracts.test.ts recompiles and compares.
// Usage: node scripts/compile-contracts.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import solc from 'solc'

const require = createRequire(import.meta.url)
// OpenZeppelin as @account-abstraction/contracts depends on it (v5): the root's copy is v3,
// which another package (Uniswap's contracts) pins.
const accountAbstraction = createRequire(
  require.resolve('@account-abstraction/contracts/package.json'),
)
/** `@account-abstraction/contracts/…` and `@openzeppelin/contracts/…` from node_modules. */
function findImports(path) {
  for (const from of [accountAbstraction, require])
    try {
      return { contents: readFileSync(from.resolve(path), 'utf8') }
    } catch {}
  return { error: `not found: ${path}` }
}

/** The folders whose `.sol` files compile into their own `artifacts/`. */
export const contractDirs = [
  resolve(import.meta.dirname, '../secure-site/contracts'),
  resolve(import.meta.dirname, '../test/support/contracts'),
]

export function compileContracts(dir) {
  const sources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.sol'))
      .map((file) => [file, { content: readFileSync(join(dir, file), 'utf8') }]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      evmVersion: 'cancun',
      outputSelection: {
        '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
      },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports }))
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
  if (errors.length) throw new Error(errors.map((error) => error.formattedMessage).join('\n'))
  const artifacts = {}
  for (const [file, contracts] of Object.entries(output.contracts)) {
    // Imported library contracts come from their packages' own artifacts, not from here.
    if (!(file in sources)) continue
    for (const [name, contract] of Object.entries(contracts)) {
      const artifact = {
        contractName: name,
        sourceName: file,
        compiler: `solc ${solc.version()}`,
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      }
      artifacts[`${name}.json`] = `${JSON.stringify(artifact, null, 2)}\n`
    }
  }
  return artifacts
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const dir of contractDirs) {
    for (const [file, text] of Object.entries(compileContracts(dir))) {
      writeFileSync(join(dir, 'artifacts', file), text)
      console.log(`compiled ${file}`)
    }
  }
}
