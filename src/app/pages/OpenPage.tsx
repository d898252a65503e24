import { EmptyState } from '../../design-system/EmptyState'
import { PublicFrame } from './PublicFrame'

/**
 * The open area (spec §2: /open/*) holds pages a tenant reaches without signing in, such as a payment
 * link. Until those land, every address here is an expired or unknown link.
 */
export default function OpenPage() {
  return (
    <PublicFrame>
      <EmptyState
        title="This link is not valid"
        description="It may have expired or been replaced. Ask your PG or hostel to send you a new one."
      />
    </PublicFrame>
  )
}
