import { Button } from '../../design-system/Button'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import { failedQueriesRetried, selectSomeDataFailed } from './failedQueries'
import { StyledNotice } from './LoadFailureNotice.styles'

/**
 * Over any signed-in screen whose data failed to load (a provider error, a call that timed out, no network): says
 * so and offers to ask again, so a screen is never silently empty. Coming back online retries by itself.
 */
export function LoadFailureNotice() {
  const dispatch = useAppDispatch()
  const failed = useAppSelector(selectSomeDataFailed)
  if (!failed) return null
  return (
    <StyledNotice role="alert">
      <p>Some of this screen could not be loaded. Check your connection, then try again.</p>
      <Button variant="secondary" size="small" onClick={() => dispatch(failedQueriesRetried())}>
        Retry
      </Button>
    </StyledNotice>
  )
}
