// Every error of the eip155 chain plugin, by domain as viem keeps them (errors/<domain>.ts):
// what a wallet or node answers with a code, the chain and address rules, and the fee and
// transaction rules. The plugin's own files import the domain file; this list is for callers
// that narrow on any of them. No viem at runtime: the eager entry may re-export them.
export * from './errors/chain.js'
export * from './errors/rpc.js'
export * from './errors/transaction.js'
