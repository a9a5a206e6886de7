import { definePlugin } from 'gangway/kernel'
import { describe, expect, it } from 'vitest'
import { email } from '../../../plugins/email/index.js'
import { socials } from '../../../plugins/socials/index.js'
import { connectMethodForms } from '../../../ui-shell/prerender.js'
import { startKernel } from '../kernel/support.js'

const view = async () => ({ default: () => null })
const secureSiteUrl = 'https://wallet.example.com'

describe("Connect's forms that render ahead (issue 35)", () => {
  it('the e-mail field and the social buttons render ahead, in the connect methods’ order', () => {
    const kernel = startKernel({
      plugins: [socials({ secureSiteUrl, providers: ['google'] }), email({ secureSiteUrl })],
    })
    expect(connectMethodForms(kernel)).toEqual([
      { name: 'Connect:email', rendersAhead: true },
      { name: 'Connect:social', rendersAhead: true },
    ])
    kernel.destroy()
  })

  it('a form whose plugin does not declare it, or declares it without the view, does not', () => {
    const kernel = startKernel({
      plugins: [
        definePlugin({ name: 'mailer', views: { 'Connect:email': view } }),
        definePlugin({ name: 'claims', rendersAhead: ['Connect:social'] }),
      ],
    })
    // A view added at run time has no plugin to declare it.
    kernel.registry.addView({ name: 'Connect:social', loader: view, owner: 'claims' })
    expect(connectMethodForms(kernel)).toEqual([
      { name: 'Connect:email', rendersAhead: false },
      { name: 'Connect:social', rendersAhead: false },
    ])
    kernel.destroy()
  })
})
