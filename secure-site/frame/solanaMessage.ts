// A module of its own (dist/frame/solanaMessage.js, scripts/build-frame.mjs), imported only when
// a Solana message is to be signed: @solana/kit's decoders weigh 14 KiB gzip, over a third of
// the frame page's budget.
export { readSolanaMessage } from '../src/readSolanaMessage.js'
