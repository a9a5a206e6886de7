// Compiles the test contracts offline with solc-js into committed JSON artifacts.
// Usage: node scripts/compile-contracts.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import solc from 'solc'

const require = createRequire(import.meta.url)
/** `@account-abstraction/contracts/…` and `@openzeppelin/contracts/…` from node_modules. */
function findImports(path) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch {
    return { error: `not found: ${path}` }
  }
}

const dir = resolve(import.meta.dirname, '../test/support/contracts')
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
if (errors.length) {
  for (const error of errors) console.error(error.formattedMessage)
  process.exit(1)
}
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
    writeFileSync(join(dir, 'artifacts', `${name}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`compiled ${name}`)
  }
}
