import type { Kernel } from 'gangway/kernel'
import type { Translate } from '../i18n/index.js'

/**
 * The props every view receives, core or plugin: the instance's kernel, the data the view
 * was opened with (`kernel.router.push({ view, data })`), and the modal's translator.
 *
 * @example
 * export default function TipJar({ kernel, t }: ViewProps): ReactElement { … }
 */
export type ViewProps<data = unknown> = {
  kernel: Kernel
  data: data
  t: Translate
}
