// viem's all-actions decorator, in its own module so that `import()` makes it a lazy chunk:
// toPublicClient.ts loads it on the first public action the adapter does not carry itself.
export { publicActions } from 'viem'
