import { Spinner, useConnection, useInitialFocus, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, useId, useMemo, useRef } from 'react'
import { createSendText } from '../messages.js'
import { hasNames } from '../resolveReceiver.js'
import { parseAmount } from '../units.js'
import { AmountField } from './components/AmountField.js'
import { FeeFacts } from './components/FeeFacts.js'
import { ReceiverField } from './components/ReceiverField.js'
import { SendProblem } from './components/SendProblem.js'
import { TokenPicker } from './components/TokenPicker.js'
import { useFeeEstimate } from './hooks/useFeeEstimate.js'
import { useOpenedNft } from './hooks/useOpenedNft.js'
import { useReceiverName } from './hooks/useReceiverName.js'
import { useSendBalances } from './hooks/useSendBalances.js'
import { useSendForm } from './hooks/useSendForm.js'
import { useSendState } from './hooks/useSendState.js'
import { useTransferAdapter } from './hooks/useTransferAdapter.js'
import { sendCss } from './styles.js'

/**
 * SPEC §2/§4 WalletSend: token picker (the account's balances), amount with Max (leaving the
 * network fee for native sends), receiver (validated by the chain adapter; a name when a
 * names plugin is present), the fee estimate, then the preview. Every chain-specific step
 * (address check, units, fee, transfer) is the chain adapter's. Opened with `WalletSendData`
 * (another plugin's NFT), the form sends that NFT through the same steps.
 */
export default function WalletSend({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, sendCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createSendText(t, locale), [t, locale])
  const state = useSendState(kernel)
  const connection = useConnection(kernel)
  const network = connection ? kernel.networks.get(connection.caipNetworkId) : undefined
  const balances = useSendBalances(kernel, connection)
  const adapter = useTransferAdapter(kernel, connection?.namespace)
  const names = hasNames(kernel)
  const ids = { amount: useId(), receiver: useId(), problem: useId(), picker: useId() }
  const fields = {
    amount: useRef<HTMLInputElement>(null),
    receiver: useRef<HTMLInputElement>(null),
  }
  const nft = useOpenedNft({ kernel, data, caipNetworkId: connection?.caipNetworkId })
  useInitialFocus(root, nft?.nft?.standard === 'erc721' ? fields.receiver : fields.amount)

  const tokens = useMemo(
    () => balances.balances.filter((balance) => !balance.address || balance.value > 0n),
    [balances.balances],
  )
  const token = state.token
  const receiver = state.receiverAddress.trim()
  const validReceiver = adapter?.validateAddress(receiver) ? receiver : undefined
  const typed =
    token && adapter
      ? parseAmount(state.sendTokenAmount, { decimals: token.decimals, adapter })
      : undefined
  const [estimate, setEstimate] = useFeeEstimate({
    kernel,
    adapter,
    connection,
    network,
    token,
    receiver: validReceiver,
    amount: typed !== undefined && token && typed <= token.value ? typed : 0n,
  })
  useReceiverName({ kernel, enabled: names, connection, network, receiver: validReceiver })
  const form = useSendForm({
    kernel,
    connection,
    network,
    adapter,
    native: balances.native,
    names,
    fields,
    setEstimate,
  })
  const { problem } = form
  const describedBy = (field: 'amount' | 'receiver') =>
    problem?.field === field ? ids.problem : undefined

  return (
    <div ref={root} className="gw-send">
      <form onSubmit={(event) => void form.preview(event)} noValidate>
        <AmountField
          id={ids.amount}
          pickerId={ids.picker}
          inputRef={fields.amount}
          value={state.sendTokenAmount}
          token={token}
          picking={form.picking}
          invalid={problem?.field === 'amount'}
          tokenInvalid={problem?.field === 'token'}
          describedBy={describedBy('amount')}
          busy={form.busy}
          locale={locale}
          text={text}
          onChange={(value) => form.edit({ sendTokenAmount: value })}
          onTogglePicker={() => form.setPicking(!form.picking)}
          onMax={() => void form.max()}
        />

        {form.picking ? (
          <TokenPicker
            id={ids.picker}
            tokens={tokens}
            selected={token}
            loading={balances.status === 'loading' || balances.status === 'idle'}
            network={network}
            locale={locale}
            text={text}
            onChoose={form.choose}
          />
        ) : null}

        <ReceiverField
          id={ids.receiver}
          inputRef={fields.receiver}
          value={state.receiverAddress}
          names={names}
          profileName={state.receiverProfileName}
          profileImageUrl={state.receiverProfileImageUrl}
          invalid={problem?.field === 'receiver'}
          describedBy={describedBy('receiver')}
          text={text}
          onChange={(value) =>
            form.edit({
              receiverAddress: value,
              receiverProfileName: undefined,
              receiverProfileImageUrl: undefined,
            })
          }
        />

        <dl className="gw-send-facts">
          <FeeFacts
            label={text('WalletSend.fee')}
            fallback={text('WalletSend.feeUnknown')}
            estimate={estimate}
            network={network}
            native={balances.native}
            locale={locale}
            units={adapter}
            text={text}
            testId="send-fee"
          />
        </dl>

        <SendProblem id={ids.problem} problem={problem} text={text} t={t} />

        <button type="submit" className="button full" disabled={form.busy} aria-busy={form.busy}>
          {form.busy ? <Spinner className="small-spinner" /> : null}
          {text('WalletSend.preview')}
        </button>
      </form>
    </div>
  )
}
