import { Alert, Button } from 'antd'
import { Component, type ReactNode } from 'react'

interface PreviewBoundaryProps {
  /** A new key (the next grid) clears a caught failure: the edit may have fixed it. */
  resetKey: unknown
  title: string
  retry: string
  children: ReactNode
}

interface PreviewBoundaryState {
  error: Error | undefined
  resetKey: unknown
}

/**
 * Keeps a preview that throws (a half-edited grid the renderer cannot draw) from taking the
 * builder down with it; React offers this only as a class.
 */
export class PreviewBoundary extends Component<PreviewBoundaryProps, PreviewBoundaryState> {
  override state: PreviewBoundaryState = { error: undefined, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown): Partial<PreviewBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  static getDerivedStateFromProps(
    props: PreviewBoundaryProps,
    state: PreviewBoundaryState,
  ): Partial<PreviewBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey }
  }

  override render(): ReactNode {
    const { error } = this.state
    if (error === undefined) return this.props.children
    return (
      <Alert
        type="error"
        showIcon
        title={this.props.title}
        description={error.message}
        data-testid="grid-preview-error"
        action={
          <Button size="small" onClick={() => this.setState({ error: undefined })}>
            {this.props.retry}
          </Button>
        }
      />
    )
  }
}
