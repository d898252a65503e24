import type { UnknownAction } from '@reduxjs/toolkit'
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import { browser } from './browser'
import { apiBaseUrl } from './config'
import { providerFetch } from './earlyReads/earlyReads'
import { callHeaders, HEADER } from './headers'
import { signupTokenStorage } from './session/signupTokenStorage'
import { tokenStorage } from './session/tokenStorage'
import { toastShown, UNKNOWN_ERROR_MESSAGE } from './toasts/toastsSlice'

/** The profile call, whose 401 and 500 the error catalogue swallows (spec §8). */
export const USER_DETAIL_PATH = '/user/api/v1/user_detail'

/** The module flag list, whose failures the error catalogue ignores silently (spec §8). */
const MODULE_FLAGS_PATH =
  /\/user\/api\/v1\/operator\/module\/content_type\/operatoruser\/object_id\/[^/]+\/list$/

/** Retries after the first failure: queries twice, mutations once (spec §9). */
export const MAX_RETRIES = { query: 2, mutation: 1 } as const

const prepareHeaders = (headers: Headers) => {
  // Before signup completes, the temporary token stands in for the login token.
  const token = tokenStorage.get() ?? signupTokenStorage.get()
  for (const [name, value] of callHeaders(token))
    if (name !== HEADER.authorization || !headers.has(name)) headers.set(name, value)
  return headers
}

/**
 * How long a call may go unanswered before it is abandoned with the unknown-error toast; a timed-out call is not
 * retried, so this is the whole wait (a hung provider would otherwise hold a query for three of these).
 */
export const CALL_TIMEOUT_MS = 20_000
/** The same for a multipart body: up to 10 MB going up a slow connection. */
export const UPLOAD_TIMEOUT_MS = 120_000

const withTimeout = (args: string | FetchArgs): FetchArgs => {
  const call = typeof args === 'string' ? { url: args } : args
  const timeout = call.body instanceof FormData ? UPLOAD_TIMEOUT_MS : CALL_TIMEOUT_MS
  return { ...call, timeout: call.timeout ?? timeout }
}

/** One fetch base query per provider host: the host comes from /config.js, read when a call is made. */
const fetchersByHost = new Map<string, ReturnType<typeof fetchBaseQuery>>()

const fetchFromProvider: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => {
  const baseUrl = apiBaseUrl()
  const fetcher =
    fetchersByHost.get(baseUrl) ?? fetchBaseQuery({ baseUrl, prepareHeaders, fetchFn: providerFetch })
  fetchersByHost.set(baseUrl, fetcher)
  return fetcher(withTimeout(args), api, extraOptions)
}

/**
 * Client errors are final, except a timeout (408) or a rate limit (429), which may pass on a later try. A call
 * that outlived CALL_TIMEOUT_MS is final too.
 */
const isRetryable = (error: FetchBaseQueryError) => {
  if (error.status === 'TIMEOUT_ERROR') return false
  return (
    typeof error.status !== 'number' ||
    error.status < 400 ||
    error.status >= 500 ||
    [408, 429].includes(error.status)
  )
}

const withRetries = retry(fetchFromProvider, {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    attempt <= MAX_RETRIES[baseQueryApi.type] && isRetryable(error as FetchBaseQueryError),
})

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0]

/** The server's `message`, when the failure carries one. */
export function serverMessage(error: FetchBaseQueryError): string | undefined {
  const data: unknown = 'data' in error ? error.data : undefined
  if (
    data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message
  ) {
    return data.message
  }
  return undefined
}

/** A failed call as the error catalogue sees it: its path, its status (or a fetch failure) and the server's message. */
export type FailedCall = { path: string; status: number | string; message: string | undefined }

/**
 * The error catalogue of spec §8, for every failed call (after its retries): 401 signs out to the site root,
 * 425 goes to /maintenance, anything else shows the server's message (or the unknown error) in an error toast.
 * A 401 or 500 on the profile is swallowed, and the module flags fail silently.
 */
export function applyErrorCatalogue(dispatch: (action: UnknownAction) => unknown, failure: FailedCall) {
  const { path, status } = failure
  if (path.endsWith(USER_DETAIL_PATH) && (status === 401 || status === 500)) return
  if (status === 401) {
    tokenStorage.clear()
    browser.goTo('/')
  } else if (status === 425) {
    browser.goTo('/maintenance')
  } else if (!MODULE_FLAGS_PATH.test(path)) {
    dispatch(toastShown({ tone: 'error', message: failure.message ?? UNKNOWN_ERROR_MESSAGE }))
  }
}

/** Every call passes through the error catalogue after its retries are spent; the error still reaches the caller. */
export const providerBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await withRetries(args, api, extraOptions)
  const error = result.error
  if (error) {
    applyErrorCatalogue(api.dispatch, {
      path: pathOf(args),
      status: error.status,
      message: serverMessage(error),
    })
  }
  return result
}

/**
 * The one RTK Query root for the provider. Features inject their generated endpoints into it and add
 * id tags in a hand-written enhancer beside the generated file.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: providerBaseQuery,
  endpoints: () => ({}),
  keepUnusedDataFor: 300,
  refetchOnMountOrArgChange: 300,
  refetchOnFocus: false,
  refetchOnReconnect: true,
})
