import type { Kernel, Namespace } from 'gangway/kernel'
import { useEffect, useState } from 'react'
import { getTransferAdapter, type TransferAdapter } from '../../getTransferAdapter.js'

/**
 * The connection's chain adapter once it has loaded, when it can send; `undefined` before,
 * and for a chain that cannot (the form then says 'Unsupported chain' on preview).
 */
export function useTransferAdapter(
  kernel: Kernel,
  namespace: Namespace | undefined,
): TransferAdapter | undefined {
  const [adapter, setAdapter] = useState<TransferAdapter>()
  useEffect(() => {
    let live = true
    setAdapter(undefined)
    if (namespace)
      getTransferAdapter(kernel, namespace).then(
        (value) => live && setAdapter(value),
        () => {},
      )
    return () => {
      live = false
    }
  }, [kernel, namespace])
  return adapter
}
