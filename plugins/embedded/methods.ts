/**
 * SPEC §6 embedded wallet RPC: the read methods plus eth_sendRawTransaction and
 * user-operation reads pass to the host's RPC without asking the visitor.
 */
export const safeMethods = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_listening',
  'net_version',
  'web3_clientVersion',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/** SPEC §6: methods the visitor approves in the frame's ApproveTransaction view. */
export const approvalMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/**
 * The approval methods this version of the frame can sign (wallet_sendCalls and the
 * ERC-7715 sessions methods: with a smart account).
 */
export const frameSignableMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

/** EIP-5792 reads the frame answers for the smart account (no approval). */
export const frameAnsweredMethods = ['wallet_getCallsStatus', 'wallet_getCapabilities'] as const

export type SafeMethod = (typeof safeMethods)[number]
export type ApprovalMethod = (typeof approvalMethods)[number]

/** Where SPEC §6 sends a method: the host's RPC, the frame's approval, or a rejection. */
export type MethodRoute = 'safe' | 'approval' | 'rejected'

/**
 * SPEC §6: safe methods go to the host's RPC, approval methods to the frame, everything
 * else is rejected ('Requested RPC call is not allowed').
 *
 * @example
 * routeMethod('personal_sign') // 'approval'
 */
export function routeMethod(method: string): MethodRoute {
  if ((safeMethods as readonly string[]).includes(method)) return 'safe'
  if ((approvalMethods as readonly string[]).includes(method)) return 'approval'
  return 'rejected'
}
