import { address, createNoopSigner, type Instruction, none, some } from '@solana/kit'
import {
  getAssignInstruction,
  getCreateAccountInstruction,
  getTransferSolInstruction,
} from '@solana-program/system'
import {
  AccountState,
  AuthorityType,
  getApproveInstruction,
  getCloseAccountInstruction,
  getMintEncoder,
  getSetAuthorityInstruction,
  getTokenEncoder,
  getTransferCheckedInstruction,
  getTransferInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { describe, expect, it } from 'vitest'
import {
  decodeSolanaInstruction,
  readSolanaFailure,
  readSolanaMint,
  readSolanaTokenAccount,
  type SolanaAccountState,
  toSolanaPreview,
} from '../../../plugins/preview/solanaToolkit.js'

const me = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const bob = address('4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')
const mallory = address('8qbHbw2BbbTHBW1sbeqakYXVKRQM8Ne7pLK7m6CVfeR')
const mint = address('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')
const myTokens = address('7UX2i7SucgLMQcfZ75s3VXmZZY4YRUyJN9X1RgfMoDUi')
const bobTokens = address('DShWnroshVbeUp28oopA3Pu7oFPDBtC1DBmPECXXAQ9n')
const token2022 = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')
const native = { symbol: 'SOL', decimals: 9 }

/** An instruction as a transaction carries it: program, account addresses, data. */
const flat = (instruction: Instruction) => ({
  programAddress: instruction.programAddress,
  accounts: (instruction.accounts ?? []).map((meta) => meta.address),
  data: new Uint8Array(instruction.data ?? []),
})
const signer = createNoopSigner

const tokenAccount = (owner: string, amount: bigint, program: string = TOKEN_PROGRAM_ADDRESS) =>
  ({
    lamports: 2_039_280n,
    program,
    data: new Uint8Array(
      getTokenEncoder().encode({
        mint,
        owner: address(owner),
        amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      }),
    ),
  }) satisfies SolanaAccountState
const mintAccount = (decimals: number, supply: bigint) =>
  ({
    lamports: 1_461_600n,
    program: TOKEN_PROGRAM_ADDRESS,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: none(),
        supply,
        decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
  }) satisfies SolanaAccountState

describe('decodeSolanaInstruction (issue 33)', () => {
  it('reads a System transfer as SOL moving from the source to the destination', () => {
    const decoded = decodeSolanaInstruction(
      flat(getTransferSolInstruction({ source: signer(me), destination: bob, amount: 42n })),
    )
    expect(decoded).toMatchObject({
      known: true,
      effects: [{ type: 'moveSol', from: me, to: bob, amount: 42n }],
      action: { functionName: 'transfer', to: '11111111111111111111111111111111' },
    })
  })

  it('reads createAccount as the payer funding the new account, assign as a program taking it', () => {
    const created = decodeSolanaInstruction(
      flat(
        getCreateAccountInstruction({
          payer: signer(me),
          newAccount: signer(bob),
          lamports: 1_000n,
          space: 165,
          programAddress: TOKEN_PROGRAM_ADDRESS,
        }),
      ),
    )
    expect(created.effects).toEqual([{ type: 'moveSol', from: me, to: bob, amount: 1_000n }])
    const assigned = decodeSolanaInstruction(
      flat(getAssignInstruction({ account: signer(me), programAddress: mallory })),
    )
    expect(assigned.effects).toEqual([{ type: 'assign', account: me, program: mallory }])
  })

  it('reads Token transfer (no mint named) and Token-2022 transferChecked (mint named)', () => {
    const plain = decodeSolanaInstruction(
      flat(
        getTransferInstruction({
          source: myTokens,
          destination: bobTokens,
          authority: signer(me),
          amount: 7n,
        }),
      ),
    )
    expect(plain.effects).toEqual([
      {
        type: 'moveToken',
        source: myTokens,
        destination: bobTokens,
        authority: me,
        amount: 7n,
        mint: undefined,
      },
    ])
    const checked = decodeSolanaInstruction(
      flat(
        getTransferCheckedInstruction(
          {
            source: myTokens,
            mint,
            destination: bobTokens,
            authority: signer(me),
            amount: 9n,
            decimals: 0,
          },
          { programAddress: token2022 },
        ),
      ),
    )
    expect(checked).toMatchObject({
      known: true,
      effects: [{ type: 'moveToken', source: myTokens, destination: bobTokens, amount: 9n, mint }],
    })
  })

  it('reads approve as a delegate grant, closeAccount and setAuthority with whom they favour', () => {
    expect(
      decodeSolanaInstruction(
        flat(
          getApproveInstruction({
            source: myTokens,
            delegate: mallory,
            owner: signer(me),
            amount: 5n,
          }),
        ),
      ).effects,
    ).toEqual([
      {
        type: 'delegate',
        account: myTokens,
        delegate: mallory,
        owner: me,
        amount: 5n,
        mint: undefined,
      },
    ])
    expect(
      decodeSolanaInstruction(
        flat(
          getCloseAccountInstruction({
            account: myTokens,
            destination: mallory,
            owner: signer(me),
          }),
        ),
      ).effects,
    ).toEqual([{ type: 'close', account: myTokens, destination: mallory, owner: me }])
    const handOver = (newAuthority: typeof mallory | null) =>
      decodeSolanaInstruction(
        flat(
          getSetAuthorityInstruction({
            owned: myTokens,
            owner: signer(me),
            authorityType: AuthorityType.AccountOwner,
            newAuthority: newAuthority === null ? none() : some(newAuthority),
          }),
        ),
      ).effects
    expect(handOver(mallory)).toEqual([
      {
        type: 'authority',
        account: myTokens,
        owner: me,
        kind: 'accountOwner',
        newAuthority: mallory,
      },
    ])
    expect(handOver(null)).toEqual([
      {
        type: 'authority',
        account: myTokens,
        owner: me,
        kind: 'accountOwner',
        newAuthority: undefined,
      },
    ])
  })

  it('does not read a look-alike program with the Token layout, nor Token-2022 extensions', () => {
    const transfer = flat(
      getTransferInstruction({
        source: bobTokens,
        destination: myTokens,
        authority: signer(bob),
        amount: 1n,
      }),
    )
    expect(decodeSolanaInstruction({ ...transfer, programAddress: mallory })).toMatchObject({
      known: false,
      effects: [],
      action: { to: mallory, raw: '030100000000000000' },
    })
    // 26: Token-2022's TransferFeeExtension, not the Token program's.
    const extension = {
      programAddress: token2022,
      accounts: [myTokens],
      data: new Uint8Array([26, 1]),
    }
    expect(decodeSolanaInstruction(extension).known).toBe(false)
  })

  it('answers unknown, never throws, for cut data or missing accounts', () => {
    const transfer = flat(
      getTransferInstruction({
        source: myTokens,
        destination: bobTokens,
        authority: signer(me),
        amount: 1n,
      }),
    )
    expect(decodeSolanaInstruction({ ...transfer, data: transfer.data.subarray(0, 3) }).known).toBe(
      false,
    )
    expect(
      decodeSolanaInstruction({ ...transfer, accounts: transfer.accounts.slice(0, 1) }).known,
    ).toBe(false)
  })

  it('reads the Compute Budget limit and price (for the fee when the node cannot say)', () => {
    const program = 'ComputeBudget111111111111111111111111111111'
    const limit = decodeSolanaInstruction({
      programAddress: program,
      accounts: [],
      data: new Uint8Array([2, 0x40, 0x0d, 0x03, 0]),
    })
    expect(limit).toMatchObject({ known: true, computeUnitLimit: 200_000 })
    const price = decodeSolanaInstruction({
      programAddress: program,
      accounts: [],
      data: new Uint8Array([3, 0xe8, 3, 0, 0, 0, 0, 0, 0]),
    })
    expect(price).toMatchObject({ known: true, computeUnitPrice: 1000n })
  })
})

describe('Solana accounts and failures (issue 33)', () => {
  it('reads token accounts and mints only when a token program owns them', () => {
    expect(readSolanaTokenAccount(tokenAccount(me, 5n))).toEqual({
      mint,
      owner: me,
      amount: 5n,
      native: false,
    })
    // The same bytes under another program are not a token account.
    expect(readSolanaTokenAccount({ ...tokenAccount(me, 5n), program: mallory })).toBeUndefined()
    expect(readSolanaMint(mintAccount(6, 100n))).toEqual({ decimals: 6, supply: 100n })
    expect(readSolanaMint(tokenAccount(me, 5n))).toBeUndefined()
  })

  it("says why it fails from the error and the logs' last meaningful line, as inert text", () => {
    const logs = [
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]',
      'Program log: Instruction: TransferChecked',
      'Program log: Error: insufficient funds',
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA consumed 4381 of 200000 compute units',
      'Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1',
    ]
    expect(readSolanaFailure({ InstructionError: [1n, { Custom: 1n }] }, logs)).toBe(
      'instruction 2: custom program error 0x1: Error: insufficient funds',
    )
    expect(readSolanaFailure('InsufficientFundsForFee', null)).toBe('InsufficientFundsForFee')
    expect(
      readSolanaFailure({ InstructionError: [0, 'InvalidArgument'] }, [
        'Program log: <img src=x>\u202Eevil',
      ]),
    ).toBe('instruction 1: InvalidArgument: img src=xevil')
  })
})

describe('toSolanaPreview (issue 33)', () => {
  const mints = new Map([[mint, { decimals: 6, supply: 1_000_000n }]])
  const base = { mints, tokens: [], native, feePayer: me, mode: 'decoded' as const }

  it('believes the chain, not the request, about whose tokens move', () => {
    // The visitor signs as a delegate of bob's account: bob's tokens move, not the visitor's.
    const decoded = [
      decodeSolanaInstruction(
        flat(
          getTransferInstruction({
            source: bobTokens,
            destination: mallory,
            authority: signer(me),
            amount: 3n,
          }),
        ),
      ),
    ]
    const pre = new Map([[bobTokens, tokenAccount(bob, 10n)]])
    expect(toSolanaPreview({ ...base, from: me, decoded, pre }).send).toEqual([])
  })

  it("flags an approval above the whole supply as unlimited; the symbol is never the request's", () => {
    const decoded = [
      decodeSolanaInstruction(
        flat(
          getApproveInstruction({
            source: myTokens,
            delegate: mallory,
            owner: signer(me),
            amount: 2_000_000n,
          }),
        ),
      ),
    ]
    const preview = toSolanaPreview({
      ...base,
      from: me,
      decoded,
      pre: new Map([[myTokens, tokenAccount(me, 5n)]]),
    })
    expect(preview.confidence).toBe('decoded')
    expect(preview.allow).toEqual([
      {
        asset: {
          kind: 'token',
          address: mint,
          symbol: 'EPjF…Dt1v',
          name: undefined,
          decimals: 6,
          flags: [],
        },
        spender: mallory,
        scope: 'amount',
        amount: 2_000_000n,
        unlimited: true,
        via: 'approve',
      },
    ])
    expect(preview.warnings.map((w) => w.kind)).toEqual(['unlimitedApproval'])
  })

  it('shows an unread mint in raw units, flagged, and absurd decimals as absurd', () => {
    const decoded = [
      decodeSolanaInstruction(
        flat(
          getTransferInstruction({
            source: myTokens,
            destination: bobTokens,
            authority: signer(me),
            amount: 3n,
          }),
        ),
      ),
    ]
    const pre = new Map<string, SolanaAccountState>([
      [myTokens, tokenAccount(me, 10n)],
      [bobTokens, tokenAccount(bob, 0n)],
    ])
    const unread = toSolanaPreview({ ...base, mints: new Map(), from: me, decoded, pre })
    expect(unread.send[0]?.asset).toMatchObject({
      decimals: undefined,
      flags: ['decimalsUnreadable'],
    })
    expect(unread.warnings.map((w) => w.kind)).toEqual(['untrustedAsset'])
    const absurd = toSolanaPreview({
      ...base,
      mints: new Map([[mint, { decimals: 200, supply: 1n }]]),
      from: me,
      decoded,
      pre,
    })
    expect(absurd.send[0]).toMatchObject({
      amount: 3n,
      counterparty: bob,
      asset: { flags: ['decimalsAbsurd'] },
    })
  })

  it('is unknown when an instruction is not understood', () => {
    const decoded = [
      decodeSolanaInstruction({ programAddress: mallory, accounts: [], data: new Uint8Array([1]) }),
    ]
    expect(toSolanaPreview({ ...base, from: me, decoded, pre: new Map() }).confidence).toBe(
      'unknown',
    )
  })
})
