// The few functions the swap reads and writes, as JSON ABI (no parser in the bundle).
const address = (name: string) => ({ name, type: 'address' }) as const
const uint = (name: string) => ({ name, type: 'uint256' }) as const
const path = { name: 'path', type: 'address[]' } as const

export const uniswapV2RouterAbi = [
  {
    type: 'function',
    name: 'getAmountsOut',
    stateMutability: 'view',
    inputs: [uint('amountIn'), path],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'getAmountsIn',
    stateMutability: 'view',
    inputs: [uint('amountOut'), path],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapETHForExactTokens',
    stateMutability: 'payable',
    inputs: [uint('amountOut'), path, address('to'), uint('deadline')],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapTokensForExactETH',
    stateMutability: 'nonpayable',
    inputs: [uint('amountOut'), uint('amountInMax'), path, address('to'), uint('deadline')],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapTokensForExactTokens',
    stateMutability: 'nonpayable',
    inputs: [uint('amountOut'), uint('amountInMax'), path, address('to'), uint('deadline')],
    outputs: [{ name: 'amounts', type: 'uint256[]' }],
  },
  {
    type: 'function',
    name: 'swapExactETHForTokensSupportingFeeOnTransferTokens',
    stateMutability: 'payable',
    inputs: [uint('amountOutMin'), path, address('to'), uint('deadline')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'swapExactTokensForETHSupportingFeeOnTransferTokens',
    stateMutability: 'nonpayable',
    inputs: [uint('amountIn'), uint('amountOutMin'), path, address('to'), uint('deadline')],
    outputs: [],
  },
  {
    type: 'function',
    name: 'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    stateMutability: 'nonpayable',
    inputs: [uint('amountIn'), uint('amountOutMin'), path, address('to'), uint('deadline')],
    outputs: [],
  },
] as const

export const uniswapV2PairAbi = [
  {
    type: 'function',
    name: 'getReserves',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'reserve0', type: 'uint112' },
      { name: 'reserve1', type: 'uint112' },
      { name: 'blockTimestampLast', type: 'uint32' },
    ],
  },
] as const

export const erc20Abi = [
  {
    type: 'function',
    name: 'allowance',
    stateMutability: 'view',
    inputs: [address('owner'), address('spender')],
    outputs: [uint('')],
  },
  {
    type: 'function',
    name: 'approve',
    stateMutability: 'nonpayable',
    inputs: [address('spender'), uint('amount')],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'name',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'symbol',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'string' }],
  },
  {
    type: 'function',
    name: 'decimals',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ name: '', type: 'uint8' }],
  },
] as const

export const wrappedNativeAbi = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [uint('wad')],
    outputs: [],
  },
] as const

// QuoterV2 is not a view contract (it simulates the swap and reverts with the result), but
// it is only ever called through eth_call, so it is typed as view for multicall.
const quoteOutputs = [
  uint('amount'),
  { name: 'sqrtPriceX96AfterList', type: 'uint160[]' },
  { name: 'initializedTicksCrossedList', type: 'uint32[]' },
  uint('gasEstimate'),
] as const
const v3Path = { name: 'path', type: 'bytes' } as const

export const uniswapV3QuoterAbi = [
  {
    type: 'function',
    name: 'quoteExactInput',
    stateMutability: 'view',
    inputs: [v3Path, uint('amountIn')],
    outputs: quoteOutputs,
  },
  {
    type: 'function',
    name: 'quoteExactOutput',
    stateMutability: 'view',
    inputs: [v3Path, uint('amountOut')],
    outputs: quoteOutputs,
  },
] as const

export const uniswapV3PoolAbi = [
  {
    type: 'function',
    name: 'slot0',
    stateMutability: 'view',
    inputs: [],
    outputs: [
      { name: 'sqrtPriceX96', type: 'uint160' },
      { name: 'tick', type: 'int24' },
      { name: 'observationIndex', type: 'uint16' },
      { name: 'observationCardinality', type: 'uint16' },
      { name: 'observationCardinalityNext', type: 'uint16' },
      { name: 'feeProtocol', type: 'uint8' },
      { name: 'unlocked', type: 'bool' },
    ],
  },
] as const

const payable = <const name extends string, const inputs extends readonly unknown[]>(
  name: name,
  inputs: inputs,
) => ({ type: 'function', name, stateMutability: 'payable', inputs, outputs: [] }) as const
const params = <const components extends readonly unknown[]>(components: components) =>
  ({ name: 'params', type: 'tuple', components }) as const

/** v3-periphery's SwapRouter: the deadline is in each swap's parameters. */
export const uniswapV3SwapRouterAbi = [
  payable('exactInput', [
    params([
      v3Path,
      address('recipient'),
      uint('deadline'),
      uint('amountIn'),
      uint('amountOutMinimum'),
    ]),
  ]),
  payable('exactOutput', [
    params([
      v3Path,
      address('recipient'),
      uint('deadline'),
      uint('amountOut'),
      uint('amountInMaximum'),
    ]),
  ]),
  payable('unwrapWETH9', [uint('amountMinimum'), address('recipient')]),
  payable('refundETH', []),
  payable('multicall', [{ name: 'data', type: 'bytes[]' }]),
] as const

/** swap-router-contracts' SwapRouter02: no deadline in the swap, a deadline multicall. */
export const uniswapSwapRouter02Abi = [
  payable('exactInput', [
    params([v3Path, address('recipient'), uint('amountIn'), uint('amountOutMinimum')]),
  ]),
  payable('exactOutput', [
    params([v3Path, address('recipient'), uint('amountOut'), uint('amountInMaximum')]),
  ]),
  payable('unwrapWETH9', [uint('amountMinimum'), address('recipient')]),
  payable('refundETH', []),
  payable('multicall', [uint('deadline'), { name: 'data', type: 'bytes[]' }]),
] as const
