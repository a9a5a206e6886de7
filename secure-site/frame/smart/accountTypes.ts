// What a smart account is made of: its network's services, and the key that owns it.
import type { Address, Hex, TypedDataDefinition } from 'viem'

/** What GET /api/v1/smart-accounts lists per network. */
export type SmartAccountNetwork = {
  chainId: number
  rpcUrl: string
  bundlerUrl: string
  paymasterUrl?: string | undefined
  entryPoint: Address
  factory: Address
}

/** How the frame signs as the embedded key (the server's `/sign`). */
export type OwnerSigner = {
  address: Address
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
  signMessage(message: Hex): Promise<Hex>
}
