import type { TipJarMessageKey } from './messages.js'

/** German, loaded only for a `de` locale. */
const de: Readonly<Record<TipJarMessageKey, string>> = {
  'tipJar.entry': 'Trinkgeldglas',
  'TipJar.title': 'Trinkgeldglas',
  'tipJar.intro': 'Gib den Machern dieser Seite ein Trinkgeld',
  'tipJar.pledge': '{amount} {currency} zusagen',
  'tipJar.total': 'Du hast bisher {total} {currency} zugesagt.',
  'tipJar.none': 'Noch keine Zusagen.',
  'tipJar.thanks': 'Danke!',
  'tipJar.failed': 'Die Zusage konnte nicht gespeichert werden.',
}

export default de
