import { type AccountMeta, AccountRole, type Address, getBase16Decoder, isSome } from '@solana/kit'
import {
  identifySystemInstruction,
  parseSystemInstruction,
  SYSTEM_PROGRAM_ADDRESS,
  SystemInstruction,
} from '@solana-program/system'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  AuthorityType,
  identifyAssociatedTokenInstruction,
  parseTokenInstruction,
  TOKEN_PROGRAM_ADDRESS,
  TokenInstruction,
} from '@solana-program/token'
import type { PreviewAction } from 'gangway/kernel'
import type {
  SolanaAuthorityKind,
  SolanaDecoded,
  SolanaEffect,
  SolanaInstruction,
} from './solanaTypes.js'

/** Token-2022: its first 25 instructions are the Token program's, byte for byte. */
export const token2022ProgramAddress = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'
const computeBudgetProgramAddress = 'ComputeBudget111111111111111111111111111111'
/** Token-2022's instructions from here on are its extensions', which the Token decoder does not know. */
const firstToken2022Extension = 25

const authorityKinds: Record<AuthorityType, SolanaAuthorityKind> = {
  [AuthorityType.MintTokens]: 'mintTokens',
  [AuthorityType.FreezeAccount]: 'freezeAccount',
  [AuthorityType.AccountOwner]: 'accountOwner',
  [AuthorityType.CloseAccount]: 'closeAccount',
}

/**
 * Decodes one instruction of the System, Token, Token-2022, Associated Token and Compute
 * Budget programs with the programs' own decoders (`@solana-program/system`,
 * `@solana-program/token`): what it does to assets, named by account. Any other program, an
 * instruction these do not know, or one whose accounts or data do not fit, is `known: false`
 * with its raw data. The program is matched by address only: a look-alike program with the
 * Token layout is unknown, never read as a transfer.
 *
 * @param instruction - The program, the instruction's accounts (addresses) and data.
 * @returns The action for the raw view, the effects and whether it was understood.
 * @example
 * decodeSolanaInstruction({ programAddress: '11111111111111111111111111111111', accounts: [alice, bob], data })
 * // { known: true, effects: [{ type: 'moveSol', from: alice, to: bob, amount: 1_000_000n }], … }
 */
export function decodeSolanaInstruction(instruction: SolanaInstruction): SolanaDecoded {
  const raw: PreviewAction = {
    to: instruction.programAddress,
    raw: getBase16Decoder().decode(instruction.data),
  }
  try {
    switch (instruction.programAddress) {
      case SYSTEM_PROGRAM_ADDRESS:
        return decodeSystem(instruction, raw)
      case TOKEN_PROGRAM_ADDRESS:
        return decodeToken(instruction, raw)
      case token2022ProgramAddress:
        return (instruction.data[0] ?? firstToken2022Extension) < firstToken2022Extension
          ? decodeToken(instruction, raw)
          : unknown(raw)
      case ASSOCIATED_TOKEN_PROGRAM_ADDRESS: {
        // Empty data is the original Create.
        const type =
          instruction.data.length === 0 ? 0 : identifyAssociatedTokenInstruction(instruction.data)
        // Create / CreateIdempotent: the payer funds an account the simulation prices.
        return type === 0 || type === 1
          ? known(raw, type === 0 ? 'createAssociatedToken' : 'createAssociatedTokenIdempotent', [])
          : unknown(raw)
      }
      case computeBudgetProgramAddress:
        return decodeComputeBudget(instruction, raw)
      default:
        return unknown(raw)
    }
  } catch {
    // Too few accounts, data that does not decode: not an instruction this preview knows.
    return unknown(raw)
  }
}

const unknown = (action: PreviewAction): SolanaDecoded => ({ action, effects: [], known: false })

function known(
  action: PreviewAction,
  functionName: string,
  effects: readonly SolanaEffect[],
  args: Record<string, string | bigint | number | undefined> = {},
): SolanaDecoded {
  return {
    action: {
      ...action,
      functionName,
      args: Object.entries(args)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ({ name, value: String(value) })),
    },
    effects,
    known: true,
  }
}

/** The instruction as the programs' parsers take it (account roles do not matter for reading). */
const toInstruction = (instruction: SolanaInstruction) => ({
  programAddress: instruction.programAddress as Address,
  accounts: instruction.accounts.map(
    (address): AccountMeta => ({ address: address as Address, role: AccountRole.READONLY }),
  ),
  data: instruction.data,
})

const at = (meta: AccountMeta | undefined): string => {
  if (!meta) throw new Error('missing account')
  return meta.address
}

function decodeSystem(instruction: SolanaInstruction, raw: PreviewAction): SolanaDecoded {
  identifySystemInstruction(instruction.data)
  const parsed = parseSystemInstruction(toInstruction(instruction))
  switch (parsed.instructionType) {
    case SystemInstruction.TransferSol: {
      const [from, to] = [at(parsed.accounts.source), at(parsed.accounts.destination)]
      const { amount } = parsed.data
      return known(raw, 'transfer', [{ type: 'moveSol', from, to, amount }], { from, to, amount })
    }
    case SystemInstruction.TransferSolWithSeed: {
      const [from, to] = [at(parsed.accounts.source), at(parsed.accounts.destination)]
      const { amount } = parsed.data
      return known(raw, 'transferWithSeed', [{ type: 'moveSol', from, to, amount }], {
        from,
        to,
        amount,
      })
    }
    case SystemInstruction.CreateAccount:
    case SystemInstruction.CreateAccountWithSeed: {
      const [from, to] = [at(parsed.accounts.payer), at(parsed.accounts.newAccount)]
      const amount =
        parsed.instructionType === SystemInstruction.CreateAccount
          ? parsed.data.lamports
          : parsed.data.amount
      return known(raw, 'createAccount', [{ type: 'moveSol', from, to, amount }], {
        payer: from,
        newAccount: to,
        lamports: amount,
        space: parsed.data.space,
        owner: parsed.data.programAddress,
      })
    }
    case SystemInstruction.Assign:
    case SystemInstruction.AssignWithSeed: {
      const account = at(parsed.accounts.account)
      const program = parsed.data.programAddress
      return known(raw, 'assign', [{ type: 'assign', account, program }], { account, program })
    }
    case SystemInstruction.WithdrawNonceAccount: {
      const [from, to] = [at(parsed.accounts.nonceAccount), at(parsed.accounts.recipientAccount)]
      const amount = parsed.data.withdrawAmount
      return known(raw, 'withdrawNonceAccount', [{ type: 'moveSol', from, to, amount }], {
        from,
        to,
        amount,
      })
    }
    case SystemInstruction.Allocate:
    case SystemInstruction.AllocateWithSeed:
    case SystemInstruction.AdvanceNonceAccount:
    case SystemInstruction.InitializeNonceAccount:
    case SystemInstruction.AuthorizeNonceAccount:
    case SystemInstruction.UpgradeNonceAccount:
      return known(raw, camel(SystemInstruction[parsed.instructionType]), [])
    default:
      return unknown(raw)
  }
}

function decodeToken(instruction: SolanaInstruction, raw: PreviewAction): SolanaDecoded {
  const parsed = parseTokenInstruction(toInstruction(instruction))
  switch (parsed.instructionType) {
    case TokenInstruction.Transfer:
    case TokenInstruction.TransferChecked: {
      const { accounts, data } = parsed
      const mint = 'mint' in accounts ? at(accounts.mint) : undefined
      const effect: SolanaEffect = {
        type: 'moveToken',
        source: at(accounts.source),
        destination: at(accounts.destination),
        authority: at(accounts.authority),
        amount: data.amount,
        mint,
      }
      return known(raw, camel(TokenInstruction[parsed.instructionType]), [effect], {
        source: effect.source,
        destination: effect.destination,
        authority: effect.authority,
        mint,
        amount: data.amount,
      })
    }
    case TokenInstruction.MintTo:
    case TokenInstruction.MintToChecked: {
      const { accounts, data } = parsed
      const effect: SolanaEffect = {
        type: 'moveToken',
        destination: at(accounts.token),
        authority: at(accounts.mintAuthority),
        amount: data.amount,
        mint: at(accounts.mint),
      }
      return known(raw, 'mintTo', [effect], {
        mint: effect.mint,
        destination: effect.destination,
        amount: data.amount,
      })
    }
    case TokenInstruction.Burn:
    case TokenInstruction.BurnChecked: {
      const { accounts, data } = parsed
      const effect: SolanaEffect = {
        type: 'burn',
        account: at(accounts.account),
        authority: at(accounts.authority),
        amount: data.amount,
        mint: at(accounts.mint),
      }
      return known(raw, 'burn', [effect], { account: effect.account, amount: data.amount })
    }
    case TokenInstruction.Approve:
    case TokenInstruction.ApproveChecked: {
      const { accounts, data } = parsed
      const effect: SolanaEffect = {
        type: 'delegate',
        account: at(accounts.source),
        delegate: at(accounts.delegate),
        owner: at(accounts.owner),
        amount: data.amount,
        mint: 'mint' in accounts ? at(accounts.mint) : undefined,
      }
      return known(raw, 'approve', [effect], {
        account: effect.account,
        delegate: effect.delegate,
        amount: data.amount,
      })
    }
    case TokenInstruction.SetAuthority: {
      const { accounts, data } = parsed
      const effect: SolanaEffect = {
        type: 'authority',
        account: at(accounts.owned),
        owner: at(accounts.owner),
        kind: authorityKinds[data.authorityType],
        newAuthority: isSome(data.newAuthority) ? data.newAuthority.value : undefined,
      }
      return known(raw, 'setAuthority', [effect], {
        account: effect.account,
        authorityType: effect.kind,
        newAuthority: effect.newAuthority ?? '—',
      })
    }
    case TokenInstruction.CloseAccount: {
      const { accounts } = parsed
      const effect: SolanaEffect = {
        type: 'close',
        account: at(accounts.account),
        destination: at(accounts.destination),
        owner: at(accounts.owner),
      }
      return known(raw, 'closeAccount', [effect], {
        account: effect.account,
        destination: effect.destination,
      })
    }
    case TokenInstruction.Revoke:
    case TokenInstruction.FreezeAccount:
    case TokenInstruction.ThawAccount:
    case TokenInstruction.SyncNative:
    case TokenInstruction.InitializeAccount:
    case TokenInstruction.InitializeAccount2:
    case TokenInstruction.InitializeAccount3:
    case TokenInstruction.InitializeImmutableOwner:
    case TokenInstruction.InitializeMint:
    case TokenInstruction.InitializeMint2:
    case TokenInstruction.GetAccountDataSize:
    case TokenInstruction.AmountToUiAmount:
    case TokenInstruction.UiAmountToAmount:
      return known(raw, camel(TokenInstruction[parsed.instructionType]), [])
    default:
      return unknown(raw)
  }
}

/** SetComputeUnitLimit (2, u32) and SetComputeUnitPrice (3, u64 micro-lamports); no library decodes these here. */
function decodeComputeBudget(instruction: SolanaInstruction, raw: PreviewAction): SolanaDecoded {
  const { data } = instruction
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  switch (data[0]) {
    case 1: // RequestHeapFrame
    case 4: // SetLoadedAccountsDataSizeLimit
      if (data.length !== 5) return unknown(raw)
      return known(raw, data[0] === 1 ? 'requestHeapFrame' : 'setLoadedAccountsDataSizeLimit', [])
    case 2: {
      if (data.length !== 5) return unknown(raw)
      const units = view.getUint32(1, true)
      return { ...known(raw, 'setComputeUnitLimit', [], { units }), computeUnitLimit: units }
    }
    case 3: {
      if (data.length !== 9) return unknown(raw)
      const microLamports = view.getBigUint64(1, true)
      return {
        ...known(raw, 'setComputeUnitPrice', [], { microLamports }),
        computeUnitPrice: microLamports,
      }
    }
    default:
      return unknown(raw)
  }
}

const camel = (name: string | undefined) =>
  name ? `${name[0]?.toLowerCase()}${name.slice(1)}` : 'unknown'
