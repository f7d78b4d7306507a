/** A request from a client, with its id kept as source text so it is echoed back exactly. */
export type IncomingRequest = {
  kind: 'request'
  /** Source text of the id (`1687239522123456789`, `"1"`), undefined for notifications. */
  rawId: string | undefined
  method: string
  params: unknown
}

/** A client's answer to a request the relay sent (irn_subscription). */
export type IncomingResponse = {
  kind: 'response'
  rawId: string
  result?: unknown
  error?: { code: number; message: string }
}

export type IncomingMessage = IncomingRequest | IncomingResponse
