// @vitest-environment happy-dom
// The e-mail field says, before the visitor signs up, which enabled chains the embedded wallet
// holds no keys for (it holds EVM and Solana keys): Cosmos, Bitcoin… by their declared names.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { bip122, bitcoin } from '../../../chains/bip122/index.js'
import { cosmos, cosmosHub } from '../../../chains/cosmos/index.js'
import { eip155, mainnet } from '../../../chains/eip155/index.js'
import { createKernel, type GangwayOptions, type KernelInstance } from '../../../kernel/index.js'
import german from '../../../plugins/email/locales/de.js'
import EmailField from '../../../plugins/email/views/EmailField.js'
import { createTranslator, en, loadPluginMessages } from '../../../ui-shell/i18n/index.js'

const kernels: KernelInstance[] = []
afterEach(() => {
  for (const kernel of kernels.splice(0)) kernel.destroy()
  document.body.innerHTML = ''
})

async function render(chains: GangwayOptions['chains'], locale?: string) {
  const kernel = createKernel({ chains, logLevel: 'silent', locale })
  kernels.push(kernel)
  const plugins = await loadPluginMessages(kernel.options.chains, locale)
  const catalogue = locale === 'de' ? { ...en, ...german } : en
  const t = createTranslator(catalogue, { plugins, locale })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<EmailField kernel={kernel} t={t} data={undefined} />))
  const note = container.querySelector('[data-testid="email-not-held"]')
  const input = container.querySelector('input')
  act(() => root.unmount())
  return { note: note?.textContent ?? null, describedBy: input?.getAttribute('aria-describedby') }
}

describe('the e-mail field and the keys the embedded wallet does not hold', () => {
  it('names Cosmos (and Bitcoin) when the host enabled them, and ties the note to the field', async () => {
    const { note, describedBy } = await render([
      eip155({ networks: [mainnet] }),
      cosmos({ networks: [cosmosHub] }),
      bip122({ networks: [bitcoin] }),
    ])
    expect(note).toBe(
      'The email wallet holds no keys for Cosmos and Bitcoin. To use them, connect another wallet.',
    )
    expect(describedBy?.split(' ')).toHaveLength(2)
  })

  it('says it in the visitor’s language', async () => {
    const { note } = await render(
      [eip155({ networks: [mainnet] }), cosmos({ networks: [cosmosHub] })],
      'de',
    )
    expect(note).toBe(
      'Die E-Mail-Wallet hat keine Schlüssel für Cosmos. Verbinde dafür eine andere Wallet.',
    )
  })

  it('says nothing when every enabled chain is one it holds keys for', async () => {
    expect((await render([eip155({ networks: [mainnet] })])).note).toBeNull()
  })
})
