// The one WalletConnect test harness: a dapp kernel on the local relay, a WalletKit wallet,
// and the pairing between them. Each test file passes its own chains and wallet options.

import {
  createMemoryStorage,
  startWalletConnectWallet,
  type WalletConnectTestWallet,
} from 'gangway/testing/walletconnect'
import {
  createKernel,
  createMemoryBackend,
  type GangwayOptions,
  type KernelInstance,
  type StorageBackend,
} from '../../kernel/internal.js'
import { getWalletConnect, walletConnect } from '../../plugins/walletconnect/index.js'

/** Cleanups run after each test, newest first. */
export type Cleanups = (() => Promise<void> | void)[]

export type DappParameters = {
  relayUrl: string
  chains: GangwayOptions['chains']
  cleanups: Cleanups
  /** The instance's storage (a reload passes the previous one). */
  storage?: StorageBackend | undefined
  /** The relay client's storage (a reload passes the previous one). */
  wcStorage?: ReturnType<typeof createMemoryStorage> | undefined
  /** Keeps two dapps' relay clients in one process apart. */
  prefix?: string | undefined
  relayTimeout?: number | undefined
}

let prefixes = 0

/** A dapp instance with WalletConnect on the local relay (no verify iframe). */
export function startDapp(parameters: DappParameters) {
  const storage = parameters.storage ?? createMemoryBackend()
  const wcStorage = parameters.wcStorage ?? createMemoryStorage()
  const prefix = parameters.prefix ?? `dapp-${++prefixes}-${Date.now()}`
  const kernel: KernelInstance = createKernel({
    chains: parameters.chains,
    walletConnect: { projectId: 'gangway-test', relayUrl: parameters.relayUrl, verify: false },
    plugins: [
      walletConnect({
        storage: wcStorage,
        storagePrefix: prefix,
        relayTimeout: parameters.relayTimeout ?? 2_000,
      }),
    ],
    storage,
    logLevel: 'silent',
  })
  parameters.cleanups.push(async () => {
    const controller = await getWalletConnect(kernel)
    controller.destroy()
    kernel.destroy()
  })
  return { kernel, storage, wcStorage, prefix }
}

/** A WalletKit wallet on the relay, stopped after the test. */
export async function startPhone(
  parameters: Parameters<typeof startWalletConnectWallet>[0],
  cleanups: Cleanups,
): Promise<WalletConnectTestWallet> {
  const started = await startWalletConnectWallet(parameters)
  cleanups.push(() => started.stop())
  return started
}

/** Starts a pairing in the dapp and lets the wallet scan its URI; resolves once connected. */
export async function pairWallet(kernel: KernelInstance, scanner: WalletConnectTestWallet) {
  const controller = await getWalletConnect(kernel)
  const scanned = new Promise<void>((resolve, reject) => {
    const stop = controller.subscribe(() => {
      const { uri } = controller.getState()
      if (uri) {
        stop()
        scanner.pair(uri).then(() => resolve(), reject)
      }
    })
  })
  await Promise.all([controller.pair(), scanned])
  return controller
}
