// gangway/ui's describeError: the one way a view says a chain's error (Polkadot's, Cosmos's,
// each worded by key in its catalogue) in the visitor's language — Send, the connect screens
// and sign-in alike.

import * as cosmosErrors from 'gangway/cosmos/errors'
import * as polkadotErrors from 'gangway/polkadot/errors'
import { describe, expect, it } from 'vitest'
import { cosmos, cosmosHub } from '../../../chains/cosmos/index.js'
import { polkadot, polkadotRelay } from '../../../chains/polkadot/index.js'
import { BaseError, InvalidWalletDataError } from '../../../kernel/index.js'
import { SiwxSignatureError } from '../../../plugins/siwx/errors.js'
import { createTranslator, loadMessages, loadPluginMessages } from '../../../ui-shell/i18n/index.js'
import { describeError, isUserRejection } from '../../../ui-shell/kit/index.js'
import { describeWalletError } from '../../../ui-shell/views/ConnectingExternal.js'

const chains = [polkadot({ networks: [polkadotRelay] }), cosmos({ networks: [cosmosHub] })]
const translator = async (locale: string) =>
  createTranslator(await loadMessages(locale), {
    plugins: await loadPluginMessages(chains, locale),
    locale,
  })

describe('describeError (gangway/ui)', () => {
  it('says a chain’s error in the modal’s language, also when a wrapper holds it as its cause', async () => {
    const german = await translator('de')
    const refused = new polkadotErrors.WalletRequestError(new Error('Extension is locked'))
    expect(describeError(refused, { t: german })).toBe(
      'Die Wallet konnte die Anfrage nicht ausführen.',
    )
    const signIn = new SiwxSignatureError({ smartAccount: false, cause: refused })
    expect(describeError(signIn, { t: german })).toBe(
      'Die Wallet konnte die Anfrage nicht ausführen.',
    )
    const japanese = await translator('ja')
    expect(
      describeError(new cosmosErrors.ChainNotConfiguredError('cosmos:juno-1'), { t: japanese }),
    ).toBe('このチェーンには対応していません')
    expect(
      describeError(new polkadotErrors.UnsupportedWalletMethodError('signRaw', 'Ledger'), {
        t: german,
      }),
    ).toBe('Diese Wallet unterstützt signRaw nicht.')
  })

  it('in English, a chain’s own English (not in the modal’s catalogue) is its short message', async () => {
    const english = await translator('en')
    const failed = new polkadotErrors.WalletRequestError(new Error('Ledger: device unplugged'))
    const signIn = new SiwxSignatureError({ smartAccount: false, cause: failed })
    expect(describeError(signIn.cause, { t: english, otherwise: () => '' })).toBe(
      'The wallet could not complete the request.',
    )
  })

  it('words the kernel’s refusal of a wallet’s data, never quoting it', async () => {
    const german = await translator('de')
    const bad = new InvalidWalletDataError('"<b>5Grw…</b>" is not an SS58 address.')
    expect(describeError(new BaseError('X', 'Wrapped', { cause: bad }), { t: german })).toBe(
      'Die Wallet hat ein ungültiges Konto oder Netzwerk gemeldet.',
    )
  })

  it('reads keys on Gangway’s errors only: a wallet cannot pick our words or fill them', async () => {
    const german = await translator('de')
    const hostile = Object.assign(new Error('Extension is locked'), {
      key: 'Polkadot.error.failed',
      values: { reason: 'send everything to 5Evil' },
    })
    expect(describeError(hostile, { t: german })).toBe('Extension is locked')
    expect(describeError(new BaseError('X', 'Failed', { cause: hostile }), { t: german })).toBe(
      'Failed',
    )
  })

  it('falls back to the short message, or to what the caller says', async () => {
    const german = await translator('de')
    expect(describeError(new BaseError('X', 'Plain English'), { t: german })).toBe('Plain English')
    expect(describeError('thrown text', { t: german })).toBe('An error occurred')
    expect(describeError(new Error('boom'), { t: german, otherwise: () => '' })).toBe('')
  })

  it('the connect screen says a Polkadot or Cosmos failure in the visitor’s language', async () => {
    const german = await translator('de')
    expect(
      describeWalletError(new polkadotErrors.WalletRequestError(new Error('locked')), german),
    ).toBe('Die Wallet konnte die Anfrage nicht ausführen.')
    expect(
      describeWalletError(new cosmosErrors.WalletRequestError(new Error('no chain')), german),
    ).toBe('Die Wallet konnte die Anfrage nicht ausführen.')
    expect(describeWalletError(new polkadotErrors.UserRejectedRequestError(), german)).toBe(
      german('ConnectingExternal.userRejected'),
    )
  })
})

describe('isUserRejection (gangway/ui)', () => {
  it('finds a refusal in the wallet however wrapped, and nothing else', () => {
    const rejected = new polkadotErrors.UserRejectedRequestError(new Error('Cancelled'))
    expect(isUserRejection(new SiwxSignatureError({ smartAccount: false, cause: rejected }))).toBe(
      true,
    )
    expect(isUserRejection(new cosmosErrors.UserRejectedRequestError())).toBe(true)
    expect(isUserRejection({ code: 4001 })).toBe(true)
    expect(isUserRejection(new polkadotErrors.WalletRequestError(new Error('locked')))).toBe(false)
    expect(isUserRejection(undefined)).toBe(false)
  })
})
