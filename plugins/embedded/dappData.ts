import type { Kernel } from 'gangway/kernel'
import type { FramePayload } from './protocol.js'

/** What the frame hears as the SDK's version (SPEC §2 `version` query parameter). */
export const embeddedSdkVersion = 'gangway-0.1.0'
/** SPEC §7 dapp data `sdkType`. */
export const embeddedSdkType = 'gangway'

/** SPEC §7 dapp data payload, plus the host page's language. */
export function dappData(kernel: Kernel): FramePayload<'SYNC_DAPP_DATA'> {
  const { metadata, locale, walletConnect } = kernel.options
  return {
    metadata: {
      name: metadata.name,
      ...(metadata.description === undefined ? {} : { description: metadata.description }),
      ...(metadata.url === undefined ? {} : { url: metadata.url }),
      ...(metadata.icons === undefined ? {} : { icons: [...metadata.icons] }),
    },
    sdkVersion: embeddedSdkVersion,
    sdkType: embeddedSdkType,
    projectId: walletConnect?.projectId ?? '',
    language: locale ?? 'en',
  }
}
