/**
 * The most transactions one `solana_signAllTransactions` may carry: the visitor reads every
 * one of them in a single approval, and more than this is no longer something a person reads.
 * The frame refuses a longer batch before it shows it; the signer (server or frame) refuses it
 * too.
 */
export const maxSolanaBatch = 10
