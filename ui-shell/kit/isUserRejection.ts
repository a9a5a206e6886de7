type Coded = { code?: unknown; rpcCode?: unknown; name?: unknown; cause?: unknown }

/**
 * Whether the visitor said no in the wallet: EIP-1193's 4001 (a chain's
 * `UserRejectedRequestError`, ethers' `ACTION_REJECTED`), on the error or one of its causes
 * (wallets and libraries wrap).
 *
 * @param error What was thrown.
 * @returns `true` for a refusal, which a view says as 'declined' rather than as a failure.
 * @example
 * isUserRejection(new SiwxSignatureError({ smartAccount: false, cause: rejected })) // true
 */
export function isUserRejection(error: unknown): boolean {
  let current = error as Coded | undefined
  for (let depth = 0; current && depth < 8; depth++) {
    const { code, rpcCode, name } = current
    if (
      code === 4001 ||
      rpcCode === 4001 ||
      code === 'ACTION_REJECTED' ||
      name === 'UserRejectedRequestError'
    )
      return true
    current = current.cause as Coded | undefined
  }
  return false
}
