// @vitest-environment happy-dom
import { definePlugin } from 'gangway/kernel'
import { afterEach, describe, expect, it } from 'vitest'
import { createGangway } from '../../../index.js'
import { fakeChain } from '../../support/fakeChain.js'
import { until } from '../../support/until.js'

/** A view that renders nothing: the slot's plugin is there, so is the tab. */
const emptyView = async () => ({ default: () => null })

afterEach(() => {
  document.body.innerHTML = ''
})

const dialog = () =>
  document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role="dialog"]')
const selectedTab = () => dialog()?.querySelector('[role="tab"][aria-selected="true"]')?.textContent
const tab = (name: string) =>
  [...(dialog()?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])].find(
    (element) => element.textContent === name,
  )

describe("Account's tabs", () => {
  it('keep the tab chosen for an account when the connection goes and comes back; another account starts on Tokens', async () => {
    const chain = fakeChain({
      connectors: [
        { id: 'injected', wallet: { addresses: ['0xaaaa'] } },
        { id: 'other', wallet: { addresses: ['0xbbbb'] } },
      ],
    })
    // A plugin that fills the Activity tab, so Account has tabs.
    const activity = definePlugin({
      name: 'activity',
      views: { AccountActivity: emptyView },
    })
    const gangway = createGangway({
      chains: [chain.plugin],
      plugins: [activity],
      logLevel: 'silent',
    })
    const { kernel } = gangway
    await gangway.open()
    const showAccount = async () => {
      kernel.router.reset({ view: 'Account' })
      await until(() => Boolean(tab('Activity')))
    }

    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await showAccount()
    expect(selectedTab()).toBe('Tokens')
    tab('Activity')!.click()
    await until(() => selectedTab() === 'Activity')

    // The wallet goes away (Account leaves the screen), then the same account connects again.
    await kernel.connections.disconnect({ namespace: 'eip155' })
    await until(() => !tab('Activity'))
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'injected' })
    await showAccount()
    expect(selectedTab()).toBe('Activity')

    // Another account has its own choice: none yet.
    await kernel.connections.disconnect({ namespace: 'eip155' })
    await until(() => !tab('Activity'))
    await kernel.connections.connect({ namespace: 'eip155', connectorId: 'other' })
    await showAccount()
    expect(selectedTab()).toBe('Tokens')
    gangway.destroy()
  })
})
