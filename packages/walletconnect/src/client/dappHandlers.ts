import { RELAY, WC_TIMING } from '../constants.ts'
import { ProtocolError } from '../errors/protocol.ts'
import { PeerRpcError } from '../errors/request.ts'
import { isJsonRpcError } from '../jsonrpc/types.ts'
import { accountOfIssuer, decodeRecapMethods, formatAuthMessage } from '../protocol/authMessage.ts'
import { chainOfAccount, parseAccountId } from '../protocol/caip.ts'
import type { Cacao, SessionNamespaces, SessionRecord } from '../protocol/types.ts'
import { nowSeconds } from '../protocol/uri.ts'
import {
  validateApprovedNamespaces,
  validateSessionNamespaces,
  validateSettleParams,
} from '../protocol/validation.ts'
import type { Engine, IncomingRequest, IncomingResponse } from './engine.ts'

/** Events a session set up by sign-in grants. */
const defaultAuthEvents = ['chainChanged', 'accountsChanged']

/**
 * What the dapp side answers or reacts to: the wallet's answer to a proposal, wc_sessionSettle,
 * wc_sessionUpdate and wc_sessionExtend (only from the controller), and the signed sign-in response.
 */
export function registerDappHandlers(engine: Engine): void {
  /** Id of the last update applied per session: older updates are refused. */
  const updateIds = new Map<string, bigint>()

  async function onProposeResponse({ payload, request }: IncomingResponse): Promise<void> {
    const proposal = engine.proposals.get(request.id)
    if (!proposal) return
    if (isJsonRpcError(payload)) {
      await engine.proposals.delete(proposal.id)
      engine.rejectWaiter(`approval:${proposal.id}`, new PeerRpcError(payload.error))
      return
    }
    const result = payload.result as { responderPublicKey?: string }
    if (typeof result?.responderPublicKey !== 'string') return
    const { topic } = await engine.deriveSessionKey(proposal.proposer.publicKey, result.responderPublicKey)
    await engine.proposals.set(proposal.id, { ...proposal, sessionTopic: topic })
    await engine.relay.subscribe(topic)
  }

  async function onSessionSettle({ topic, payload }: IncomingRequest): Promise<void> {
    const proposal = engine.proposals.values().find((entry) => entry.sessionTopic === topic)
    if (!proposal) throw new ProtocolError('NoMatchingKey', `settle: no proposal for session topic ${topic}`)
    try {
      validateSettleParams(payload.params)
      validateApprovedNamespaces(proposal.requiredNamespaces, payload.params.namespaces, 'settle')
    } catch (error) {
      await engine.proposals.delete(proposal.id)
      engine.rejectWaiter(`approval:${proposal.id}`, error as Error)
      throw error
    }
    const params = payload.params
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay: params.relay,
      expiry: params.expiry,
      acknowledged: true,
      controller: params.controller.publicKey,
      namespaces: params.namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      self: proposal.proposer,
      peer: params.controller,
      transportType: 'relay',
    }
    await engine.sessions.set(topic, session)
    await engine.sendResult(topic, payload.id, true, 'wc_sessionSettle')
    await engine.proposals.delete(proposal.id)
    await engine.activatePairing(proposal.pairingTopic, params.controller.metadata)
    engine.resolveWaiter(`approval:${proposal.id}`, session)
    engine.events.emit('session_connect', { session })
  }

  async function onSessionUpdate({ topic, payload }: IncomingRequest): Promise<void> {
    const session = engine.getSession(topic, 'wc_sessionUpdate')
    if (session.controller === session.self.publicKey) {
      throw new ProtocolError(
        'UnauthorizedUpdateRequest',
        'wc_sessionUpdate: only the wallet updates a session',
      )
    }
    const { namespaces } = (payload.params ?? {}) as { namespaces?: SessionNamespaces }
    try {
      validateSessionNamespaces(namespaces, 'wc_sessionUpdate')
      validateApprovedNamespaces(session.requiredNamespaces, namespaces, 'wc_sessionUpdate')
    } catch (error) {
      throw new ProtocolError('InvalidUpdateRequest', (error as ProtocolError).shortMessage)
    }
    const id = BigInt(payload.id)
    const latest = updateIds.get(topic)
    if (latest !== undefined && id <= latest) {
      throw new ProtocolError(
        'InvalidUpdateRequest',
        `wc_sessionUpdate: request ${payload.id} is older than ${latest}`,
      )
    }
    updateIds.set(topic, id)
    await engine.sessions.update(topic, { namespaces })
    await engine.sendResult(topic, payload.id, true, 'wc_sessionUpdate')
    engine.events.emit('session_update', { topic, namespaces })
  }

  async function onSessionExtend({ topic, payload }: IncomingRequest): Promise<void> {
    const session = engine.getSession(topic, 'wc_sessionExtend')
    if (session.controller === session.self.publicKey) {
      throw new ProtocolError(
        'UnauthorizedExtendRequest',
        'wc_sessionExtend: only the wallet extends a session',
      )
    }
    // The specification sends the new expiry; the official JS clients send {} and let each side apply
    // the fixed session lifetime.
    const requested = ((payload.params ?? {}) as { expiry?: unknown }).expiry
    const maximum = nowSeconds() + WC_TIMING.sessionExpirySeconds + 60
    const expiry = requested ?? nowSeconds() + WC_TIMING.sessionExpirySeconds
    if (typeof expiry !== 'number' || expiry <= nowSeconds() || expiry > maximum) {
      throw new ProtocolError('InvalidExtendRequest', `wc_sessionExtend: expiry ${String(expiry)}`)
    }
    await engine.sessions.update(topic, { expiry })
    await engine.sendResult(topic, payload.id, true, 'wc_sessionExtend')
    engine.events.emit('session_extend', { topic, expiry })
  }

  async function onAuthenticateResponse({ topic, payload }: IncomingResponse): Promise<void> {
    const request = engine.authRequests.values().find((entry) => entry.responseTopic === topic)
    if (!request) return
    const key = `auth:${request.id}`
    await engine.authRequests.delete(request.id)
    await engine.relay.unsubscribe(request.responseTopic)
    if (isJsonRpcError(payload)) {
      engine.rejectWaiter(key, new PeerRpcError(payload.error))
      return
    }
    const result = payload.result as {
      cacaos?: Cacao[]
      responder?: { publicKey: string; metadata: SessionRecord['peer']['metadata'] }
    }
    const cacaos = result?.cacaos ?? []
    const responder = result?.responder
    if (!responder || cacaos.length === 0) {
      engine.rejectWaiter(key, new ProtocolError('MissingOrInvalid', 'authenticate response'))
      return
    }
    const verify = engine.authVerifiers.get(request.id)
    engine.authVerifiers.delete(request.id)
    for (const cacao of cacaos) {
      const account = accountOfIssuer(cacao.p.iss)
      const chainId = chainOfAccount(account)
      const verified =
        verify !== undefined &&
        request.authPayload.chains.includes(chainId) &&
        (await verify({
          address: parseAccountId(account)?.address ?? '',
          chainId,
          message: cacao.s.m ?? formatAuthMessage(cacao.p),
          signature: cacao.s.s,
        }).catch(() => false))
      if (!verified) {
        engine.rejectWaiter(
          key,
          new ProtocolError('MissingOrInvalid', `authenticate signature of ${account}`),
        )
        return
      }
    }
    const { topic: sessionTopic } = await engine.deriveSessionKey(
      request.requester.publicKey,
      responder.publicKey,
    )
    const accounts = [...new Set(cacaos.map((cacao) => accountOfIssuer(cacao.p.iss)))]
    const methods = decodeRecapMethods(request.authPayload.resources)
    const session: SessionRecord = {
      topic: sessionTopic,
      pairingTopic: request.pairingTopic,
      relay: { protocol: RELAY.protocol },
      expiry: nowSeconds() + WC_TIMING.sessionExpirySeconds,
      acknowledged: true,
      controller: responder.publicKey,
      namespaces: {
        eip155: {
          chains: [...new Set(accounts.map(chainOfAccount))],
          accounts,
          methods,
          events: defaultAuthEvents,
        },
      },
      requiredNamespaces: {},
      optionalNamespaces: {
        eip155: { chains: request.authPayload.chains, methods, events: defaultAuthEvents },
      },
      self: request.requester,
      peer: responder,
      transportType: 'relay',
      authentication: cacaos,
    }
    await engine.sessions.set(sessionTopic, session)
    await engine.relay.subscribe(sessionTopic)
    await engine.activatePairing(request.pairingTopic, responder.metadata)
    engine.resolveWaiter(key, { session, auths: cacaos })
    engine.events.emit('session_connect', { session })
  }

  engine.registerResponseHandler('wc_sessionPropose', onProposeResponse)
  engine.registerRequestHandler('wc_sessionSettle', onSessionSettle)
  engine.registerRequestHandler('wc_sessionUpdate', onSessionUpdate)
  engine.registerRequestHandler('wc_sessionExtend', onSessionExtend)
  engine.registerResponseHandler('wc_sessionAuthenticate', onAuthenticateResponse)
}
