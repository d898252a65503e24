import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useLogoutMutation } from '../../features/auth/authApi'
import { useAppDispatch } from '../core/hooks'
import { signOut } from '../core/session/signIn'
import { PATHS } from '../routes/paths'

/** Revokes the token on the provider, then forgets it here whatever the answer, and returns to sign-in. */
export function useSignOut() {
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const [logout] = useLogoutMutation()
  return useCallback(async () => {
    await logout()
      .unwrap()
      .catch(() => undefined)
    dispatch(signOut())
    navigate(PATHS.login, { replace: true })
  }, [logout, dispatch, navigate])
}
