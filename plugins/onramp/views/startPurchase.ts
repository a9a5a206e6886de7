import type { Connection, Kernel } from 'gangway/kernel'
import type { Dispatch, SetStateAction } from 'react'
import type { OnrampService } from '../createOnrampService.js'
import type { OnrampText } from '../messages.js'
import { pendingPurchaseKey } from '../pendingPurchase.js'
import { openPurchaseWindow, type PurchaseWindow } from '../purchaseWindow.js'
import { readAssetBalance } from '../readAssetBalance.js'
import type { OnrampProviderDefinition } from '../types.js'
import { problemText } from './format.js'
import type { OnrampChoices } from './hooks/useOnrampChoices.js'
import { newPurchaseId, type Phase, type Purchase, returnUrlFor } from './purchase.js'

export type StartPurchaseParameters = {
  kernel: Kernel
  service: OnrampService
  connection: Connection | undefined
  /** The provider the purchase goes to. */
  provider: OnrampProviderDefinition | undefined
  choices: OnrampChoices
  text: OnrampText
  setPhase: Dispatch<SetStateAction<Phase>>
}

/**
 * Continue: the popup opens here, inside the click (a phone goes to the provider's page
 * itself, the purchase kept for its return); the balance before and the widget URL follow.
 */
export function startPurchase(parameters: StartPurchaseParameters): void {
  const { kernel, service, connection, provider, choices, text, setPhase } = parameters
  const { currentAsset, currentNetwork, currentFiat, currentMethod, amount } = choices
  if (!connection || !provider || !currentAsset || !currentNetwork || !currentFiat) return
  if (!choices.amountValid || amount === undefined) return
  const id = newPurchaseId()
  const returnUrl = returnUrlFor(id)
  const mobile = kernel.env.isMobile()
  let popup: PurchaseWindow | undefined
  try {
    if (!mobile) popup = openPurchaseWindow(kernel, returnUrl)
  } catch (error) {
    setPhase({ step: 'failed', message: problemText(error, text) })
    return
  }
  // The configured network the funds land on: the connected one when it is that network.
  const caipNetworkId =
    choices.networkNameOf(connection.caipNetworkId) === currentNetwork.name
      ? connection.caipNetworkId
      : kernel.networks
          .all(connection.namespace)
          .find((entry) => choices.networkNameOf(entry.caipNetworkId) === currentNetwork.name)
          ?.caipNetworkId
  const purchase: Purchase = {
    id,
    provider: provider.name,
    label: provider.label,
    namespace: connection.namespace,
    caipNetworkId,
    address: connection.address,
    asset: currentAsset.symbol,
    before: undefined,
  }
  setPhase({ step: 'opening', purchase })
  void (async () => {
    try {
      purchase.before = caipNetworkId
        ? await readAssetBalance(kernel, {
            namespace: purchase.namespace,
            caipNetworkId,
            address: purchase.address,
            symbol: purchase.asset,
          }).then(
            (balance) => balance?.value,
            () => undefined,
          )
        : undefined
      const url = await service.getWidgetUrl(purchase.provider, {
        address: purchase.address,
        network: currentNetwork.name,
        asset: purchase.asset,
        fiatCurrency: currentFiat.id,
        paymentMethod: currentMethod,
        fiatAmount: String(amount),
        redirectUrl: returnUrl,
        purchaseId: id,
      })
      if (!popup) {
        kernel.storage.set(pendingPurchaseKey, {
          ...purchase,
          caipNetworkId: caipNetworkId ?? connection.caipNetworkId,
          before: purchase.before === undefined ? null : purchase.before.toString(),
        })
        location.assign(url)
        return
      }
      popup.navigate(url)
      setPhase({ step: 'waiting', purchase, popup })
    } catch (error) {
      kernel.log.warn('[onramp] could not open the provider', error)
      popup?.close()
      setPhase({ step: 'failed', message: problemText(error, text) })
    }
  })()
}
