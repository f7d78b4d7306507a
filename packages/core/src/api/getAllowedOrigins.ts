import {
  HttpStatusError,
  RateLimitedError,
  type RateLimitedErrorType,
  ServerError,
  type ServerErrorType,
} from '../errors/http.ts'
import type { ApiClient } from './http.ts'

export type GetAllowedOriginsParameters = { api: ApiClient }

/** The origins the project allows; empty when the server has none or could not say. */
export type GetAllowedOriginsReturnType = string[]

export type GetAllowedOriginsErrorType = RateLimitedErrorType | ServerErrorType

const HTTP_TOO_MANY_REQUESTS = 429

/**
 * GET /projects/v1/origins (docs/rules/api.md): the project's allowed origins. A 429 throws RATE_LIMITED and a
 * 500–599 throws SERVER_ERROR, so the caller can retry later; any other failure (404, network,
 * malformed body) gives an empty list (docs/rules/errors.md).
 *
 * @example
 * const api = createApiClient({ apiUrl, projectId, sdkType: 'portico', sdkVersion })
 * const origins = await getAllowedOrigins({ api }) // ['https://shop.example.com']
 * @throws RateLimitedError 'RATE_LIMITED' on 429
 * @throws ServerError 'SERVER_ERROR' on 500–599
 */
export async function getAllowedOrigins(
  parameters: GetAllowedOriginsParameters,
): Promise<GetAllowedOriginsReturnType> {
  try {
    const body = await parameters.api.getJson<{ allowedOrigins?: unknown } | null>('/projects/v1/origins')
    const origins = body?.allowedOrigins
    return Array.isArray(origins) ? origins.filter((origin) => typeof origin === 'string') : []
  } catch (error) {
    if (!(error instanceof HttpStatusError)) return []
    if (error.status === HTTP_TOO_MANY_REQUESTS) throw new RateLimitedError({ cause: error })
    if (error.status >= 500 && error.status < 600) throw new ServerError(error.status, { cause: error })
    return []
  }
}
