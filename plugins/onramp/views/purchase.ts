import type { CaipNetworkId } from 'gangway/kernel'
import { type OnrampSettings, onrampReturnParameter } from '../onrampSettings.js'
import type { PendingPurchase } from '../pendingPurchase.js'
import type { PurchaseWindow } from '../purchaseWindow.js'

/** One purchase, from the click to its end. */
export type Purchase = {
  id: string
  provider: string
  label: string
  namespace: string
  /** The configured network the funds arrive on; undefined when the host has none for it. */
  caipNetworkId: CaipNetworkId | undefined
  address: string
  asset: string
  /** The asset's balance when the purchase started (smallest unit), when readable. */
  before: bigint | undefined
}

/** Where the view is: the form, or one step of a purchase. */
export type Phase =
  | { step: 'form' }
  | { step: 'opening'; purchase: Purchase }
  | { step: 'waiting'; purchase: Purchase; popup: PurchaseWindow }
  | { step: 'submitted'; purchase: Purchase }
  | { step: 'success'; purchase: Purchase; arrived: string }
  | { step: 'cancelled'; purchase: Purchase }
  | { step: 'failed'; message: string }

/** The view's first phase: the form, or a purchase the visitor came back from (on a phone). */
export function initialPhase(resume: PendingPurchase | undefined, settings: OnrampSettings): Phase {
  if (!resume) return { step: 'form' }
  const label =
    settings.providers.find((entry) => entry.name === resume.provider)?.label ?? resume.provider
  return {
    step: 'submitted',
    purchase: {
      ...resume,
      label,
      caipNetworkId: resume.caipNetworkId as CaipNetworkId,
      before: resume.before === null ? undefined : BigInt(resume.before),
    },
  }
}

/** 128 random bits as hex (`randomUUID` needs a secure context; this does not). */
export function newPurchaseId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
}

/** The page the provider sends the visitor back to: this page, with the purchase id. */
export function returnUrlFor(id: string): string {
  const url = new URL(location.href)
  url.hash = ''
  url.searchParams.delete(onrampReturnParameter)
  url.searchParams.set(onrampReturnParameter, id)
  return url.href
}
