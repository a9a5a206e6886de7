// viem's `verifyMessage` (ecrecover, EIP-1271, EIP-6492 and the signature code they need), in
// its own module so that `import()` makes it a lazy chunk, loaded when a signature is checked.
export { verifyMessage } from 'viem/actions'
