import { Alert } from 'antd'
import { Component, type ReactNode } from 'react'

interface EditorBoundaryProps {
  /** Shown instead of an editor that failed to draw the document. */
  fallback: string
  /** A new value (the document) gives the editor another try. */
  resetKey: unknown
  children: ReactNode
}

/**
 * A visual editor meets documents it did not make (imported, edited as JSON, half-typed): one
 * it cannot draw must not take the frame, the JSON tab and the unsaved work with it.
 */
export class EditorBoundary extends Component<EditorBoundaryProps, { failed: boolean; key: unknown }> {
  override state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: EditorBoundaryProps, state: { failed: boolean; key: unknown }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  override render() {
    return this.state.failed ? <Alert type="warning" showIcon title={this.props.fallback} /> : this.props.children
  }
}
