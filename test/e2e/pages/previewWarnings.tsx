// The host page of test/e2e/preview-warnings.spec.ts: eip155() on the demo's anvil chain and a
// third-party plugin written with the public plugin API (`definePlugin` from 'gangway') whose
// `previewWarnings` check flags a spender it knows — a host's own scam list. The spec opens
// ApproveTransaction through `requestApproval` from 'gangway/kernel', as an embedded wallet does.
import { anvil, eip155 } from '../../../chains/eip155/index.js'
import { createGangway, definePlugin } from '../../../index.js'
import { type ApprovalRequest, requestApproval } from '../../../kernel/index.js'

export type PreviewWarningsPageConfig = {
  rpcUrl: string
  /** The spender the plugin's list knows as a drainer. */
  flagged: string
}

/** What the spec reaches through `window.previewWarningsPage`. */
export type PreviewWarningsPageWindow = {
  previewWarningsPage: { requestApproval(request: ApprovalRequest): Promise<string> }
}

const words = {
  en: {
    danger: (spender: string) =>
      `Scam list: ${spender} drained wallets before. <img src=x onerror="document.title='pwned'">`,
    caution: 'Scam list: this site is new to the list.',
  },
  ar: {
    danger: (spender: string) => `قائمة الاحتيال: ${spender} أفرغ محافظ من قبل.`,
    caution: 'قائمة الاحتيال: هذا الموقع جديد في القائمة.',
  },
}

async function main() {
  const config = (await (await fetch('/config.json')).json()) as PreviewWarningsPageConfig
  const locale = new URLSearchParams(location.search).get('lang') === 'ar' ? 'ar' : 'en'
  const scamList = definePlugin({
    name: 'scam-list',
    // Gangway's own preview comes in: the check reads who is allowed, as it simulated it.
    async previewWarnings({ preview }) {
      const text = words[locale]
      const flagged = preview.allow.filter(
        (approval) => approval.spender.toLowerCase() === config.flagged.toLowerCase(),
      )
      return [
        ...flagged.map((approval) => ({
          level: 'danger' as const,
          message: text.danger(approval.spender),
        })),
        { level: 'caution' as const, message: text.caution },
      ]
    },
  })
  const gangway = createGangway({
    metadata: { name: 'Preview warnings e2e', url: location.origin },
    chains: [eip155({ networks: [anvil], rpcUrls: { 31337: [config.rpcUrl] } })],
    plugins: [scamList],
    locale,
    theme: { mode: 'light' },
  })
  const page: PreviewWarningsPageWindow['previewWarningsPage'] = {
    requestApproval: (request) =>
      requestApproval(gangway.kernel, request).then(
        () => 'approved',
        (error: unknown) => (error as Error).name,
      ),
  }
  Object.assign(window, { previewWarningsPage: page })
  document.body.dataset.ready = 'true'
}

void main()
