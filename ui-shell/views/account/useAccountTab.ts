import type { Kernel } from 'gangway/kernel'
import { useState } from 'react'

/** Account's tabs, by id (SPEC §2: Tokens, NFTs, Activity). */
export type AccountTabId = 'tokens' | 'nfts' | 'activity'

/** Per instance: the tab each account (`namespace:address`) was last left on. */
const chosenTabs = /* @__PURE__ */ new WeakMap<Kernel, Map<string, AccountTabId>>()

function tabsOf(kernel: Kernel): Map<string, AccountTabId> {
  let tabs = chosenTabs.get(kernel)
  if (!tabs) {
    tabs = new Map()
    chosenTabs.set(kernel, tabs)
  }
  return tabs
}

/**
 * The account's tab (SPEC §3 `currentTab`), kept for the page's life: Account left for Send
 * and back, or the connection lost and made again, shows the tab the visitor chose for this
 * account. Another account starts on Tokens. Not stored: a new page starts on Tokens.
 */
export function useAccountTab(
  kernel: Kernel,
  account: string,
): [AccountTabId, (tab: AccountTabId) => void] {
  const tabs = tabsOf(kernel)
  const [chosen, setChosen] = useState(() => ({ account, tab: tabs.get(account) ?? 'tokens' }))
  const tab = chosen.account === account ? chosen.tab : (tabs.get(account) ?? 'tokens')
  function choose(next: AccountTabId) {
    tabs.set(account, next)
    setChosen({ account, tab: next })
  }
  return [tab, choose]
}
