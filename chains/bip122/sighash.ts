/** Signature hash types for `signPsbt` inputs (BIP-143, BIP-341). */
export const sighash = {
  /** Taproot only: like ALL, with a 64-byte signature. */
  default: 0x00,
  all: 0x01,
  none: 0x02,
  single: 0x03,
  allAnyoneCanPay: 0x81,
  noneAnyoneCanPay: 0x82,
  singleAnyoneCanPay: 0x83,
} as const
