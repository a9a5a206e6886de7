import {
  type Connection,
  getShortMessage,
  type Kernel,
  type Network,
  type TokenBalance,
  type TransferEstimate,
} from 'gangway/kernel'
import { type FormEvent, type RefObject, useState } from 'react'
import { SendValidationError } from '../../errors.js'
import { getTransferAdapter, type TransferAdapter } from '../../getTransferAdapter.js'
import { resolveReceiverName } from '../../resolveReceiver.js'
import { getSendState, updateSend } from '../../sendToken.js'
import type { SendState } from '../../state.js'
import { toAmountProblem } from '../../toAmountProblem.js'
import { checkSend, validateSend } from '../../validateSend.js'

/** What WalletSend hands to WalletSendPreview. */
export type PreviewData = { estimate?: TransferEstimate | undefined }

export type SendFormFields = {
  amount: RefObject<HTMLInputElement | null>
  receiver: RefObject<HTMLInputElement | null>
}

/**
 * The form's actions: edit (clears the shown problem), choose a token, Max (the balance less
 * the fee of sending it all, for the native coin) and preview (SPEC §5 checks, a name
 * resolved to its address, the estimate, then WalletSendPreview). A problem moves focus to
 * its field.
 */
export function useSendForm(parameters: {
  kernel: Kernel
  connection: Connection | undefined
  network: Network | undefined
  adapter: TransferAdapter | undefined
  native: TokenBalance | undefined
  names: boolean
  fields: SendFormFields
  setEstimate(estimate: TransferEstimate | undefined): void
}) {
  const { kernel, connection, network, adapter, native, names, fields, setEstimate } = parameters
  const [picking, setPicking] = useState(false)
  const [problem, setProblem] = useState<SendValidationError>()
  const [busy, setBusy] = useState(false)

  function edit(changes: Partial<SendState>) {
    setProblem(undefined)
    updateSend(kernel, changes)
  }

  function choose(next: TokenBalance) {
    setPicking(false)
    edit({ token: next })
    fields.amount.current?.focus()
  }

  async function max() {
    const token = getSendState(kernel).token
    if (!token || !connection || !network || !adapter) return
    const all = adapter.formatUnits(token.value, token.decimals)
    if (token.address) return edit({ sendTokenAmount: all })
    setBusy(true)
    try {
      // An amount of 0 prices sending everything: what Max leaves in the account.
      const receiver = getSendState(kernel).receiverAddress.trim()
      const estimate = await adapter.estimateTransfer({
        from: connection.address,
        to: adapter.validateAddress(receiver) ? receiver : connection.address,
        amount: 0n,
        network,
      })
      setEstimate(estimate)
      const rest = token.value - estimate.fee
      edit({ sendTokenAmount: adapter.formatUnits(rest > 0n ? rest : 0n, token.decimals) })
    } catch (error) {
      kernel.log.warn('[send] fee estimate failed', error)
      edit({ sendTokenAmount: all })
    } finally {
      setBusy(false)
    }
  }

  async function resolveName(ready: TransferAdapter): Promise<SendState> {
    const typed = getSendState(kernel).receiverAddress.trim()
    if (!names || ready.validateAddress(typed) || !network) return getSendState(kernel)
    let address: string | null
    try {
      address = await resolveReceiverName(kernel, {
        namespace: connection!.namespace,
        network,
        name: typed,
      })
    } catch (error) {
      kernel.log.debug('[send] name resolution failed', error)
      // The names plugin's own words: the ENSIP-15 reason, or 'Error resolving name'.
      const reason = getShortMessage(error)
      throw new SendValidationError(
        'SEND_NAME_REFUSED',
        'WalletSend.nameRefused',
        reason,
        'receiver',
        {
          reason,
        },
      )
    }
    if (!address)
      throw new SendValidationError(
        'SEND_NAME_NOT_FOUND',
        'WalletSend.nameNotFound',
        'No address found for this name',
        'receiver',
      )
    updateSend(kernel, { receiverAddress: address, receiverProfileName: typed })
    return getSendState(kernel)
  }

  async function preview(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const loaded = connection
        ? (adapter ?? (await kernel.chains.load(connection.namespace)))
        : undefined
      validateSend({ adapter: loaded, state: getSendState(kernel) })
      const ready = adapter ?? (await getTransferAdapter(kernel, connection!.namespace))
      const current = await resolveName(ready)
      // The balance is checked once the fee is known: a chain may say why first.
      const amount = checkSend({ state: current, adapter: ready, funds: false })
      let estimate: TransferEstimate | undefined
      try {
        estimate = await ready.estimateTransfer({
          from: connection!.address,
          to: current.receiverAddress.trim(),
          amount,
          token: current.token!.address,
          nft: current.token!.nft,
          network: network!,
        })
      } catch (error) {
        // A chain's own reason the amount cannot go (Polkadot's existential deposit).
        const refusal = toAmountProblem(error)
        if (refusal) throw refusal
        // The wallet estimates again; a failing estimate often means too little for the fee.
        kernel.log.debug('[send] fee estimate failed', error)
      }
      checkSend({ state: current, adapter: ready, fee: estimate?.fee, nativeValue: native?.value })
      updateSend(kernel, { error: undefined })
      kernel.router.push({ view: 'WalletSendPreview', data: { estimate } satisfies PreviewData })
    } catch (error) {
      if (error instanceof SendValidationError) {
        setProblem(error)
        if (error.field === 'token') setPicking(true)
        else if (error.field) fields[error.field].current?.focus()
      } else kernel.toasts.show({ variant: 'error', message: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return { picking, setPicking, problem, busy, edit, choose, max, preview }
}
