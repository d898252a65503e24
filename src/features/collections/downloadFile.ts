import { apiBaseUrl } from '../../app/core/config'
import { authorizationValue, HEADER, SOURCE, USER_TYPE } from '../../app/core/headers'
import { tokenStorage } from '../../app/core/session/tokenStorage'

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition)
  return match ? decodeURIComponent(match[1]) : fallback
}

/**
 * Downloads a file only its operator may read (a receipt, a proof): fetched with the login token, then saved
 * through a temporary link, since a plain link cannot carry the Authorization header.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = tokenStorage.get()
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    headers: {
      [HEADER.userType]: USER_TYPE,
      [HEADER.source]: SOURCE,
      ...(token && { [HEADER.authorization]: authorizationValue(token) }),
    },
  })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? 'The file could not be downloaded')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName)
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
