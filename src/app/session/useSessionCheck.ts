import { useEffect, useMemo } from 'react'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import { ports } from '../core/ports'
import { moduleRoutes, type ModuleFlag, type ModuleRoutes } from '../core/session/moduleRoutes'
import {
  useGetUserDetailQuery,
  useListOperatorModulesQuery,
  type UserDetail,
} from '../core/session/sessionApi'
import { selectToken } from '../core/session/sessionSlice'
import { tokenRejected } from '../core/session/signIn'

export type Session =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: UserDetail; flags: readonly ModuleFlag[]; routes: ModuleRoutes }

/** The module flags the shell asks for (spec §7). */
const MODULE_TYPES = 'expense,complaint'

/**
 * The session check of spec §4: no token means anonymous; otherwise the profile is fetched and a failure
 * clears the user. With a user, the module flags load (a failure counts as no flags) and the user is
 * identified to analytics.
 */
export function useSessionCheck(): Session {
  const dispatch = useAppDispatch()
  const token = useAppSelector(selectToken)
  const profile = useGetUserDetailQuery(undefined, { skip: !token })
  const user = profile.data?.data
  const modules = useListOperatorModulesQuery(
    { id: user?.id ?? 0, moduleType: MODULE_TYPES },
    { skip: !user },
  )

  useEffect(() => {
    if (token && profile.isError) dispatch(tokenRejected())
  }, [token, profile.isError, dispatch])

  useEffect(() => {
    if (user)
      ports.analytics.identify({ id: user.id, name: user.name, brand: user.brand, phone_no: user.phone_no })
  }, [user])

  const status =
    !token || profile.isError ? 'anonymous' : !user || modules.isLoading ? 'checking' : 'signedIn'
  const flags = modules.data?.data
  // One object per state, so that consumers (the context, a deferred value) see a change only when there is one.
  return useMemo((): Session => {
    if (status !== 'signedIn' || !user) return status === 'anonymous' ? ANONYMOUS : CHECKING
    return { status, user, flags: flags ?? [], routes: moduleRoutes(flags) }
  }, [status, user, flags])
}

const ANONYMOUS: Session = { status: 'anonymous' }
const CHECKING: Session = { status: 'checking' }
