import type { Portico } from '@portico/core'
import { Component, type ReactNode } from 'react'

type Props = { portico: Portico; message: string; retry: string; children: ReactNode }

/** Keeps a failing view from taking the page down: it reports the error (docs/rules/api.md) and offers a retry. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    void this.props.portico.errorReports.report(error, 'MODAL_ERROR')
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="empty" role="alert">
        <strong>{this.props.message}</strong>
        <button type="button" className="secondary-button" onClick={() => this.setState({ failed: false })}>
          {this.props.retry}
        </button>
      </div>
    )
  }
}
