/** The coin's pseudo-address in `eth_simulateV1` transfer traces (`traceTransfers`). */
export const nativeAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
