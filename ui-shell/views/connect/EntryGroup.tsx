import type { Entry } from 'gangway/kernel'
import type { ReactElement } from 'react'
import { entryImage, Icon, iconFor } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { useUi } from '../../context.js'

/** A connect method's plugin entries (a button per entry) when it renders no form of its own. */
export function EntryGroup({
  entries,
}: {
  entries: readonly (Entry & { plugin: string })[]
}): ReactElement {
  const { kernel, t } = useUi()
  return (
    <div className="stack">
      {entries.map((entry) => (
        <button
          key={`${entry.plugin}:${entry.view}`}
          type="button"
          className="item"
          onClick={() => kernel.router.push({ view: entry.view })}
        >
          <Logo name={t(entry.label)} src={entryImage(entry.icon)} glyph={iconFor(entry.icon)} />
          <span className="item-label">{t(entry.label)}</span>
          <Icon name="chevron" className="chevron" />
        </button>
      ))}
    </div>
  )
}
