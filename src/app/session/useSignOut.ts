import { useCallback } from 'react'
import { useLogoutMutation } from '../../features/auth/authApi'
import { useAppDispatch } from '../core/hooks'
import { signOut } from '../core/session/signIn'

/** Revokes the token on the provider, then forgets it here whatever the answer, and returns to sign-in. */
export function useSignOut() {
  const dispatch = useAppDispatch()
  const [logout] = useLogoutMutation()
  return useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined)
    dispatch(signOut())
  }, [logout, dispatch])
}
