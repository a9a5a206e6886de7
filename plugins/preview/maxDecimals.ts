/** More decimals than this is no real token's: amounts are then shown as raw units. */
export const maxDecimals = 36
