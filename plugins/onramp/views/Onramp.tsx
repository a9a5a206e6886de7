import { type Kernel, perInstance } from 'gangway/kernel'
import { Icon, Spinner, useConnection, useStyles, type ViewProps } from 'gangway/ui'
import { type ReactElement, type ReactNode, useMemo, useRef, useState } from 'react'
import { createOnrampService, type OnrampService } from '../createOnrampService.js'
import { createOnrampText } from '../messages.js'
import type { OnrampArguments } from '../onramp.js'
import { getOnrampSettings } from '../onrampSettings.js'
import type { PendingPurchase } from '../pendingPurchase.js'
import { OnrampForm } from './components/OnrampForm.js'
import { PurchaseState } from './components/PurchaseState.js'
import { hasSelection, useOnrampChoices } from './hooks/useOnrampChoices.js'
import { useOnrampFocus } from './hooks/useOnrampFocus.js'
import { useOnrampOptions } from './hooks/useOnrampOptions.js'
import { useOnrampQuotes } from './hooks/useOnrampQuotes.js'
import { usePurchaseWatch } from './hooks/usePurchaseWatch.js'
import { initialPhase, type Phase } from './purchase.js'
import { startPurchase } from './startPurchase.js'
import { onrampCss } from './styles.js'

const serviceOf = perInstance(
  (kernel: Kernel): OnrampService =>
    createOnrampService(kernel, getOnrampSettings(kernel).providers),
)

/**
 * SPEC §1 buy crypto: choose the asset, network, currency, payment method and amount (its
 * limits checked as the visitor types), compare the providers' quotes side by side, open
 * the chosen provider's widget (a popup opened on the click on a laptop; the page itself
 * on a phone), wait while the chain is watched, and end on submitted, arrived, cancelled or
 * failed. The destination is always the connected account. Opened with
 * `open({ view: 'Onramp', data: { asset, amount } })`.
 */
export default function Onramp({ kernel, data, t }: ViewProps): ReactElement {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, onrampCss)
  const locale = kernel.options.locale
  const text = useMemo(() => createOnrampText(t, locale), [t, locale])
  const connection = useConnection(kernel)
  const settings = getOnrampSettings(kernel)
  const service = serviceOf(kernel)
  const opened = (data ?? {}) as OnrampArguments & { resume?: PendingPurchase | undefined }

  const [phase, setPhase] = useState<Phase>(() => initialPhase(opened.resume, settings))
  const options = useOnrampOptions(service)
  const { amountField, stateHeading } = useOnrampFocus(root, {
    step: phase.step,
    formShown: phase.step === 'form' && !!options,
  })
  const choices = useOnrampChoices({ options, settings, connection, opened, text, locale })
  const quotes = useOnrampQuotes({ kernel, service, connection, choices })
  usePurchaseWatch({ kernel, service, connection, phase, setPhase, text, locale })

  const again = () => {
    quotes.clear()
    setPhase({ step: 'form' })
  }
  const shell = (children: ReactNode) => (
    <div ref={root} className="gw-onramp">
      {children}
    </div>
  )

  if (!connection) return shell(<p className="gw-onramp-hint">{text('Onramp.connect')}</p>)
  if (!service.providers.length)
    return shell(<p className="gw-onramp-hint">{text('Onramp.noProviders')}</p>)
  if (phase.step !== 'form')
    return shell(
      <PurchaseState phase={phase} headingRef={stateHeading} onAgain={again} text={text} />,
    )
  if (!options)
    return shell(
      <div className="center" aria-busy="true">
        <Spinner />
      </div>,
    )
  if (!hasSelection(choices))
    return shell(
      <div className="gw-onramp-problem" role="alert" data-testid="onramp-unsupported">
        <Icon name="alert" />
        {text('Onramp.unsupported')}
      </div>,
    )
  return shell(
    <OnrampForm
      choices={choices}
      quotes={quotes}
      providers={service.providers}
      // A provider with no list of its own (Coinbase, MoonPay here) is not a failure.
      fallback={service.providers.some((provider) => options.byProvider[provider.name]?.failed)}
      presets={settings.presets}
      address={connection.address}
      amountField={amountField}
      onContinue={() =>
        startPurchase({
          kernel,
          service,
          connection,
          provider: quotes.selectedDefinition,
          choices,
          text,
          setPhase,
        })
      }
      text={text}
      locale={locale}
    />,
  )
}
