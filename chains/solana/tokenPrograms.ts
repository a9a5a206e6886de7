import { address } from '@solana/kit'

/** The Token-2022 program; its TransferChecked and ATA instructions match the Token program's. */
export const token2022ProgramAddress = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
