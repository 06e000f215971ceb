// Error answers in the public API's shape: `{object:'error', status, code, message}`.

export interface PublicAnswer {
  status: number
  json: unknown
  headers?: Record<string, string>
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'validation_error',
  401: 'unauthorized',
  403: 'restricted_resource',
  404: 'object_not_found',
  409: 'conflict_error',
  429: 'rate_limited',
  500: 'internal_server_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
  // Notion's "overloaded, try later" answer.
  529: 'service_unavailable',
}

export function apiError(
  status: number,
  message: string,
  code = CODE_BY_STATUS[status],
): PublicAnswer {
  return {
    status,
    json: {
      object: 'error',
      status,
      code: code ?? 'internal_server_error',
      message,
      request_id: requestId(),
    },
  }
}

export function notFound(id: string): PublicAnswer {
  return apiError(
    404,
    `Could not find object with ID: ${id}. Make sure the relevant pages and databases are shared with your integration.`,
  )
}

let requests = 0
export function requestId(): string {
  requests++
  return `00000000-0000-4000-8000-${requests.toString(16).padStart(12, '0')}`
}

export function ok(json: unknown): PublicAnswer {
  return { status: 200, json: { ...(json as object), request_id: requestId() } }
}
