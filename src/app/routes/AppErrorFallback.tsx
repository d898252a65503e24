import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ports, type AnalyticsUser } from '../core/ports'
import { newErrorId } from './RouteErrorBoundary'

type Props = { children: ReactNode; pathname: string; user: AnalyticsUser | null }
type State = { error: unknown; hasError: boolean; pathname: string }

class Fallback extends Component<Props, State> {
  override state: State = { error: null, hasError: false, pathname: this.props.pathname }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true }
  }

  /** A new address starts afresh, as it does under a screen's own boundary. */
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname
      ? null
      : { error: null, hasError: false, pathname: props.pathname }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    ports.errorReporting.report(error, {
      errorId: newErrorId(),
      user: this.props.user,
      componentStack: info.componentStack ?? undefined,
    })
  }

  override render() {
    if (!this.state.hasError) return this.props.children
    const { error } = this.state
    return (
      <main>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>
          {error instanceof Error ? error.message : JSON.stringify(error)}
        </h3>
      </main>
    )
  }
}

/**
 * Failures outside a screen's own boundary (the frame, the shell, a guard): the router's own fallback of spec §2,
 * 'Unexpected Application Error!' with the error's message, in place of a blank page. A declarative router has no
 * fallback of its own, so the app supplies the one a data router would show.
 */
export function AppErrorFallback({ children, user }: { children: ReactNode; user: AnalyticsUser | null }) {
  const { pathname } = useLocation()
  return (
    <Fallback pathname={pathname} user={user}>
      {children}
    </Fallback>
  )
}
