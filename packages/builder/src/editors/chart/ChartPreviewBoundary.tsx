import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ChartPreviewBoundaryProps {
  /** A new drawing to try: a failure of the one before is forgotten. */
  resetKey: unknown
  fallback: (error: Error) => ReactNode
  children: ReactNode
}

interface ChartPreviewBoundaryState {
  error: Error | undefined
  key: unknown
}

/** Keeps a chart that cannot be drawn while it is being edited from taking the builder down with it. */
export class ChartPreviewBoundary extends Component<ChartPreviewBoundaryProps, ChartPreviewBoundaryState> {
  override state: ChartPreviewBoundaryState = { error: undefined, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ChartPreviewBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: ChartPreviewBoundaryProps,
    state: ChartPreviewBoundaryState,
  ): Partial<ChartPreviewBoundaryState> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey }
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo): void {
    // Shown in the preview itself; nothing to report elsewhere.
  }

  override render(): ReactNode {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error)
  }
}
