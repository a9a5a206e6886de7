import { fromBase64Url, zero } from './bytes.js'
import { accountOf, type CustodyApi, chains } from './custodyApi.js'
import { CustodyError } from './custodyError.js'
import {
  type CustodyChain,
  type DeviceShareStore,
  openDeviceShareStore,
} from './deviceShareStore.js'
import { enrollKeys, splitForServer } from './enrollKeys.js'
import type { AskPassword, PasswordProblem } from './passwordPrompt.js'
import { newRecoveryKey } from './recoveryFactor.js'
import { deriveRecoveryKey, type RecoveryKey } from './recoveryPassword.js'
import { addressOfSecret } from './signWithShares.js'

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
    const recoveryKey = await newRecoveryKey({
      ask,
      purpose: migrating ? 'migrate' : 'set',
      label,
      problem,
    })
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
    for (const chain of chains) await store.save(deviceShares[chain], { account, chain })
    return addresses
  } finally {
    zero(deviceShares.eip155, deviceShares.solana)
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
    const { body, deviceShares } = await splitForServer({ secrets, addresses, recoveryKey })
    try {
      // Stored before the server lets go of its copy: a failure here changes nothing there.
      for (const chain of chains)
        await store.save(deviceShares[chain], { account: accountOf(addresses.eip155), chain })
      await api('custody/migration', { body, auth: true })
    } finally {
      zero(deviceShares.eip155, deviceShares.solana)
    }
    return { eip155Address: addresses.eip155, solanaAddress: addresses.solana }
  } finally {
    zero(secrets.eip155, secrets.solana)
  }
}
