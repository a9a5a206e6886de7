import { useStyles, type ViewProps } from 'gangway/ui'
import { useMemo, useRef } from 'react'
import { createEmailText } from './messages.js'
import { emailCss } from './styles.js'

/** The e-mail views' root ref (with their styles adopted) and their text. */
export function useEmailView(props: ViewProps) {
  const root = useRef<HTMLDivElement>(null)
  useStyles(root, emailCss)
  const text = useMemo(() => createEmailText(props.t, props.kernel), [props.t, props.kernel])
  return { root, text }
}
