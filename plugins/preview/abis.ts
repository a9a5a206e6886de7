import { parseAbi } from 'viem'

/**
 * The calls a preview knows. ERC-20 and ERC-721 share `transferFrom` and `approve` selectors:
 * which one a call is depends on the contract (read with `supportsInterface`), not the data.
 */
export const knownCallsAbi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amountOrTokenId)',
  'function approve(address spender, uint256 amountOrTokenId)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** Permit2's allowance calls (the same contract on every chain, `permit2Address`). */
export const permit2Abi = parseAbi([
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
  'struct PermitDetails { address token; uint160 amount; uint48 expiration; uint48 nonce; }',
  'struct PermitSingle { PermitDetails details; address spender; uint256 sigDeadline; }',
  'struct PermitBatch { PermitDetails[] details; address spender; uint256 sigDeadline; }',
  'function permit(address owner, PermitSingle permitSingle, bytes signature)',
  'function permit(address owner, PermitBatch permitBatch, bytes signature)',
])

/** Uniswap's Permit2, deployed at this address on every chain that has it. */
export const permit2Address = '0x000000000022D473030F116dDEE9F6B43aC78BA3'

/** What is read about each asset, in one multicall. */
export const assetReadsAbi = parseAbi([
  'function symbol() view returns (string)',
  'function name() view returns (string)',
  // uint256, not uint8: a hostile token answering 2^200 must decode, then be refused.
  'function decimals() view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
])

export const multicall3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
])

/** Multicall3's address on every chain. */
export const multicall3Address = '0xcA11bde05977b3631167028862bE2a173976CA11'
