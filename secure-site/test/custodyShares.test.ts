import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CustodyError } from '../frame/custody/custodyError.js'
import { decryptRecoveryShare, encryptRecoveryShare } from '../frame/custody/recoveryPassword.js'
import { combineShares, rebuildKey, splitKey } from '../frame/custody/shares.js'
import { addressOfSecret, signWithShares } from '../frame/custody/signWithShares.js'

const secret32 = fc.uint8Array({ minLength: 32, maxLength: 32 })

describe('2-of-3 key shares (shamir-secret-sharing)', () => {
  it('rebuilds the key from any two of the three shares, in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        secret32,
        fc.constantFrom([0, 1], [1, 0], [0, 2], [2, 0], [1, 2], [2, 1]),
        async (secret, [a, b]) => {
          const { device, auth, recovery } = await splitKey(secret)
          const shares = [device, auth, recovery]
          const pair = [shares[a as number], shares[b as number]] as Uint8Array[]
          expect(await combineShares(pair)).toEqual(secret)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('refuses one share alone (twice the same share is still one)', async () => {
    await fc.assert(
      fc.asyncProperty(secret32, fc.integer({ min: 0, max: 2 }), async (secret, index) => {
        const shares = Object.values(await splitKey(secret))
        const share = shares[index] as Uint8Array
        await expect(combineShares([share])).rejects.toMatchObject({
          code: 'SHARES_INSUFFICIENT',
        })
        await expect(combineShares([share, share.slice()])).rejects.toBeInstanceOf(CustodyError)
      }),
      { numRuns: 30 },
    )
  })

  it('one share says nothing usable: with a share of another key it rebuilds neither key', async () => {
    await fc.assert(
      fc.asyncProperty(secret32, secret32, async (mine, other) => {
        fc.pre(!mine.every((byte, index) => byte === other[index]))
        const [auth] = [(await splitKey(mine)).auth]
        const foreign = (await splitKey(other)).device
        // The same x coordinate cannot be combined; a different one gives some third value.
        fc.pre(auth[auth.length - 1] !== foreign[foreign.length - 1])
        const rebuilt = await combineShares([auth, foreign])
        expect(rebuilt).not.toEqual(mine)
      }),
      { numRuns: 40 },
    )
  })

  it("rebuildKey checks the account's address and zeroes a wrong result", async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const address = addressOfSecret.eip155(secret)
    const { device, auth } = await splitKey(secret)
    expect(
      await rebuildKey({
        shares: [device, auth],
        expectedAddress: address,
        addressOf: addressOfSecret.eip155,
      }),
    ).toEqual(secret)
    const stranger = await splitKey(crypto.getRandomValues(new Uint8Array(32)))
    await expect(
      rebuildKey({
        shares: [device, stranger.recovery],
        expectedAddress: address,
        addressOf: addressOfSecret.eip155,
      }),
    ).rejects.toMatchObject({ code: 'SHARES_MISMATCH' })
  })

  it('signWithShares signs with the rebuilt key and zeroes the shares it was given', async () => {
    const secret = crypto.getRandomValues(new Uint8Array(32))
    const address = addressOfSecret.eip155(secret)
    const { device, auth } = await splitKey(secret)
    const { verifyMessage } = await import('viem')
    const signature = await signWithShares(
      { namespace: 'eip155', method: 'personal_sign', params: ['0x6869', address] },
      { shares: [device, auth], address },
    )
    expect(
      await verifyMessage({
        address: address as `0x${string}`,
        message: { raw: '0x6869' },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(device.every((byte) => byte === 0)).toBe(true)
    expect(auth.every((byte) => byte === 0)).toBe(true)
  })
})

describe('the recovery share under a password (Argon2id + AES-GCM)', () => {
  // Cheap costs keep the unit test fast; the frame uses recoveryArgon2Params.
  const cheap = { t: 1, m: 256, p: 1 }
  const bound = { chain: 'eip155', address: '0x0000000000000000000000000000000000000001' }

  it('round-trips with the right password', async () => {
    const share = crypto.getRandomValues(new Uint8Array(33))
    const envelope = await encryptRecoveryShare(share, {
      password: 'correct horse',
      ...bound,
      costs: cheap,
    })
    expect(envelope.params).toMatchObject({ kdf: 'argon2id', t: 1, m: 256, p: 1 })
    expect(await decryptRecoveryShare(envelope, { password: 'correct horse', ...bound })).toEqual(
      share,
    )
  })

  it('a wrong password, or another address, fails with RECOVERY_PASSWORD_WRONG', async () => {
    const share = crypto.getRandomValues(new Uint8Array(33))
    const envelope = await encryptRecoveryShare(share, {
      password: 'correct horse',
      ...bound,
      costs: cheap,
    })
    const wrong = decryptRecoveryShare(envelope, { password: 'correct hors', ...bound })
    await expect(wrong).rejects.toBeInstanceOf(CustodyError)
    await expect(wrong).rejects.toMatchObject({
      code: 'RECOVERY_PASSWORD_WRONG',
      message: expect.stringContaining('recovery password is wrong'),
    })
    await expect(
      decryptRecoveryShare(envelope, {
        password: 'correct horse',
        chain: 'eip155',
        address: '0x0000000000000000000000000000000000000002',
      }),
    ).rejects.toMatchObject({ code: 'RECOVERY_PASSWORD_WRONG' })
  })

  it('uses the written-down Argon2id costs by default', async () => {
    const { recoveryArgon2Params } = await import('../frame/custody/recoveryPassword.js')
    const envelope = await encryptRecoveryShare(new Uint8Array(33), {
      password: 'p',
      ...bound,
    })
    expect(envelope.params).toMatchObject(recoveryArgon2Params)
    expect(recoveryArgon2Params).toEqual({ t: 3, m: 12_288, p: 1 })
  })
})
