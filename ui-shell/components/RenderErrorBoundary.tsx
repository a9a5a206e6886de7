import type { Logger } from 'gangway/kernel'
import { Component, type ErrorInfo, type ReactNode } from 'react'

export type RenderErrorBoundaryProps = {
  /** Where the error is reported (the instance's logger). */
  log: Logger
  /** Names the failing part in the log line: a view or slot name. */
  part: string
  /** What shows instead of the failed part; `retry` renders the part again. */
  fallback: (retry: () => void) => ReactNode
  children: ReactNode
}

/**
 * Keeps one part's render error (a plugin view, a slot, a QR code of a strange address) inside
 * that part: it shows `fallback` while the rest of the modal keeps working. React has no hook
 * for this; an error boundary must be a class.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.log.error(`"${this.props.part}" failed to render`, error, info.componentStack)
  }

  retry = (): void => this.setState({ failed: false })

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children
  }
}
