import { useNavigate } from 'react-router-dom'
import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { PublicFrame } from './PublicFrame'

/** Any unknown path (spec §2). */
export default function NotFoundPage() {
  const navigate = useNavigate()
  return (
    <PublicFrame>
      <EmptyState
        title="Page not found"
        description="There is nothing at this address. Check the link, or go back to your dashboard."
        action={<Button onClick={() => navigate('/dashboard')}>Go to Dashboard</Button>}
      />
    </PublicFrame>
  )
}
