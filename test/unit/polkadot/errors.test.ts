// The polkadot and cosmos errors a host narrows on: values of their own entries
// (gangway/polkadot/errors, gangway/cosmos/errors), each with its words for the visitor in
// the chain's catalogue, which Send shows in the modal's language.

import * as cosmosErrors from 'gangway/cosmos/errors'
import * as polkadotErrors from 'gangway/polkadot/errors'
import { describe, expect, it } from 'vitest'
import { cosmos, cosmosHub } from '../../../chains/cosmos/index.js'
import { cosmosMessages } from '../../../chains/cosmos/messages.js'
import { polkadot, polkadotRelay } from '../../../chains/polkadot/index.js'
import { polkadotMessages } from '../../../chains/polkadot/messages.js'
import { BaseError } from '../../../kernel/index.js'
import { toAmountProblem } from '../../../plugins/send/toAmountProblem.js'
import { createTranslator, en, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { describeError } from '../../../ui-shell/kit/index.js'

const dotCurrency = { symbol: 'DOT', decimals: 10 }

describe('gangway/polkadot/errors and gangway/cosmos/errors', () => {
  it.each([
    ['polkadot', polkadotErrors, polkadotErrors.PolkadotError, polkadotMessages.en],
    ['cosmos', cosmosErrors, cosmosErrors.CosmosError, cosmosMessages.en],
  ] as const)(
    '%s: every export is a class a host can instanceof, worded in the chain’s catalogue',
    (_, module, base, english) => {
      const classes = Object.values(module) as (new (...args: never[]) => unknown)[]
      expect(classes.length).toBeGreaterThan(5)
      for (const errorClass of classes) {
        expect(typeof errorClass).toBe('function')
        expect(errorClass === base || errorClass.prototype instanceof base).toBe(true)
        expect(base.prototype).toBeInstanceOf(BaseError)
      }
      const rejected = new module.UserRejectedRequestError()
      expect(rejected).toBeInstanceOf(module.UserRejectedRequestError)
      expect(rejected).toMatchObject({ name: 'UserRejectedRequestError', rpcCode: 4001 })
      expect(rejected.shortMessage).toBe((english as Record<string, string>)[rejected.key])
    },
  )

  it('names the existential deposit and the most that can go, in the network’s coin', () => {
    const error = new polkadotErrors.ExistentialDepositError({
      maximum: 23_850_000_000n,
      existentialDeposit: 10_000_000_000n,
      currency: dotCurrency,
    })
    expect(error.shortMessage).toBe(
      'The account would keep less than its existential deposit of 1 DOT: send at most 2.385 DOT.',
    )
    expect(error).toMatchObject({
      code: 'EXISTENTIAL_DEPOSIT',
      field: 'amount',
      values: { deposit: '1 DOT', maximum: '2.385 DOT' },
    })
  })

  it('the chains declare their catalogues: Send shows their errors in the modal’s language', async () => {
    const plugins = [polkadot({ networks: [polkadotRelay] }), cosmos({ networks: [cosmosHub] })]
    const german = createTranslator(en, {
      plugins: await loadPluginMessages(plugins, 'de'),
      locale: 'de',
    })
    const deposit = new polkadotErrors.ExistentialDepositError({
      maximum: 23_850_000_000n,
      existentialDeposit: 10_000_000_000n,
      currency: dotCurrency,
    })
    expect(describeError(deposit, { t: german })).toBe(
      'Es bliebe weniger als die Existenzeinlage von 1 DOT: sende höchstens 2.385 DOT.',
    )
    expect(
      describeError(new polkadotErrors.TransactionFailedError('0x12', 'Balances.Foo'), {
        t: german,
      }),
    ).toBe('Die Überweisung ist fehlgeschlagen: Balances.Foo.')
    expect(
      describeError(new cosmosErrors.BroadcastError({ details: 'out of gas' }), { t: german }),
    ).toBe('Das Netzwerk hat die Transaktion nicht angenommen.')
    // English: the error's own words (the descriptors carry no English, to stay small).
    const english = createTranslator(en, {
      plugins: await loadPluginMessages(plugins, 'en'),
      locale: 'en',
    })
    expect(describeError(new cosmosErrors.InsufficientFundsError('1 < 2'), { t: english })).toBe(
      'Insufficient balance',
    )
    // Anything else: its short message.
    expect(describeError(new Error('boom'), { t: german })).toBe('boom')
  })

  it('Send takes a chain’s refusal of the amount as the amount’s problem; no other error', () => {
    const deposit = new polkadotErrors.ExistentialDepositError({
      maximum: 1n,
      existentialDeposit: 10_000_000_000n,
      currency: dotCurrency,
    })
    expect(toAmountProblem(deposit)).toMatchObject({
      name: 'SendValidationError',
      key: 'Polkadot.error.existentialDeposit',
      field: 'amount',
      values: deposit.values,
    })
    expect(toAmountProblem(new polkadotErrors.RpcError('down'))).toBeUndefined()
    expect(toAmountProblem(Object.assign(new Error('x'), { key: 'a', field: 'amount' }))).toBe(
      undefined,
    )
  })
})
