import type { Hex } from 'viem'

/** Anvil's first two development keys (public test keys: never use them for real funds). */
export const anvilPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const satisfies readonly Hex[]

/** Methods that open a prompt in a real wallet: the controls apply to these. */
export const promptingMethods: readonly string[] = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_requestExecutionPermissions',
  'wallet_grantPermissions',
  'wallet_revokeExecutionPermission',
]
