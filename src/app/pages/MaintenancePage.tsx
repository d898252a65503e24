import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { PublicFrame } from './PublicFrame'

/** Where a 425 answer sends the browser (spec §8). */
export default function MaintenancePage() {
  return (
    <PublicFrame>
      <EmptyState
        title="We are doing some maintenance"
        description="Roost is being updated and will be back shortly. Your data is safe; try again in a few minutes."
        action={<Button onClick={() => window.location.assign('/dashboard')}>Try again</Button>}
      />
    </PublicFrame>
  )
}
