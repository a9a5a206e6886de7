import type { Kernel, State } from 'gangway/kernel'
import { createFrameClient, type FrameClient } from './createFrameClient.js'
import { dappData, embeddedSdkVersion } from './dappData.js'
import { frameAlerts } from './errors.js'

export type FrameLoader = {
  /** The frame client, loading the frame on first call; a failed load is tried again next call. */
  get(): Promise<FrameClient>
  /** The frame client if it was ever asked for, without loading it. */
  loaded(): Promise<FrameClient> | undefined
  /** Stops following the modal and the theme, and takes the frame off the page. */
  destroy(): void
}

/**
 * Loads the secure site's frame once for an instance and keeps it in step with the host: SPEC
 * §8's alerts as the modal's error toasts, §2/§4's abort on close, §7's dapp data and theme.
 *
 * @example
 * const frames = createFrameLoader(kernel, { secureSiteUrl, chainId: () => 1, onSessionExpired })
 * const client = await frames.get()
 */
export function createFrameLoader(
  kernel: Kernel,
  parameters: {
    secureSiteUrl: string
    /** The chain the frame starts on (SPEC §2 `chainId` query parameter). */
    chainId: () => number
    /** SPEC §8 'Session Expired', after its toast. */
    onSessionExpired: () => void
  },
): FrameLoader {
  let client: Promise<FrameClient> | undefined
  let stopFollowing: (() => void) | undefined

  function get(): Promise<FrameClient> {
    client ??= createFrameClient({
      secureSiteUrl: parameters.secureSiteUrl,
      env: kernel.env,
      projectId: kernel.options.walletConnect?.projectId,
      chainId: `eip155:${parameters.chainId()}`,
      version: embeddedSdkVersion,
      enableLogger: kernel.options.logLevel === 'debug',
      // SPEC §8 alerts, as the modal's error toast in the visitor's language.
      onTimeout: (reason) => {
        kernel.log.warn(`embedded wallet: ${reason}`)
        kernel.toasts.show({
          variant: 'error',
          message:
            reason === 'iframe_load_failed'
              ? { text: frameAlerts.networkError, key: 'embedded.alertNetworkError' }
              : { text: frameAlerts.timedOut, key: 'embedded.alertTimedOut' },
        })
      },
      onSessionExpired: () => {
        kernel.toasts.show({
          variant: 'error',
          message: {
            text: frameAlerts.sessionExpired,
            key: 'embedded.alertSessionExpired',
          },
        })
        parameters.onSessionExpired()
      },
    }).then(
      (created) => {
        stopFollowing = follow(kernel, created)
        return created
      },
      (error: unknown) => {
        client = undefined
        throw error
      },
    )
    return client
  }

  return {
    get,
    loaded: () => client,
    destroy() {
      stopFollowing?.()
      void client?.then((created) => created.destroy()).catch(() => undefined)
      client = undefined
    },
  }
}

/** Keeps a loaded frame in step with the host; returns what stops it. */
function follow(kernel: Kernel, created: FrameClient): () => void {
  // SPEC §2/§4: closing the modal with no transaction open aborts the open requests.
  const stopAborting = kernel.bus.on('rejectPendingRequests', () => created.abortRpcRequests())
  // SPEC §7 sync dapp data, first: the frame's text and mails follow the host's language.
  void created
    .request('SYNC_DAPP_DATA', dappData(kernel))
    .catch((error: unknown) => kernel.log.warn('embedded wallet: sync dapp data', error))
  // SPEC §7 sync theme: the approval view looks like the modal, now and on every change.
  const syncTheme = ({ mode, variables }: State['theme']) => {
    const dark =
      mode === 'dark' ||
      (mode === 'system' &&
        typeof matchMedia === 'function' &&
        matchMedia('(prefers-color-scheme: dark)').matches)
    const { accent, borderRadius } = variables
    const themeVariables = {
      ...(typeof accent === 'string' ? { accent } : {}),
      ...(typeof borderRadius === 'string' ? { borderRadius } : {}),
    }
    void created
      .request('SYNC_THEME', { themeMode: dark ? 'dark' : 'light', themeVariables })
      .catch(() => undefined)
  }
  syncTheme(kernel.store.getState().theme)
  const stopTheme = kernel.store.subscribe((state) => state.theme, syncTheme)
  return () => {
    stopAborting()
    stopTheme()
  }
}
