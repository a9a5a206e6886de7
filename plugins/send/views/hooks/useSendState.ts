import type { Kernel } from 'gangway/kernel'
import { useSlice } from 'gangway/ui'
import { type SendState, sendSlice } from '../../state.js'

/** The `send` slice, kept current. */
export const useSendState = (kernel: Kernel): SendState => useSlice(kernel, sendSlice)
