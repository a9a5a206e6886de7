import { useStyles, type ViewProps } from 'gangway/ui'
import { useMemo, useRef } from 'react'
import { createSocialsText } from './messages.js'
import { socialsCss } from './styles.js'

/** The social views' root (their styles adopted into the modal) and their text. */
export function useSocialsView<element extends HTMLElement = HTMLDivElement>(
  props: ViewProps<unknown>,
) {
  const root = useRef<element>(null)
  useStyles(root, socialsCss)
  const text = useMemo(() => createSocialsText(props.t, props.kernel), [props.t, props.kernel])
  return { root, text }
}
