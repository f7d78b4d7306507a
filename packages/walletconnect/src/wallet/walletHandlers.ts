import type { Engine, IncomingRequest, IncomingResponse } from '../client/engine.ts'
import { RPC_OPTS, WC_TIMING } from '../constants.ts'
import { hashKey, isHex32 } from '../crypto/keys.ts'
import { getProtocolError, ProtocolError } from '../errors/protocol.ts'
import { isJsonRpcError } from '../jsonrpc/types.ts'
import type {
  AuthRequestRecord,
  ProposalRecord,
  SessionAuthenticateParams,
  SessionRequestParams,
} from '../protocol/types.ts'
import { nowSeconds } from '../protocol/uri.ts'
import {
  validateAuthPayload,
  validatePermittedRequest,
  validateProposeParams,
} from '../protocol/validation.ts'
import type { RequestQueue } from './requestQueue.ts'

/**
 * What the wallet side answers or reacts to: proposals, session requests (queued one at a time),
 * sign-in requests, and the dapp's acknowledgement of a settlement.
 */
export function registerWalletHandlers(engine: Engine, queue: RequestQueue): void {
  async function onSessionPropose({ topic, payload, attestation }: IncomingRequest): Promise<void> {
    try {
      validateProposeParams(payload.params)
    } catch (error) {
      const reason =
        error instanceof ProtocolError ? error.toReason() : getProtocolError('MissingOrInvalid', 'proposal')
      await engine.sendError(topic, payload.id, reason, 'wc_sessionPropose', 'autoReject')
      return
    }
    const params = payload.params
    const proposal: ProposalRecord = {
      id: payload.id,
      pairingTopic: topic,
      expiryTimestamp: params.expiryTimestamp ?? nowSeconds() + WC_TIMING.proposalExpirySeconds,
      relays: params.relays,
      proposer: params.proposer,
      requiredNamespaces: params.requiredNamespaces ?? {},
      optionalNamespaces: params.optionalNamespaces ?? {},
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
    }
    await engine.proposals.set(proposal.id, proposal)
    await engine.pairings.update(topic, { peerMetadata: params.proposer.metadata })
    engine.events.emit('session_proposal', { id: proposal.id, params: proposal, attestation })
  }

  async function onSessionRequest({ topic, payload, attestation }: IncomingRequest): Promise<void> {
    const session = engine.getSession(topic, 'wc_sessionRequest')
    const params = payload.params as SessionRequestParams
    validatePermittedRequest(session, params?.chainId, params?.request?.method)
    const expiry = params.request.expiryTimestamp
    if (expiry !== undefined && (typeof expiry !== 'number' || expiry * 1000 <= Date.now())) {
      throw new ProtocolError('SessionRequestExpired', `request ${payload.id}`)
    }
    if (engine.pendingRequests.has(payload.id)) return
    await engine.pendingRequests.set(payload.id, {
      id: payload.id,
      topic,
      params,
      receivedAt: Date.now(),
      ...(attestation !== undefined ? { attestation } : {}),
    })
    queue.push(payload.id)
  }

  async function onSessionAuthenticate({ topic, payload, attestation }: IncomingRequest): Promise<void> {
    const params = payload.params as SessionAuthenticateParams
    if (!params?.requester || !isHex32(params.requester.publicKey)) {
      throw new ProtocolError('MissingOrInvalid', 'wc_sessionAuthenticate requester')
    }
    validateAuthPayload(params.authPayload)
    if (typeof params.expiryTimestamp === 'number' && params.expiryTimestamp * 1000 <= Date.now()) {
      throw new ProtocolError('Expired', `wc_sessionAuthenticate ${payload.id}`)
    }
    const record: AuthRequestRecord = {
      id: payload.id,
      pairingTopic: topic,
      responseTopic: hashKey(params.requester.publicKey),
      requester: params.requester,
      authPayload: params.authPayload,
      expiryTimestamp: params.expiryTimestamp ?? nowSeconds() + RPC_OPTS.wc_sessionAuthenticate.req.ttl,
    }
    await engine.authRequests.set(record.id, record)
    await engine.pairings.update(topic, { peerMetadata: params.requester.metadata })
    engine.events.emit('session_authenticate', { id: record.id, topic, params: record, attestation })
  }

  async function onSettleResponse({ topic, payload }: IncomingResponse): Promise<void> {
    if (isJsonRpcError(payload)) {
      await engine.deleteSession(topic, payload.error)
      engine.rejectWaiter(`ack:${topic}`, new ProtocolError('SessionSettlementFailed', payload.error.message))
      return
    }
    await engine.sessions.update(topic, { acknowledged: true })
    const session = engine.sessions.get(topic)
    if (!session) return
    engine.resolveWaiter(`ack:${topic}`, session)
    engine.events.emit('session_connect', { session })
  }

  engine.registerRequestHandler('wc_sessionPropose', onSessionPropose)
  engine.registerRequestHandler('wc_sessionRequest', onSessionRequest)
  engine.registerRequestHandler('wc_sessionAuthenticate', onSessionAuthenticate)
  engine.registerResponseHandler('wc_sessionSettle', onSettleResponse)
}
