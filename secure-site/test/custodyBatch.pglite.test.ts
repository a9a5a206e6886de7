// Issue 36 item 2 under CUSTODY=shares: a Solana batch (solana_signAllTransactions) is signed
// in the frame from the device share and the site's share, one key rebuild for the whole
// batch, with the server's limits (1 to 10 transactions); the server itself cannot sign it.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import {
  address,
  appendTransactionMessageInstruction,
  blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enroll, signInFrame } from '../frame/custody/frameCustody.js'
import { type Database, openDatabase } from '../src/index.js'
import {
  type CustodyFrameSite,
  memoryStore,
  startCustodyFrameSite,
} from './support/custodyFrameSite.js'
import { newEmail } from './support/startSite.js'

describe('CUSTODY=shares: a Solana batch signed in the frame (issue 36 item 2, PGlite)', () => {
  let database: Database
  let custody: CustodyFrameSite
  beforeAll(async () => {
    database = await openDatabase({})
    custody = await startCustodyFrameSite({ database, clock: { now: Date.UTC(2026, 10, 29, 12) } })
  })
  afterAll(async () => {
    await custody?.close()
    await database?.close()
  })

  it('signs every transaction of a batch of 2 with the rebuilt key; refuses 0 and 11; the server refuses to sign', async () => {
    const email = newEmail()
    const session = await custody.login(email)
    const api = custody.apiOf(session)
    const store = memoryStore()
    const { eip155Address, solanaAddress } = await enroll({
      api,
      password: 'a long recovery password',
      store,
    })
    const transfer = (lamports: number) => {
      const data = new Uint8Array(12)
      new DataView(data.buffer).setUint32(0, 2, true)
      new DataView(data.buffer).setBigUint64(4, BigInt(lamports), true)
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(solanaAddress), m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n },
            m,
          ),
        (m) =>
          appendTransactionMessageInstruction(
            { programAddress: address('11111111111111111111111111111111'), data },
            m,
          ),
      )
      return Buffer.from(getTransactionEncoder().encode(compileTransaction(message))).toString(
        'base64',
      )
    }
    const signAll = (transactions: string[]) =>
      signInFrame({
        api,
        eip155Address,
        request: {
          namespace: 'solana',
          method: 'solana_signAllTransactions',
          params: { transactions },
        },
        store,
        ask: () => Promise.reject(new Error('this device has its share: no password')),
      })

    const batch = [transfer(1), transfer(2)]
    const { transactions } = (await signAll(batch)) as { transactions: string[] }
    expect(transactions).toHaveLength(2)
    for (const signed of transactions) {
      const decoded = getTransactionDecoder().decode(Buffer.from(signed, 'base64'))
      const signature = decoded.signatures[address(solanaAddress)]
      expect(
        ed25519.verify(
          signature as Uint8Array,
          new Uint8Array(decoded.messageBytes),
          base58.decode(solanaAddress),
        ),
      ).toBe(true)
    }
    for (const refused of [[], Array.from({ length: 11 }, (_, i) => transfer(i + 1))])
      await expect(signAll(refused)).rejects.toMatchObject({ code: 'INVALID_PARAMS' })
    // The site holds one share only: its /sign refuses a user whose key is in shares.
    const direct = await custody.site.api('/api/v1/sign', {
      body: {
        namespace: 'solana',
        method: 'solana_signAllTransactions',
        params: { transactions: batch },
      },
      token: session.token,
      device: session.device,
    })
    expect(direct.status).toBeGreaterThanOrEqual(400)
  })
})
