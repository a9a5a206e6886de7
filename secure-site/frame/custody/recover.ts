import { fromBase64Url, zero } from './bytes.js'
import {
  type AuthShares,
  accountOf,
  type CustodyApi,
  chains,
  type RecoveryParams,
  readRecoveryParams,
} from './custodyApi.js'
import { CustodyError } from './custodyError.js'
import {
  type CustodyChain,
  type DeviceShareStore,
  openDeviceShareStore,
} from './deviceShareStore.js'
import { splitForServer } from './enrollKeys.js'
import type { AskPassword, PasswordProblem } from './passwordPrompt.js'
import { passkeyProblem } from './recoveryFactor.js'
import { openRecoveryPasskey } from './recoveryPasskey.js'
import {
  deriveRecoveryKey,
  openRecoveryShare,
  type RecoveryEnvelope,
  type RecoveryKey,
} from './recoveryPassword.js'
import { rebuildKey } from './shares.js'
import { addressOfSecret } from './signWithShares.js'

type Recoveries = Record<CustodyChain, { address: string; recovery: RecoveryEnvelope }>
type RecoveryOpened = { opened: true; shares: Recoveries } | { opened: false; attemptsLeft: number }

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
        const share = await openRecoveryShare({
          envelope: recovery,
          key: recoveryKey.key,
          chain,
          address,
        })
        secrets[chain] = await rebuildKey({
          shares: [share, fromBase64Url(auth[chain].authShare)],
          expectedAddress: address,
          addressOf: addressOfSecret[chain],
        })
      }
      const whole = { eip155: secrets.eip155 as Uint8Array, solana: secrets.solana as Uint8Array }
      const addresses = {
        eip155: opened.shares.eip155.address,
        solana: opened.shares.solana.address,
      }
      const { body, deviceShares } = await splitForServer({
        secrets: whole,
        addresses,
        recoveryKey,
      })
      try {
        await api('custody/rotate', { body, auth: true })
        for (const chain of chains)
          await store.save(deviceShares[chain], { account: accountOf(eip155Address), chain })
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
