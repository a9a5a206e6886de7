import { type Connection, formatUnits, type Kernel } from 'gangway/kernel'
import { formatAmount, refreshBalances } from 'gangway/ui'
import { type Dispatch, type SetStateAction, useEffect } from 'react'
import { onrampPollInterval } from '../../constants.js'
import type { OnrampService } from '../../createOnrampService.js'
import type { OnrampText } from '../../messages.js'
import { type AssetBalance, readAssetBalance } from '../../readAssetBalance.js'
import type { Phase } from '../purchase.js'

/**
 * While the provider's window is open or the purchase was submitted: watches the chain (the
 * asset's balance against the one before), the provider's status when it has one, and the
 * window, and moves the phase to success, submitted, cancelled or failed.
 */
export function usePurchaseWatch(parameters: {
  kernel: Kernel
  service: OnrampService
  connection: Connection | undefined
  phase: Phase
  setPhase: Dispatch<SetStateAction<Phase>>
  text: OnrampText
  locale: string | undefined
}): void {
  const { kernel, service, connection, phase, setPhase, text, locale } = parameters
  const watching = phase.step === 'waiting' || phase.step === 'submitted' ? phase : undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: one watch per purchase and step
  useEffect(() => {
    if (!watching) return
    const { purchase } = watching
    let live = true
    let timer: unknown
    const arrived = (balance: AssetBalance) => {
      const before = purchase.before
      const gained = before === undefined ? 0n : balance.value - before
      return before !== undefined && gained > 0n
        ? formatAmount(formatUnits(gained, balance.decimals), { decimals: 6, locale })
        : undefined
    }
    const poll = async () => {
      if (!live) return
      try {
        if (purchase.caipNetworkId) {
          const balance = await readAssetBalance(kernel, {
            namespace: purchase.namespace,
            caipNetworkId: purchase.caipNetworkId,
            address: purchase.address,
            symbol: purchase.asset,
          })
          const gained = balance && arrived(balance)
          if (live && gained) {
            if (watching.step === 'waiting') watching.popup.close()
            setPhase({ step: 'success', purchase, arrived: `${gained} ${purchase.asset}` })
            kernel.toasts.show({
              variant: 'success',
              message: text('Onramp.success', { amount: `${gained} ${purchase.asset}` }),
            })
            void refreshBalances(kernel, connection)
            return
          }
        }
        const status = await service
          .getStatus(purchase.provider, { purchaseId: purchase.id, address: purchase.address })
          .catch(() => undefined)
        if (!live) return
        if (status === 'failed') {
          if (watching.step === 'waiting') watching.popup.close()
          return setPhase({ step: 'failed', message: text('Onramp.failed') })
        }
        if (status === 'completed' && watching.step === 'waiting') {
          watching.popup.close()
          return setPhase({ step: 'submitted', purchase })
        }
      } catch (error) {
        kernel.log.debug('[onramp] watch failed', error)
      }
      if (live) timer = kernel.env.setTimeout(() => void poll(), onrampPollInterval)
    }
    timer = kernel.env.setTimeout(() => void poll(), onrampPollInterval)
    if (watching.step === 'waiting')
      void watching.popup.ended.then((end) => {
        if (!live) return
        setPhase((current) =>
          current.step !== 'waiting'
            ? current
            : end === 'redirected'
              ? { step: 'submitted', purchase }
              : { step: 'cancelled', purchase },
        )
      })
    return () => {
      live = false
      kernel.env.clearTimeout(timer)
    }
  }, [kernel, service, watching?.step, watching?.purchase.id])
}
