import type { Gangway, ThemeMode } from 'gangway'
import { type ReactElement, useState } from 'react'

const accents = ['#3f5efb', '#12a150', '#e93d82', '#f76b15']

/** The modal's theme mode and accent colour, changed at run time. */
export function ThemeControls({ gangway }: { gangway: Gangway }): ReactElement {
  const [mode, setMode] = useState<ThemeMode>(gangway.kernel.store.getState().theme.mode)
  return (
    <section className="card" aria-labelledby="theme-heading">
      <h2 id="theme-heading">Appearance</h2>
      <fieldset className="row">
        <legend className="sr-only">Theme mode</legend>
        {(['light', 'dark', 'system'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={mode === value ? '' : 'secondary'}
            aria-pressed={mode === value}
            data-theme-mode={value}
            onClick={() => {
              setMode(value)
              gangway.setThemeMode(value)
              document.documentElement.dataset.theme = value
            }}
          >
            {value[0]!.toUpperCase() + value.slice(1)}
          </button>
        ))}
      </fieldset>
      <fieldset className="row">
        <legend className="sr-only">Accent colour</legend>
        {accents.map((accent, index) => (
          <button
            key={accent}
            type="button"
            className={`swatch swatch-${index}`}
            aria-label={`Accent ${accent}`}
            onClick={() => gangway.setThemeVariables({ accent })}
          />
        ))}
      </fieldset>
    </section>
  )
}
