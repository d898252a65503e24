import { apiBaseUrl } from '../config'
import { authorizationValue, HEADER, SOURCE, USER_TYPE } from '../headers'
import { tokenStorage } from '../session/tokenStorage'

const absolute = (path: string) => (/^https?:/.test(path) ? path : `${apiBaseUrl()}${path}`)

/** The message of an `Error` body, or a sentence for the status when there is none. */
function errorMessage(status: number, body: string, action: 'upload' | 'download'): string {
  try {
    const parsed: unknown = JSON.parse(body)
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message
    }
  } catch {
    // Not JSON: fall through to the generic sentence.
  }
  return status === 0 ? `The ${action} could not reach the server` : `The ${action} failed (${status})`
}

/**
 * Posts a multipart body with the session's headers and reports the percentage sent, which fetch cannot do.
 * Resolves with the parsed `{ data }` body; rejects with the server's message.
 */
export function uploadWithProgress<T>(
  path: string,
  body: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', absolute(path))
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
        reject(new Error(errorMessage(request.status, request.responseText, 'upload')))
      }
    }
    request.onerror = () => reject(new Error(errorMessage(0, '', 'upload')))
    request.onabort = () => reject(new Error('Upload cancelled'))
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
  })
  if (!response.ok) throw new Error(errorMessage(response.status, await response.text(), 'download'))
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
