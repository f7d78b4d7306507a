import { HttpStatusError } from '../errors/http.ts'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export type ApiClientParameters = {
  apiUrl: string
  projectId: string
  sdkType: string
  sdkVersion: string
  fetch?: FetchLike | undefined
}

export type Query = Record<string, string | number | boolean | undefined>

export type ApiClient = {
  readonly apiUrl: string
  url(path: string, query?: Query): string
  getJson<result>(path: string, query?: Query): Promise<result>
  postJson(path: string, body: unknown, query?: Query): Promise<Response>
  /** The raw response, whatever its status (for APIs whose error bodies carry a reason). */
  request(path: string, init?: RequestInit, query?: Query): Promise<Response>
}

/** 'HTTP status code: {n}' with the answer's body (the server's reason) as the details. */
async function statusError(response: Response, url: string): Promise<HttpStatusError> {
  const body = await response.text().then(
    (text) => text.slice(0, 1000) || undefined,
    () => undefined,
  )
  return new HttpStatusError(response.status, { url, body })
}

/** The HTTP client for the Portico server: every call carries projectId, st and sv (docs/rules/api.md). */
export function createApiClient(parameters: ApiClientParameters): ApiClient {
  const apiUrl = parameters.apiUrl.replace(/\/+$/, '')
  const doFetch = (input: string, init?: RequestInit) => (parameters.fetch ?? globalThis.fetch)(input, init)

  function url(path: string, query: Query = {}): string {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') search.set(key, String(value))
    }
    search.set('projectId', parameters.projectId)
    search.set('st', parameters.sdkType)
    search.set('sv', parameters.sdkVersion)
    return `${apiUrl}${path}?${search.toString()}`
  }

  return {
    apiUrl,
    url,
    async getJson<result>(path: string, query?: Query) {
      const target = url(path, query)
      const response = await doFetch(target, { headers: { accept: 'application/json' } })
      if (!response.ok) throw await statusError(response, target)
      return (await response.json()) as result
    },
    request(path: string, init?: RequestInit, query?: Query) {
      return doFetch(url(path, query), init)
    },
    async postJson(path: string, body: unknown, query?: Query) {
      const target = url(path, query)
      const response = await doFetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      })
      if (!response.ok) throw await statusError(response, target)
      return response
    },
  }
}
