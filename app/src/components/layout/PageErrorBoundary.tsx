import { CircleAlertIcon } from 'lucide-react'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'

interface PageErrorBoundaryProps {
  /** Start of the message, e.g. 'Error rendering theme page:'; the error's message follows. */
  prefix: string
  /** Wraps the alert, e.g. in a page header when the failing part rendered its own. */
  renderFallback?: (alert: ReactNode) => ReactNode
  children?: ReactNode
}

interface State {
  error: unknown
  failed: boolean
}

/** The failure's own message, or 'Unknown error' when it carries none. */
function describeRenderError(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message
  if (typeof error === 'string' && error.trim()) return error
  return 'Unknown error'
}

/** Keeps a page's render failure inside the page: a destructive alert instead of a blank app. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
  override state: State = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.prefix, error, info.componentStack)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const alert = (
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden />
        <AlertDescription>
          {this.props.prefix} {describeRenderError(this.state.error)}
        </AlertDescription>
      </Alert>
    )
    return this.props.renderFallback ? this.props.renderFallback(alert) : alert
  }
}
