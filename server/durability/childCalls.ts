import { contractProblems, operationFor } from '../testing/contractCheck'
import { CLIENT_HEADERS, type ChildServer } from './childServer'

export type ChildAnswer<T> = { status: number; body: T }

/**
 * Calls a child server as the signed-in app does; every JSON answer is checked against the contract, like the
 * in-process test server's. A call the server never answered (it was killed) rejects.
 */
export function callerFor(server: ChildServer, token: string) {
  return async function call<T = unknown>(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ChildAnswer<T>> {
    const answer = await fetch(server.url + urlPath, {
      method,
      headers: {
        ...CLIENT_HEADERS,
        Authorization: `Token ${token}`,
        ...(body === undefined || body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
    })
    const text = await answer.text()
    const isJson = (answer.headers.get('content-type') ?? '').includes('application/json')
    const parsed: unknown = isJson && text ? JSON.parse(text) : text
    const operation = operationFor(method, urlPath)
    const problems = operation && isJson ? contractProblems(operation, answer.status, parsed) : null
    if (problems)
      throw new Error(`${method} ${urlPath} answered ${answer.status} outside the contract: ${problems}`)
    return { status: answer.status, body: parsed as T }
  }
}
