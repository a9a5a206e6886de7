// The frame's custody code (CUSTODY=shares, issue 32): its own module
// (dist/frame/custody/frameCustody.js, scripts/build-frame.mjs), imported only when a user whose
// key is in shares signs, so the share, Argon2id and signing code is not part of the page.
import type { SignRequest } from '../../src/signRequest.js'
import { fromBase64Url, zero } from './bytes.js'
import { CustodyError } from './custodyError.js'
import {
  type CustodyChain,
  type DeviceShareStore,
  openDeviceShareStore,
} from './deviceShareStore.js'
import { enrollKeys, splitForServer } from './enrollKeys.js'
import type { AskPassword, PasswordProblem } from './passwordPrompt.js'
import { createRecoveryPasskey, openRecoveryPasskey, passkeysOffered } from './recoveryPasskey.js'
import {
  deriveRecoveryKey,
  openRecoveryShare,
  type RecoveryEnvelope,
  type RecoveryKey,
} from './recoveryPassword.js'
import { rebuildKey } from './shares.js'
import { addressOfSecret, exportedKeys, signWithShares } from './signWithShares.js'

/** The frame's API call (`frame/api.ts`), passed in so this module shares its device and token. */
export type CustodyApi = <result>(
  path: string,
  options?: { method?: 'GET' | 'POST'; body?: unknown; auth?: boolean },
) => Promise<{ status: number; body: result }>

type AuthShares = Record<CustodyChain, { address: string; authShare: string }>
type Recoveries = Record<CustodyChain, { address: string; recovery: RecoveryEnvelope }>
/** The stored recovery factor's parameters (`GET custody/recovery`): no ciphertext. */
export type RecoveryParams = Record<
  CustodyChain,
  { address: string; recovery: { kind: RecoveryEnvelope['kind']; params: unknown } }
>
type RecoveryOpened = { opened: true; shares: Recoveries } | { opened: false; attemptsLeft: number }

const chains = ['eip155', 'solana'] as const
/** Device shares are kept per account: its EVM address, lower case. */
const accountOf = (eip155Address: string) => eip155Address.toLowerCase()

/** What the visitor's words for a failed passkey step are. */
function passkeyProblem(error: unknown): PasswordProblem {
  const code = error instanceof CustodyError ? error.code : undefined
  return {
    kind:
      code === 'PASSKEY_NO_PRF'
        ? 'passkeyNoPrf'
        : code === 'PASSKEY_UNUSABLE' || code === 'RECOVERY_PASSWORD_WRONG'
          ? 'passkeyUnusable'
          : 'passkeyFailed',
  }
}

/**
 * A new recovery factor's key: the passkey where the visitor chose it (offered where the
 * browser may have PRF), else the recovery password. A passkey without PRF is said, and the
 * password asked instead; a passkey that failed (cancelled, timed out) is asked again.
 */
async function newRecoveryKey(
  ask: AskPassword,
  purpose: 'set' | 'migrate',
  label: string,
  problem?: PasswordProblem,
): Promise<RecoveryKey> {
  let passkey = await passkeysOffered()
  for (;;) {
    const answer = await ask(purpose, problem, { passkey })
    if (typeof answer === 'string') return deriveRecoveryKey(answer)
    try {
      return await createRecoveryPasskey(label)
    } catch (error) {
      problem = passkeyProblem(error)
      if (problem.kind === 'passkeyNoPrf') passkey = false
    }
  }
}

/**
 * A new account's keys (or a server-held account's, `migrating`) once the visitor chose the
 * recovery factor: a failure of the site or the network asks again (the keys were not
 * stored); the site's refusal (4xx) and Cancel end it.
 *
 * @returns The addresses.
 */
export async function createKeys({
  api,
  ask,
  label,
  migrating,
  store,
}: {
  api: CustodyApi
  ask: AskPassword
  /** The passkey's name in the visitor's passkey manager (the e-mail address). */
  label: string
  migrating: boolean
  store?: DeviceShareStore | undefined
}): Promise<{ eip155Address: string; solanaAddress: string }> {
  let problem: PasswordProblem | undefined
  for (;;) {
    const recoveryKey = await newRecoveryKey(ask, migrating ? 'migrate' : 'set', label, problem)
    try {
      return migrating
        ? await migrate({ api, recoveryKey, store })
        : await enroll({ api, recoveryKey, store })
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (typeof status === 'number' && status < 500) throw error
      problem = { kind: 'other', message: error instanceof Error ? error.message : '' }
    }
  }
}

/**
 * Enrolls a new user's keys: made and split here, the auth share and the encrypted recovery
 * share (under the recovery password or passkey's key) to the server, the device shares to
 * this browser's store.
 *
 * @returns The new addresses.
 */
export async function enroll({
  api,
  password,
  recoveryKey,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  password?: string | undefined
  recoveryKey?: RecoveryKey | undefined
  store?: DeviceShareStore | undefined
}): Promise<{ eip155Address: string; solanaAddress: string }> {
  const { body, deviceShares } = await enrollKeys({ password: password ?? '', recoveryKey })
  try {
    const { body: addresses } = await api<{ eip155Address: string; solanaAddress: string }>(
      'custody/enroll',
      { body, auth: true },
    )
    const account = accountOf(addresses.eip155Address)
    for (const chain of chains) await store.save(account, chain, deviceShares[chain])
    return addresses
  } finally {
    zero(deviceShares.eip155, deviceShares.solana)
  }
}

/**
 * Recovers the keys on a device without a share: the recovery password, stretched here (or
 * the passkey's PRF, asked here), is proven to the server by its check
 * (`POST custody/recovery/open`, which counts every attempt: 5 per 24 h); only then does the
 * server release the recovery ciphertexts, which the recovery key opens here. The auth shares join them, and the keys are split anew (the
 * server's auth share and recovery ciphertext replaced, this device's shares stored). The
 * old device shares stop matching: a lost device's share is worth nothing after this. A
 * wrong password asks again, saying how many attempts are left; past the limit the server's
 * RECOVERY_LOCKED ends the recovery.
 */
export async function recover({
  api,
  eip155Address,
  ask,
  params: known,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  eip155Address: string
  ask: AskPassword
  /** The factor's parameters when already read (`readRecoveryParams`, at login). */
  params?: RecoveryParams | undefined
  store?: DeviceShareStore | undefined
}): Promise<void> {
  const params = known ?? (await readRecoveryParams(api))
  // Enrollment and every re-split seal both chains under one key: one Argon2id, one passkey.
  const factor = params.eip155.recovery
  let problem: PasswordProblem | undefined
  for (;;) {
    let recoveryKey: RecoveryKey
    if (factor.kind === 'prf') {
      await ask('passkey', problem)
      try {
        recoveryKey = await openRecoveryPasskey(factor.params)
      } catch (error) {
        problem = passkeyProblem(error)
        continue
      }
    } else {
      const password = await ask('enter', problem)
      if (typeof password !== 'string') continue
      recoveryKey = await deriveRecoveryKey(
        password,
        factor.params as { t: number; m: number; p: number; salt: string },
      )
    }
    const opened = (
      await api<RecoveryOpened>('custody/recovery/open', {
        body: { check: recoveryKey.check },
        auth: true,
      })
    ).body
    if (!opened.opened) {
      problem = { kind: 'wrong', attemptsLeft: opened.attemptsLeft }
      continue
    }
    const secrets: Partial<Record<CustodyChain, Uint8Array>> = {}
    try {
      const auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
      for (const chain of chains) {
        const { address, recovery } = opened.shares[chain]
        const share = await openRecoveryShare(recovery, recoveryKey.key, { chain, address })
        secrets[chain] = await rebuildKey(
          [share, fromBase64Url(auth[chain].authShare)],
          address,
          addressOfSecret[chain],
        )
      }
      const whole = { eip155: secrets.eip155 as Uint8Array, solana: secrets.solana as Uint8Array }
      const addresses = {
        eip155: opened.shares.eip155.address,
        solana: opened.shares.solana.address,
      }
      const { body, deviceShares } = await splitForServer(whole, addresses, recoveryKey)
      try {
        await api('custody/rotate', { body, auth: true })
        for (const chain of chains)
          await store.save(accountOf(eip155Address), chain, deviceShares[chain])
      } finally {
        zero(deviceShares.eip155, deviceShares.solana)
      }
      return
    } catch (error) {
      // A share set enrolled before checks existed is released to any password; a changed
      // ciphertext opens with no key.
      if (error instanceof CustodyError && error.code === 'RECOVERY_PASSWORD_WRONG') {
        problem =
          recoveryKey.kind === 'prf' ? passkeyProblem(error) : { kind: 'wrong', attemptsLeft: 0 }
        continue
      }
      throw error
    } finally {
      zero(secrets.eip155, secrets.solana)
    }
  }
}

/**
 * Sets a new recovery password from a live device (after a fresh code mailed by
 * `POST custody/recovery/code`): asks the new password here, joins this device's shares with
 * the auth shares, splits the keys again under the new password and sends the set with the
 * code (`POST custody/recovery/reset`, which checks it first); then stores the new device
 * shares. The old password opens nothing afterwards, and a lost device's share is stale.
 * A wrong or expired code rejects with the site's error (nothing changed).
 */
export async function changeRecoveryPassword({
  api,
  eip155Address,
  otp,
  ask,
  label = '',
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  eip155Address: string
  /** The code from the mail. */
  otp: string
  ask: AskPassword
  /** A new passkey's name in the visitor's passkey manager (the e-mail address). */
  label?: string | undefined
  store?: DeviceShareStore | undefined
}): Promise<void> {
  const account = accountOf(eip155Address)
  const recoveryKey = await newRecoveryKey(ask, 'set', label)
  const secrets: Partial<Record<CustodyChain, Uint8Array>> = {}
  try {
    const auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    for (const chain of chains) {
      const device = await store.load(account, chain)
      secrets[chain] = await rebuildKey(
        [device, fromBase64Url(auth[chain].authShare)],
        auth[chain].address,
        addressOfSecret[chain],
      )
      zero(device)
    }
    const whole = { eip155: secrets.eip155 as Uint8Array, solana: secrets.solana as Uint8Array }
    const addresses = { eip155: auth.eip155.address, solana: auth.solana.address }
    const { body, deviceShares } = await splitForServer(whole, addresses, recoveryKey)
    try {
      await api('custody/recovery/reset', { body: { otp, shares: body }, auth: true })
      for (const chain of chains) await store.save(account, chain, deviceShares[chain])
    } finally {
      zero(deviceShares.eip155, deviceShares.solana)
    }
  } finally {
    zero(secrets.eip155, secrets.solana)
  }
}

/**
 * Moves a server-held user's keys into shares (the site now runs CUSTODY=shares), right after
 * a fresh login: the server gives the sealed keys once (`POST custody/migration/keys`); they
 * are checked against their addresses, split here under the new recovery password, this
 * device's shares stored, and the share set sent (`POST custody/migration`), which deletes the
 * server's sealed copy. The one moment the operator is trusted with the whole key.
 *
 * @returns The addresses (unchanged).
 */
export async function migrate({
  api,
  password,
  recoveryKey: chosen,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  password?: string | undefined
  recoveryKey?: RecoveryKey | undefined
  store?: DeviceShareStore | undefined
}): Promise<{ eip155Address: string; solanaAddress: string }> {
  const recoveryKey = chosen ?? (await deriveRecoveryKey(password ?? ''))
  const taken = (
    await api<Record<CustodyChain, { address: string; secret: string }>>('custody/migration/keys', {
      auth: true,
    })
  ).body
  const secrets = {
    eip155: fromBase64Url(taken.eip155.secret),
    solana: fromBase64Url(taken.solana.secret),
  }
  try {
    for (const chain of chains) {
      if (
        addressOfSecret[chain](secrets[chain]).toLowerCase() !== taken[chain].address.toLowerCase()
      )
        throw new CustodyError('SHARES_MISMATCH', `The site's ${chain} key is not the account's`)
    }
    const addresses = { eip155: taken.eip155.address, solana: taken.solana.address }
    const { body, deviceShares } = await splitForServer(secrets, addresses, recoveryKey)
    try {
      // Stored before the server lets go of its copy: a failure here changes nothing there.
      for (const chain of chains)
        await store.save(accountOf(addresses.eip155), chain, deviceShares[chain])
      await api('custody/migration', { body, auth: true })
    } finally {
      zero(deviceShares.eip155, deviceShares.solana)
    }
    return { eip155Address: addresses.eip155, solanaAddress: addresses.solana }
  } finally {
    zero(secrets.eip155, secrets.solana)
  }
}

/** The user's stored recovery factor: its kind (`prf`: a passkey) and parameters. */
export async function readRecoveryParams(api: CustodyApi): Promise<RecoveryParams> {
  return (await api<RecoveryParams>('custody/recovery', { method: 'GET', auth: true })).body
}

/**
 * What the frame's view will ask, for the host's header: a new factor where a passkey may be
 * made is a `choice` (the passkey first, the password second); a device without a share
 * opens with the stored factor (`passkey` or `password`).
 */
export async function recoveryFactor(
  purpose: 'set' | 'enter',
  params?: RecoveryParams,
): Promise<'password' | 'passkey' | 'choice'> {
  if (purpose === 'set') return (await passkeysOffered()) ? 'choice' : 'password'
  return params?.eip155.recovery.kind === 'prf' ? 'passkey' : 'password'
}

/**
 * The keys for the visitor to export (CUSTODY=shares), after the key-export code: the server
 * checks the code and releases the auth shares (`POST custody/export`), which join this
 * device's shares here; the keys, checked against their addresses, exist only in this frame.
 * A device without a share, or with a stale one, opens the wallet first (its recovery factor,
 * asked here), after the code was checked.
 *
 * @returns The EVM private key (hex) and the Solana secret key (base58 of seed ‖ public key),
 *   as `POST /api/v1/export` answers under CUSTODY=server.
 */
export async function exportKeys({
  api,
  eip155Address,
  otp,
  ask,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  eip155Address: string
  /** The code from the key-export mail. */
  otp: string
  ask: AskPassword
  store?: DeviceShareStore | undefined
}): Promise<{ eip155: string; solana: string }> {
  const account = accountOf(eip155Address)
  let auth = (await api<AuthShares>('custody/export', { body: { otp }, auth: true })).body
  const join = async () => {
    const secrets: Partial<Record<CustodyChain, Uint8Array>> = {}
    try {
      for (const chain of chains) {
        const device = await store.load(account, chain)
        secrets[chain] = await rebuildKey(
          [device, fromBase64Url(auth[chain].authShare)],
          auth[chain].address,
          addressOfSecret[chain],
        )
        zero(device)
      }
      return exportedKeys(secrets.eip155 as Uint8Array, secrets.solana as Uint8Array)
    } finally {
      zero(secrets.eip155, secrets.solana)
    }
  }
  if (!(await hasDeviceShares(eip155Address, store))) {
    await recover({ api, eip155Address, ask, store })
    auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return join()
  }
  try {
    return await join()
  } catch (error) {
    // Another device recovered since: this device's share is stale (the code was checked).
    if (!(error instanceof CustodyError && error.code === 'SHARES_MISMATCH')) throw error
    await recover({ api, eip155Address, ask, store })
    auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return join()
  }
}

/** Whether this browser holds the account's device shares (both chains). */
export async function hasDeviceShares(
  eip155Address: string,
  store: DeviceShareStore = openDeviceShareStore(),
): Promise<boolean> {
  const account = accountOf(eip155Address)
  for (const chain of chains) if (!(await store.has(account, chain))) return false
  return true
}

/**
 * Signs one approved request in the frame: this device's share and the auth share the
 * server releases to this session, joined only for the signature. A device without a share
 * recovers first (the recovery password, asked in the frame); so does a device whose share
 * another device's recovery made stale (SHARES_MISMATCH).
 *
 * @returns The JSON-RPC result, as `POST /api/v1/sign` would answer it.
 */
export async function signInFrame({
  api,
  eip155Address,
  request,
  ask,
  store = openDeviceShareStore(),
}: {
  api: CustodyApi
  /** The account's EVM address (the device shares are kept under it). */
  eip155Address: string
  request: SignRequest
  ask: AskPassword
  store?: DeviceShareStore | undefined
}): Promise<unknown> {
  const chain = request.namespace
  if (chain !== 'eip155' && chain !== 'solana') throw new Error('Requested RPC call is not allowed')
  const account = accountOf(eip155Address)
  if (!(await store.has(account, chain))) await recover({ api, eip155Address, ask, store })
  const signHere = async () => {
    const device = await store.load(account, chain)
    const auth = (await api<AuthShares>('custody/auth-share', { method: 'GET', auth: true })).body
    return signWithShares(
      { ...request, namespace: chain },
      { shares: [device, fromBase64Url(auth[chain].authShare)], address: auth[chain].address },
    )
  }
  try {
    return await signHere()
  } catch (error) {
    // Another device recovered since, and re-split the key: this device's share is stale.
    // The recovery password opens the wallet here again (and re-splits once more).
    if (!(error instanceof CustodyError && error.code === 'SHARES_MISMATCH')) throw error
    await recover({ api, eip155Address, ask, store })
    return signHere()
  }
}

export { openDeviceShareStore } from './deviceShareStore.js'
export { passwordPrompt } from './passwordPrompt.js'
