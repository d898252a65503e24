import { useGetUserDetailQuery, type UserDetail } from './sessionApi'

/**
 * The signed-in operator's profile, for screens that format money with their decimal places or show their
 * brand. It reads the cached profile of the session check, so it costs no extra call.
 */
export function useOperator(): UserDetail | undefined {
  return useGetUserDetailQuery().data?.data
}
