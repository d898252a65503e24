import { Button } from '../../design-system/Button'
import { EmptyState } from '../../design-system/EmptyState'
import { useAppDispatch } from '../../app/core/hooks'
import { signOut } from '../../app/core/session/signIn'
import { AuthLayout } from './AuthLayout'

/** /login-restricted: an operator whose login is restricted sees why, and can sign out (spec §2, §6). */
export default function LoginRestrictedPage() {
  const dispatch = useAppDispatch()
  return (
    <AuthLayout>
      <EmptyState
        title="Your access is restricted"
        description="Signing in to this account has been paused. Contact Roost support to restore access; your data is kept safe meanwhile."
        action={
          <Button variant="secondary" onClick={() => dispatch(signOut())}>
            Sign out
          </Button>
        }
      />
    </AuthLayout>
  )
}
