import type { UnknownAction } from '@reduxjs/toolkit'
import { applyErrorCatalogue, type FailedCall } from '../api'
import { apiBaseUrl } from '../config'
import { authorizationValue, HEADER, SOURCE, USER_TYPE } from '../headers'
import { tokenStorage } from '../session/tokenStorage'
import { UNKNOWN_ERROR_MESSAGE } from '../toasts/toastsSlice'

const absolute = (path: string) => (/^https?:/.test(path) ? path : `${apiBaseUrl()}${path}`)

/**
 * An upload or download the provider refused or never answered; its message is what the error toast says. `data` is
 * the parsed `Error` body, as a failed RTK Query call has it, so serverFieldErrors reads its field messages.
 */
export class FileCallError extends Error {
  constructor(
    readonly failure: FailedCall,
    readonly data: unknown,
  ) {
    super(failure.message ?? UNKNOWN_ERROR_MESSAGE)
  }
}

/** The body as JSON, or undefined when it is not JSON. */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/** The `message` of an `Error` body, when it has one. */
function serverMessage(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message || undefined
  }
  return undefined
}

function failed(path: string, status: number | string, body = '') {
  const data = parsed(body)
  return new FileCallError(
    { path: new URL(absolute(path)).pathname, status, message: serverMessage(data) },
    data,
  )
}

export type UploadOptions = { signal?: AbortSignal; method?: 'POST' | 'PUT' }

/**
 * Applies the error catalogue of spec §8 to a failed file call, as the base query does for every other call
 * (401 signs out, 425 goes to /maintenance, else an error toast); a cancelled upload is no failure.
 */
export function reportFileCallFailure(dispatch: (action: UnknownAction) => unknown, error: unknown) {
  if (error instanceof DOMException && error.name === 'AbortError') return
  const failure =
    error instanceof FileCallError ? error.failure : { path: '', status: 'FETCH_ERROR', message: undefined }
  applyErrorCatalogue(dispatch, failure)
}

/**
 * Sends a multipart body (POST unless told) with the session's headers and reports the percentage sent, which fetch
 * cannot do. Resolves with the parsed `{ data }` body; rejects with a FileCallError (or an AbortError when
 * cancelled).
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
  { signal, method = 'POST' }: UploadOptions = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(method, absolute(path))
    const token = tokenStorage.get()
    if (token) request.setRequestHeader(HEADER.authorization, authorizationValue(token))
    request.setRequestHeader(HEADER.userType, USER_TYPE)
    request.setRequestHeader(HEADER.source, SOURCE)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100)
        resolve(JSON.parse(request.responseText) as T)
      } else {
        reject(failed(path, request.status, request.responseText))
      }
    }
    request.onerror = () => reject(failed(path, 'FETCH_ERROR'))
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort())
    request.send(body)
  })
}

/** The file name of a Content-Disposition header, when it gives one. */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (encoded) return decodeURIComponent(encoded[1])
  return /filename="?([^";]+)"?/i.exec(header)?.[1]
}

/**
 * Fetches a file that only its operator may read (the token goes in the header, so a plain link cannot) and
 * saves it under the server's file name, or opens it in a new tab with `inline`.
 */
export async function downloadWithToken(
  path: string,
  fallbackName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): Promise<void> {
  const url = new URL(absolute(path))
  url.searchParams.set('disposition', disposition)
  const token = tokenStorage.get()
  const response = await fetch(url, {
    headers: {
      ...(token ? { [HEADER.authorization]: authorizationValue(token) } : {}),
      [HEADER.userType]: USER_TYPE,
      [HEADER.source]: SOURCE,
    },
  }).catch(() => {
    throw failed(path, 'FETCH_ERROR')
  })
  if (!response.ok) throw failed(path, response.status, await response.text())
  const blobUrl = URL.createObjectURL(await response.blob())
  if (disposition === 'inline') {
    window.open(blobUrl, '_blank', 'noopener')
  } else {
    const link = document.createElement('a')
    link.href = blobUrl
    link.download = dispositionFileName(response.headers.get('Content-Disposition')) ?? fallbackName
    document.body.append(link)
    link.click()
    link.remove()
  }
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000)
}
