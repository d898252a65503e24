import { useEffect, useMemo } from 'react'
import { useAppDispatch, useAppSelector } from '../core/hooks'
import { ports, type AnalyticsUser } from '../core/ports'
import { moduleRoutes, type ModuleFlag, type ModuleRoutes } from '../core/session/moduleRoutes'
import {
  sessionApi,
  useGetUserDetailQuery,
  useListOperatorModulesQuery,
  type UserDetail,
} from '../core/session/sessionApi'
import { onSessionChanged } from '../core/session/sessionChannel'
import { selectToken } from '../core/session/sessionSlice'
import { tokenRejected } from '../core/session/signIn'
import { tokenStorage } from '../core/session/tokenStorage'
import type { AppDispatch } from '../core/store'

export type Session =
  | { status: 'checking' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: UserDetail; flags: readonly ModuleFlag[]; routes: ModuleRoutes }

/** A user as analytics and error reports name them. */
const analyticsUser = ({ id, name, brand, phone_no }: UserDetail): AnalyticsUser => ({
  id,
  name,
  brand,
  phone_no,
})

/** The signed-in user as analytics and error reports name them; null before sign-in. */
export const reportedUser = (session: Session): AnalyticsUser | null =>
  session.status === 'signedIn' ? analyticsUser(session.user) : null

/** The module flags the shell asks for (spec §7). */
export const MODULE_TYPES = 'expense,complaint'

/**
 * With a token, starts the session check before the first render: the profile, and the module flags too when
 * this token's user id is remembered from an earlier visit, so the two calls run side by side rather than one
 * after the other. The hook below then finds both in the cache.
 */
export function prefetchSession(dispatch: AppDispatch) {
  void dispatch(sessionApi.util.prefetch('getUserDetail', undefined, {}))
  const id = tokenStorage.userId()
  if (id) void dispatch(sessionApi.util.prefetch('listOperatorModules', { id, moduleType: MODULE_TYPES }, {}))
}

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

  // Another tab of this operator switched a module or changed the profile: refetch both (routes follow the flags).
  const userId = user?.id
  useEffect(() => {
    if (userId === undefined) return undefined
    return onSessionChanged(userId, () => void dispatch(sessionApi.util.invalidateTags(['session'])))
  }, [userId, dispatch])

  useEffect(() => {
    if (!user) return
    tokenStorage.rememberUserId(user.id)
    ports.analytics.identify(analyticsUser(user))
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
