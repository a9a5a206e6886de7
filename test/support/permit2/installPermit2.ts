// Uniswap's real Permit2 on anvil, at its canonical address (anvil_setCode), for the tests that
// preview permits. Permit2.json beside this file is the test artifact: Permit2's runtime code
// compiled from github.com/Uniswap/permit2 (MIT) at the commit, compiler and settings its
// `source`, `compiler` and `settings` fields name, with the two immutables Permit2's
// constructor sets filled as on Ethereum mainnet (its `immutables` field says how). None of
// Permit2's source is in this repository.
import { type Abi, type Address, createTestClient, type Hex, http } from 'viem'
import permit2Artifact from './Permit2.json' with { type: 'json' }

/** Permit2's address on every chain that has it. */
export const permit2Address = permit2Artifact.address as Address

/** Permit2's ABI, as compiled. */
export const permit2Abi = permit2Artifact.abi as Abi

/**
 * Places Permit2's runtime code at its canonical address on the anvil at `rpcUrl`.
 *
 * @param rpcUrl - The anvil node.
 * @returns Permit2's address.
 * @example
 * await installPermit2(node.rpcUrl)
 * await client.readContract({ address: permit2Address, abi: permit2Abi, functionName: 'DOMAIN_SEPARATOR' })
 */
export async function installPermit2(rpcUrl: string): Promise<Address> {
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setCode({
    address: permit2Address,
    bytecode: permit2Artifact.deployedBytecode as Hex,
  })
  return permit2Address
}
