import type { UnknownAction } from '@reduxjs/toolkit'
import { toastShown } from './toastsSlice'

type Lifecycle<Result> = {
  dispatch: (action: UnknownAction) => unknown
  queryFulfilled: Promise<{ data: Result }>
}

/**
 * An `onQueryStarted` that shows a success toast once the mutation resolves. Failures are left to the base
 * query, which already shows the server's message.
 */
export const successToast =
  <Arg, Result>(message: (arg: Arg, result: Result) => string) =>
  async (arg: Arg, { dispatch, queryFulfilled }: Lifecycle<Result>) => {
    try {
      const { data } = await queryFulfilled
      dispatch(toastShown({ tone: 'success', message: message(arg, data) }))
    } catch {
      // Shown by the base query.
    }
  }
