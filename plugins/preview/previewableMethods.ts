/** The EVM wallet requests a preview reads. */
export const previewableMethods = [
  'eth_sendTransaction',
  'wallet_sendCalls',
  'eth_sendUserOperation',
  'eth_signTypedData_v4',
  'eth_signTypedData_v3',
  'eth_signTypedData',
] as const
