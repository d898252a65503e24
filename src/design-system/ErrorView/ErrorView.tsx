import { Button } from '../Button'
import { AlertIcon } from '../icons'
import { StyledErrorId, StyledErrorView, StyledIcon, StyledMessage, StyledTitle } from './ErrorView.styles'

export type ErrorViewProps = {
  /** The id the failure was reported under (a timestamp), for the operator to quote to support. */
  errorId: string | number
  /** Called by the 'Go to Dashboard' button. */
  onGoToDashboard: () => void
}

/** The screen shown when rendering fails (spec §2, §8). */
export function ErrorView({ errorId, onGoToDashboard }: ErrorViewProps) {
  return (
    <StyledErrorView>
      <StyledIcon>
        <AlertIcon size={32} />
      </StyledIcon>
      <StyledTitle>Something went wrong</StyledTitle>
      <StyledMessage>Our team has been notified and is looking into it.</StyledMessage>
      <StyledErrorId>Error ID: {errorId}</StyledErrorId>
      <Button size="large" onClick={onGoToDashboard}>
        Go to Dashboard
      </Button>
    </StyledErrorView>
  )
}
