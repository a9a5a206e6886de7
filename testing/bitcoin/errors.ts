/** A JSON-RPC-style wallet error: `code` and `message`, as wallets throw them. */
export class BitcoinWalletError extends Error {
  override name = 'BitcoinWalletError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}
