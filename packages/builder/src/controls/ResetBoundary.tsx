import { Component, type ReactNode } from 'react'

interface ResetBoundaryProps {
  /** A new key (the next document or drawing) clears a caught failure: the edit may have fixed it. */
  resetKey: unknown
  /** Drawn instead of what failed; `retry` draws it again as it is. */
  fallback: (error: Error, retry: () => void) => ReactNode
  children: ReactNode
}

interface ResetBoundaryState {
  error: Error | undefined
  key: unknown
}

/**
 * Keeps what a builder draws from a document while it is edited (a preview, a visual editor
 * meeting a half-typed or imported document) from taking the builder and the unsaved work down
 * with it when it throws; React offers this only as a class. The failure is shown in place, so
 * nothing is reported elsewhere.
 */
export class ResetBoundary extends Component<ResetBoundaryProps, ResetBoundaryState> {
  override state: ResetBoundaryState = { error: undefined, key: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<ResetBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: ResetBoundaryProps,
    state: ResetBoundaryState,
  ): Partial<ResetBoundaryState> | null {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey }
  }

  override render(): ReactNode {
    const { error } = this.state
    return error === undefined
      ? this.props.children
      : this.props.fallback(error, () => this.setState({ error: undefined }))
  }
}
