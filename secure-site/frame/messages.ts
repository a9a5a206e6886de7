// The frame's own text (it cannot use the host's catalogue): English built in, the other
// 20 locales of the modal each a lazy chunk, loaded when the host says its language.
import { isRightToLeft, matchSiteLanguage, type SiteLanguage } from '../src/siteLanguages.js'

export const en = {
  title: 'Approve request',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send transaction',
  signTransaction: 'Sign transaction',
  requestedBy: 'Requested by {origin}',
  method: 'Method',
  account: 'Account',
  network: 'Network',
  to: 'To',
  value: 'Value',
  fee: 'Network fee (max)',
  call: 'Call',
  message: 'Message',
  approve: 'Approve',
  reject: 'Reject',
  approving: 'Signing…',
  bytes: '{n} bytes',
  contractCreation: 'Contract creation',
  sendCalls: 'Send calls',
  smartAccount: 'Smart account',
  sponsored: 'Paid by the app',
  grantPermissions: 'Grant a session',
  revokePermissions: 'End a session',
  sessionKey: 'Session key',
  spendLimit: 'Spend limit',
  expires: 'Expires',
  exportTitle: 'Your private keys',
  exportWarning:
    'Whoever has these keys controls your funds, on any site and any wallet. Never share them or paste them into a website. Keep them offline, where only you can reach them.',
  evmKey: 'EVM private key',
  solanaKey: 'Solana secret key',
  copyEvm: 'Copy EVM key',
  copySolana: 'Copy Solana key',
  copied: 'Copied',
  copyFailed: 'Copying failed: select the key and copy it yourself.',
  done: 'Done',
  unknownNetwork: 'Unknown network (chain {chainId})',
  smallestUnit: '{amount} (smallest unit)',
  unknownNetworkWarning:
    'This site does not know chain {chainId}: the amounts are in its smallest unit. Approve only if you expected this chain.',
  otherChainWarning:
    'This is signed for {signed}, not {session}, the network the app is connected to.',
  domainName: 'Signed for',
  verifyingContract: 'Verifying contract',
  primaryType: 'Type',
  offchainMessage: 'Sign off-chain message',
  applicationDomain: 'Application domain',
  messageFormat: 'Format',
  signers: 'Signers',
  formatAscii: 'ASCII text',
  formatUtf8: 'UTF-8 text',
  approveNotYet: 'Approve becomes available once this request has been fully visible for a moment.',
  token: 'Token',
  recipient: 'Recipient',
  tokenAmount: 'Amount',
  spender: 'Spender',
  allowance: 'Allowance',
  unlimitedAllowance: 'Unlimited {symbol}',
  unlimitedWarning:
    'This lets {spender} take all of your {symbol}, now and later, until you revoke it.',
  youSend: 'You send',
  youReceive: 'You receive',
  simulation: 'Simulation',
  notSimulated: 'Not simulated: the network did not answer. Check the details below.',
  noAssetChanges: 'No change to your assets',
  willFail: 'This will fail: {reason}',
  newSpenderWarning:
    'New spender: no earlier permission from you to {spender} for {token} was found on this network. Sign only if you trust it.',
  custodySetTitle: 'Set a recovery password',
  custodySetBody:
    'With it and your e-mail you can open this wallet on a new device. Nobody can reset it: keep it safe.',
  custodySetAction: 'Save password',
  custodyEnterTitle: 'Enter your recovery password',
  custodyEnterBody:
    'This device has no share of your wallet yet: your recovery password opens it here.',
  custodyEnterAction: 'Unlock',
  custodyPassword: 'Recovery password',
  custodyConfirm: 'Repeat the recovery password',
  custodyCancel: 'Cancel',
  custodyTooShort: 'Use at least {n} characters.',
  custodyMismatch: 'The two passwords differ.',
  custodyWrong: 'The recovery password is wrong. Attempts left: {n}.',
  custodyWorking: 'Opening your wallet…',
  custodyLocked:
    'Too many wrong recovery passwords. Try again later: the limit resets 24 hours after the first attempt.',
  storageTitle: 'Allow storage for the wallet',
  storageBody:
    "Your browser blocks this wallet's storage on this page. Allow it to sign in here: the wallet keeps only this device's sign-in, nothing of the page.",
  storageAllow: 'Allow storage',
  storageCancel: 'Cancel',
  signAndSendTransaction: 'Sign and send transaction',
  signAllTransactions: 'Sign {n} transactions',
  transactionOf: 'Transaction {i} of {n}',
  transactions: 'Transactions',
  instruction: 'Instruction',
  unknownInstruction: 'Not decoded: program {program}, {n} bytes of data',
  solanaNotSimulated:
    "Not simulated: this site has no node for this transaction's network. The instructions below are read from the transaction itself.",
  batchSimulatedApart:
    'Each transaction is simulated on its own, against the network as it is now.',
  noReason: 'no reason given',
  sendOptions: 'Send options',
  optionSkipPreflight: 'sent without a check first',
  optionCommitment: 'checked at {commitment}',
  optionMaxRetries: 'up to {n} retries',
  optionMinContextSlot: 'not before slot {slot}',
  sendUserOperation: 'Send user operation',
  userOperationRebuilt:
    "The wallet sends these calls as its own operation: the app's gas, fee and paymaster fields are not used.",
  youAllow: 'You allow',
  details: 'Details',
  everyNft: 'Every NFT you own in this collection',
  approveAllWarning:
    'This lets {spender} take every NFT you own in {collection}, now and later, until you revoke it.',
}
export type MessageKey = keyof typeof en

type Catalogue = Readonly<Partial<Record<MessageKey, string>>>

/** Imports a shipped locale's catalogue by URL, beside frame.js: the bundle leaves it out. */
const loadCatalogue = (tag: string): Promise<{ default: Catalogue }> =>
  import(/* @vite-ignore */ new URL(`locales/${tag}.js`, import.meta.url).href)

/** The shipped tag for a locale, as the modal picks it (zh by script, any pt: pt-BR). */
export function frameLocale(locale: string | undefined): SiteLanguage {
  return matchSiteLanguage(locale ?? 'en') ?? 'en'
}

let catalogue: Catalogue = en
let requested = 'en'
/** The frame's locale for dates: the host's language as shipped, even if its texts failed. */
let dateLocale = 'en'

/**
 * Switches to a locale's catalogue (English for any other), loading its chunk first; the
 * page's `lang` and `dir` follow. A key the catalogue lacks stays English.
 */
export async function setLocale(locale: string | undefined): Promise<void> {
  const tag = frameLocale(locale)
  requested = tag
  const next =
    tag === 'en'
      ? en
      : await loadCatalogue(tag).then(
          (module) => module.default,
          () => en,
        )
  // A later call wins over a slower earlier one.
  if (requested !== tag) return
  dateLocale = tag
  catalogue = next ?? en
  document.documentElement.lang = catalogue === en ? 'en' : tag
  document.documentElement.dir = isRightToLeft(tag) ? 'rtl' : 'ltr'
}

export function text(key: MessageKey, values: Record<string, string> = {}): string {
  return (catalogue[key] ?? en[key]).replace(
    /\{(\w+)\}/g,
    (match, name: string) => values[name] ?? match,
  )
}

/**
 * A moment (seconds since the epoch) as the frame's locale writes a date and time, in the
 * visitor's time zone: a session key's end, in the approval the visitor reads.
 */
export function formatDateTime(seconds: number): string {
  return new Intl.DateTimeFormat(dateLocale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    seconds * 1000,
  )
}
