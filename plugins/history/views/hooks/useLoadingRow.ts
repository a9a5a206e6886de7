import { useCallback, useEffect, useRef } from 'react'

/**
 * Infinite scroll: a ref callback for the loading row, which asks for the next page whenever
 * the row comes into view. Key the row by the cursor, so that after each page a new row is
 * observed afresh (a row still in view asks again: an empty page does not stall the list).
 * Without IntersectionObserver the next page loads at once.
 */
export function useLoadingRow(loadMore: () => Promise<void>): (row: HTMLElement | null) => void {
  const loadMoreRef = useRef(loadMore)
  loadMoreRef.current = loadMore
  const observer = useRef<IntersectionObserver | undefined>(undefined)
  const observeLoadingRow = useCallback((row: HTMLElement | null) => {
    observer.current?.disconnect()
    observer.current = undefined
    if (!row) return
    if (typeof IntersectionObserver === 'undefined') {
      void loadMoreRef.current()
      return
    }
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current()
    })
    observer.current.observe(row)
  }, [])
  useEffect(() => () => observer.current?.disconnect(), [])
  return observeLoadingRow
}
