import type { Kernel, State } from 'gangway/kernel'
import { createContext, useContext } from 'react'
import { ModalContextMissingError } from './errors.js'
import type { SessionMessages, Translate } from './i18n/index.js'
import type { Announcer } from './shared/announcer.js'
import { shallowEqual, useKernelSelector } from './shared/hooks.js'

/** What every view of the modal reads. */
export type Ui = {
  kernel: Kernel
  t: Translate
  /** The session views' texts (Account, Networks…), loaded once a wallet is connected. */
  session: SessionMessages
  locale: string | undefined
  embedded: boolean
  /** The modal's live regions (kit: `useAnnounce`). */
  announcer: Announcer
}

export const UiContext = createContext<Ui | null>(null)

export function useUi(): Ui {
  const ui = useContext(UiContext)
  if (!ui) throw new ModalContextMissingError()
  return ui
}

/** A selector over kernel state, re-rendering only when the selected value changes. */
export function useKernelState<selected>(
  selector: (state: State) => selected,
  equals: (a: selected, b: selected) => boolean = shallowEqual,
): selected {
  const { kernel } = useUi()
  return useKernelSelector(kernel, selector, selector(kernel.store.getState()), equals)
}

export type { ViewProps } from './kit/ViewProps.js'
