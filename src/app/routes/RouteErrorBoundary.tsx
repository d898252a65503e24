import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { ErrorView } from '../../design-system/ErrorView'
import { ports, type AnalyticsUser } from '../core/ports'
import { PATHS } from './paths'

type Props = { children: ReactNode; user: AnalyticsUser | null; onGoToDashboard: () => void }
type State = { errorId: string | null }

/** An error id built from a timestamp (spec §2), shown to the operator and sent with the report. */
export const newErrorId = () => String(Date.now())

class Boundary extends Component<Props, State> {
  override state: State = { errorId: null }

  static getDerivedStateFromError(): State {
    return { errorId: newErrorId() }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    ports.errorReporting.report(error, {
      errorId: this.state.errorId ?? newErrorId(),
      user: this.props.user,
      componentStack: info.componentStack ?? undefined,
    })
  }

  override render() {
    if (this.state.errorId)
      return <ErrorView errorId={this.state.errorId} onGoToDashboard={this.props.onGoToDashboard} />
    return this.props.children
  }
}

/** Catches render failures of a screen and shows the error screen; a new address starts afresh. */
export function RouteErrorBoundary({ children, user }: { children: ReactNode; user: AnalyticsUser | null }) {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  return (
    <Boundary key={pathname} user={user} onGoToDashboard={() => navigate(PATHS.dashboard)}>
      {children}
    </Boundary>
  )
}
