import { generatedApi } from './sessionApi.gen'

/** The profile and module flags: every screen reads them, so they live in core. Sign-out resets the cache. */
export const sessionApi = generatedApi

export const { useGetUserDetailQuery, useListOperatorModulesQuery, useUpdateOperatorProfileMutation } =
  sessionApi
export type { UserDetail, ModuleFlag } from './sessionApi.gen'
