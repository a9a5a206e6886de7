import {
  formatUnits,
  type PreviewApproval,
  type PreviewAsset,
  type PreviewChange,
  type PreviewWarning,
  type TransactionPreview,
} from 'gangway/kernel'
import { type ReactElement, useId, useRef } from 'react'
import { Icon } from '../components/icons.js'
import type { Translate } from '../i18n/index.js'
import { textDirection } from '../i18n/textDirection.js'
import { useStyles } from '../kit/useStyles.js'
import { formatAmount, truncateAddress } from '../shared/format.js'

const css = /* css */ `
.gw-preview { display: flex; flex-direction: column; gap: 10px; }
.gw-preview-warnings { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.gw-preview-warnings li { display: flex; gap: 8px; align-items: flex-start; padding: 10px 12px; border-radius: 12px; font-size: 0.9em; line-height: 1.4; background: color-mix(in srgb, var(--gw-warning) 16%, transparent); color: var(--gw-warning); overflow-wrap: anywhere; }
.gw-preview-warnings li.fail { background: color-mix(in srgb, var(--gw-error) 16%, transparent); color: var(--gw-error); }
.gw-preview-warnings svg { flex: none; width: 18px; height: 18px; margin-top: 1px; }
.gw-preview dl.gw-preview-facts { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 12px 14px; border-radius: var(--r-item, 16px); background: var(--gw-bg-2); font-size: 0.92em; }
.gw-preview dl.gw-preview-facts > div { display: grid; grid-template-columns: auto 1fr; gap: 12px; }
.gw-preview-facts dt { color: var(--gw-fg-2); }
.gw-preview-facts dd { margin: 0; text-align: end; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.gw-preview-facts ul { margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 4px; }
.gw-preview-facts .out { color: var(--gw-fg); font-weight: 600; }
.gw-preview-facts .in { color: var(--gw-success); font-weight: 600; }
.gw-preview-tag { display: inline-block; margin-inline-start: 6px; padding: 0 6px; border-radius: 6px; font-size: 0.8em; font-weight: 600; background: color-mix(in srgb, var(--gw-warning) 16%, transparent); color: var(--gw-warning); }
.gw-preview-confidence { margin: 0; font-size: 0.82em; color: var(--gw-fg-2); text-align: center; }
`

/** Props of the preview's facts: the preview and how to word it. */
export type PreviewFactsProps = {
  preview: TransactionPreview
  t: Translate
  locale: string | undefined
}

/**
 * Issue 33: "You send / You receive / You allow / Network fee / This will fail: reason", with a
 * warning first for a failure, an unlimited approval, `setApprovalForAll`, a permit to a new
 * spender and a token whose
 * own data cannot be trusted. Token text is the chain's, sanitised, and rendered as text.
 * Loaded with `import()` when a preview opens.
 */
export default function PreviewFacts({ preview, t, locale }: PreviewFactsProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  const id = useId()
  useStyles(root, css)
  const words = { t: textDirection(locale) === 'rtl' ? isolatingValues(t) : t, locale }
  const nothing =
    preview.send.length === 0 && preview.receive.length === 0 && preview.allow.length === 0
  return (
    <div className="gw-preview" ref={root} data-testid="transaction-preview">
      {preview.warnings.length > 0 ? (
        // An alert: a screen reader hears the failure and the risky grants as they appear.
        <div role="alert">
          <ul className="gw-preview-warnings" data-testid="preview-warnings">
            {preview.warnings.map((warning) => (
              <li
                key={warningKey(warning)}
                className={
                  warning.kind === 'willFail' ||
                  (warning.kind === 'plugin' && warning.level === 'danger')
                    ? 'fail'
                    : undefined
                }
                data-warning={warning.kind}
              >
                <Icon name="alert" />
                <span>{warningText(warning, words)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="gw-preview-facts" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} hidden>
          {t('TransactionPreview.label')}
        </span>
        {preview.send.length > 0 ? (
          <Fact label={t('TransactionPreview.send')} testId="preview-send">
            {preview.send.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: changes are positional
              <li key={index} className="out">
                <ChangeText change={change} words={words} />
              </li>
            ))}
          </Fact>
        ) : null}
        {preview.receive.length > 0 ? (
          <Fact label={t('TransactionPreview.receive')} testId="preview-receive">
            {preview.receive.map((change, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: changes are positional
              <li key={index} className="in">
                <ChangeText change={change} words={words} />
              </li>
            ))}
          </Fact>
        ) : null}
        {preview.allow.length > 0 ? (
          <Fact label={t('TransactionPreview.allow')} testId="preview-allow">
            {preview.allow.map((approval, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: approvals are positional
              <li key={index}>{approvalText(approval, words)}</li>
            ))}
          </Fact>
        ) : null}
        {nothing ? (
          <div>
            <dt>{t('TransactionPreview.send')}</dt>
            <dd>{t('TransactionPreview.nothing')}</dd>
          </div>
        ) : null}
        {preview.fee ? (
          <div>
            <dt>{t('TransactionPreview.fee')}</dt>
            <dd data-testid="preview-network-fee">
              <bdi>{amountText(preview.fee.amount, preview.fee.asset, words)}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>
      <p
        className="gw-preview-confidence"
        data-testid="preview-confidence"
        data-confidence={preview.confidence}
      >
        {t(`TransactionPreview.${preview.confidence}`)}
      </p>
    </div>
  )
}

type Words = { t: Translate; locale: string | undefined }

/**
 * In a right-to-left sentence each inserted text (an address, an amount, a token) is a bidi
 * isolate (U+2068…U+2069), so its own characters and the punctuation around it keep their
 * order: "لـ 0x90F7…5f0e على USDC." no longer reads with the address's dots and the full stop
 * moved. Numbers stay numbers, for plural rules.
 */
const isolatingValues =
  (t: Translate): Translate =>
  (key, values) =>
    t(
      key,
      values &&
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            typeof value === 'string' ? `\u2068${value}\u2069` : value,
          ]),
        ),
    )

function Fact(props: { label: string; testId: string; children: ReactElement[] }): ReactElement {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd>
        <ul data-testid={props.testId}>{props.children}</ul>
      </dd>
    </div>
  )
}

function ChangeText({ change, words }: { change: PreviewChange; words: Words }): ReactElement {
  return (
    <>
      <bdi>{amountText(change.amount, change.asset, words)}</bdi>
      {change.asset.flags.length > 0 ? (
        <span className="gw-preview-tag">{words.t('TransactionPreview.untrusted')}</span>
      ) : null}
    </>
  )
}

/** The asset as people name it: its chain-read symbol, else its name, else "Unknown token". */
function tokenName(asset: PreviewAsset, { t }: Words): string {
  const name = asset.symbol || asset.name || t('TransactionPreview.unknownToken')
  return asset.kind === 'nft' && asset.tokenId !== undefined ? `${name} #${asset.tokenId}` : name
}

/** `5 USDC`; an NFT by its id; raw units where the decimals are unreadable or absurd. */
function amountText(amount: bigint, asset: PreviewAsset, words: Words): string {
  if (asset.kind === 'nft')
    return amount === 1n ? tokenName(asset, words) : `${amount} × ${tokenName(asset, words)}`
  if (asset.decimals === undefined)
    return `${words.t('TransactionPreview.rawUnits', { amount: amount.toString() })} ${tokenName(asset, words)}`
  return `${formatPreviewAmount(amount, { decimals: asset.decimals, locale: words.locale })} ${tokenName(asset, words)}`
}

/**
 * Three decimals as SPEC §5 shows amounts, but never a misleading 0: a fee of 0.000042 keeps
 * its first three significant digits.
 */
export function formatPreviewAmount(
  amount: bigint,
  parameters: {
    /** The asset's decimals. */
    decimals: number
    /** The BCP 47 tag the number is written in. */
    locale: string | undefined
  },
): string {
  const { decimals, locale } = parameters
  const full = formatUnits(amount, decimals)
  const [whole = '0', fraction = ''] = full.split('.')
  const leadingZeros = whole === '0' ? (/^0*/.exec(fraction)?.[0].length ?? 0) : 0
  return formatAmount(full, { decimals: Math.max(3, Math.min(decimals, leadingZeros + 3)), locale })
}

function approvalText(approval: PreviewApproval, words: Words): string {
  const { t, locale } = words
  const spender = truncateAddress(approval.spender)
  const token = tokenName(approval.asset, words)
  if (approval.scope === 'all') return t('TransactionPreview.allowAll', { spender, token })
  if (approval.asset.kind === 'nft') return t('TransactionPreview.allowNft', { spender, token })
  if (approval.unlimited) return t('TransactionPreview.allowUnlimited', { spender, token })
  const amount = amountText(approval.amount ?? 0n, approval.asset, words)
  if (approval.expiresAt === undefined)
    return t('TransactionPreview.allowAmount', { spender, amount })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(approval.expiresAt * 1000),
  )
  return t('TransactionPreview.allowUntil', { spender, amount, date })
}

/** What makes a warning itself: its kind, and whom and what it is about. */
const warningKey = (warning: PreviewWarning): string =>
  warning.kind === 'willFail'
    ? warning.kind
    : warning.kind === 'plugin'
      ? `plugin:${warning.plugin}:${warning.message}`
      : `${warning.kind}:${'spender' in warning ? warning.spender : ''}:${warning.asset.address ?? ''}`

function warningText(warning: PreviewWarning, words: Words): string {
  const { t } = words
  switch (warning.kind) {
    case 'willFail':
      return warning.reason
        ? t('TransactionPreview.willFail', { reason: warning.reason })
        : t('TransactionPreview.willFailUnknown')
    case 'unlimitedApproval':
      return t('TransactionPreview.warnUnlimited', {
        spender: truncateAddress(warning.spender),
        token: tokenName(warning.asset, words),
      })
    case 'approvalForAll':
      return t('TransactionPreview.warnAll', {
        spender: truncateAddress(warning.spender),
        token: tokenName(warning.asset, words),
      })
    case 'newSpender':
      return t('TransactionPreview.warnNewSpender', {
        spender: truncateAddress(warning.spender),
        token: tokenName(warning.asset, words),
      })
    case 'untrustedAsset':
      return t('TransactionPreview.warnUntrusted')
    case 'plugin':
      // The plugin's own words, in the visitor's language; rendered as text.
      return warning.message
  }
}
