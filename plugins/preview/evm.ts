// The EVM preview toolkit: everything that needs viem, one lazy chunk. `index.ts` loads it
// with `import()` on the first preview, so importing `gangway/preview` costs a page nothing.
export { decodeCall } from './decodeCall.js'
export { decodeTypedData, type EvmTypedData } from './decodeTypedData.js'
export { type PreviewEvmCallsParameters, previewEvmCalls } from './previewEvmCalls.js'
export { type PreviewEvmRequestParameters, previewEvmRequest } from './previewEvmRequest.js'
export { previewEvmTypedData } from './previewEvmTypedData.js'
export { type AssetInfo, readAssets } from './readAssets.js'
export { type ReadNewSpendersParameters, readNewSpenders } from './readNewSpenders.js'
export { readRevertReason } from './readRevertReason.js'
export { type EvmSimulation, type SimulatedChange, simulateEvmCalls } from './simulateEvmCalls.js'
export { type NativeCurrency, toPreview } from './toPreview.js'
