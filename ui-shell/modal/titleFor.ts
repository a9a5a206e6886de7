import type { ConnectorInfo, ViewEntry } from 'gangway/kernel'
import type { Ui } from '../context.js'

/**
 * The header title: the catalogue key the entry's data names (`titleKey`: one view showing
 * another task, as ApproveTransaction showing a wallet frame's recovery password), the view's
 * catalogue title, a connector's name, or the view's name.
 */
export function titleFor(entry: ViewEntry, t: Ui['t']): string {
  if (entry.view === 'ConnectingExternal') {
    const connector = (entry.data as { connector?: ConnectorInfo } | undefined)?.connector
    if (connector) return connector.name
  }
  const titleKey = (entry.data as { titleKey?: unknown } | undefined)?.titleKey
  if (typeof titleKey === 'string' && t(titleKey) !== titleKey) return t(titleKey)
  const key = `${entry.view}.title`
  const title = t(key)
  return title === key ? entry.view.replace(/([a-z])([A-Z])/g, '$1 $2') : title
}
