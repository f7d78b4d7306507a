import { RELAY, RPC_OPTS, WC_TIMING } from '../constants.ts'
import { hashKey } from '../crypto/keys.ts'
import { type ErrorReason, PeerRpcError, ProtocolError } from '../errors.ts'
import { createRpcId } from '../jsonrpc/ids.ts'
import { isJsonRpcError } from '../jsonrpc/types.ts'
import {
  accountOfIssuer,
  decodeRecapMethods,
  encodeRecap,
  formatAuthMessage,
} from '../protocol/auth-message.ts'
import { chainOfAccount } from '../protocol/caip.ts'
import type {
  Cacao,
  PairingRecord,
  ProposalNamespaces,
  ProposalRecord,
  ProposeParams,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
} from '../protocol/types.ts'
import { isPairingExpired, nowSeconds } from '../protocol/uri.ts'
import {
  validateApprovedNamespaces,
  validateAuthenticateParams,
  validatePermittedRequest,
  validateProperties,
  validateProposalNamespaces,
  validateRequestExpiry,
  validateScopedProperties,
  validateSessionNamespaces,
  validateSettleParams,
} from '../protocol/validation.ts'
import { Engine, type IncomingRequest, type IncomingResponse } from './engine.ts'
import { createPairing } from './pairing.ts'
import type { ClientOptions, SessionEvents } from './types.ts'

export type ConnectParameters = {
  /** Namespaces the dapp would like (sent as optionalNamespaces): e.g. eip155, solana and bip122 at once. */
  namespaces?: ProposalNamespaces
  /** Namespaces the wallet must grant, or the proposal is rejected. Usually empty. */
  requiredNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, unknown>
  scopedProperties?: Record<string, unknown>
  /** Re-use an active pairing instead of creating a new URI. */
  pairingTopic?: string
}

export type ConnectResult = {
  /** The pairing URI to show as a QR code or deep link; absent when an existing pairing is reused. */
  uri?: string
  pairingTopic: string
  /** Unix seconds; see isPairingExpired. */
  pairingExpiry: number
  /** Resolves with the settled session, rejects when the wallet rejects or the proposal expires. */
  approval(): Promise<SessionRecord>
}

export type RequestParameters = {
  topic: string
  /** CAIP-2 chain id the request is for. */
  chainId: string
  request: { method: string; params?: unknown; expiryTimestamp?: number }
}

export type AuthenticateParameters = {
  /** CAIP-2 chains, all eip155 (SPEC §5). */
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  /** Request methods the session grants; written into a ReCap resource. */
  methods?: string[]
  resources?: string[]
  requestId?: string
  /** Unix seconds; default one hour. */
  expiry?: number
}

export type AuthenticateResult = {
  uri: string
  response(): Promise<{ session: SessionRecord; auths: Cacao[] }>
}

const defaultAuthEvents = ['chainChanged', 'accountsChanged']

/**
 * The dapp side of the Sign protocol, for the modal and the chain adapters: pairing URIs, approval,
 * requests, session events, restore after reload, disconnect. One session may span several namespaces.
 *
 * @example
 * const client = await createWalletConnectClient({ metadata })
 * const { uri, approval } = await client.connect({ namespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] } } })
 * showQr(uri)
 * const session = await approval()
 * const signature = await client.request({ topic: session.topic, chainId: 'eip155:1', request: { method: 'personal_sign', params } })
 */
export class WalletConnectClient {
  readonly engine: Engine
  readonly #updateIds = new Map<string, bigint>()

  constructor(options: ClientOptions) {
    this.engine = new Engine(options, 'dapp')
    const { engine } = this
    engine.registerResponseHandler('wc_sessionPropose', (response) => this.#onProposeResponse(response))
    engine.registerRequestHandler('wc_sessionSettle', (request) => this.#onSessionSettle(request))
    engine.registerRequestHandler('wc_sessionUpdate', (request) => this.#onSessionUpdate(request))
    engine.registerRequestHandler('wc_sessionExtend', (request) => this.#onSessionExtend(request))
    engine.registerResponseHandler('wc_sessionAuthenticate', (response) =>
      this.#onAuthenticateResponse(response),
    )
  }

  /** Loads stored sessions (restoring them after a reload), connects to the relay and re-subscribes. */
  async init(): Promise<this> {
    await this.engine.init()
    return this
  }

  on<name extends keyof SessionEvents>(
    name: name,
    listener: (payload: SessionEvents[name]) => void,
  ): () => void {
    return this.engine.events.on(name, listener)
  }

  off<name extends keyof SessionEvents>(name: name, listener: (payload: SessionEvents[name]) => void): void {
    this.engine.events.off(name, listener)
  }

  once<name extends keyof SessionEvents>(
    name: name,
    listener: (payload: SessionEvents[name]) => void,
  ): () => void {
    return this.engine.events.once(name, listener)
  }

  getSessions(): SessionRecord[] {
    return this.engine.sessions.values()
  }

  getPairings(): PairingRecord[] {
    return this.engine.pairings.values()
  }

  /** SPEC §9: a pairing URI counts as expired when 10 s or less remains; the modal then makes a new one. */
  isPairingExpired(pairingExpiry: number): boolean {
    return isPairingExpired(pairingExpiry)
  }

  /** Proposes a session (wc_sessionPropose) on a new pairing, or on `pairingTopic` when given. */
  async connect(parameters: ConnectParameters): Promise<ConnectResult> {
    const { engine } = this
    engine.assertInitialized()
    const requiredNamespaces = parameters.requiredNamespaces ?? {}
    const optionalNamespaces = parameters.namespaces ?? {}
    validateProposalNamespaces(requiredNamespaces, 'connect() requiredNamespaces')
    validateProposalNamespaces(optionalNamespaces, 'connect() namespaces')
    validateProperties(parameters.sessionProperties, 'connect() sessionProperties')
    validateScopedProperties(
      parameters.scopedProperties,
      [requiredNamespaces, optionalNamespaces],
      'connect() scopedProperties',
    )
    let uri: string | undefined
    let pairing: PairingRecord
    if (parameters.pairingTopic) {
      const existing = engine.pairings.get(parameters.pairingTopic)
      if (!existing)
        throw new ProtocolError(
          'NO_MATCHING_KEY',
          `connect() pairing topic doesn't exist: ${parameters.pairingTopic}`,
        )
      if (!existing.active) throw new ProtocolError('MISSING_OR_INVALID', 'connect() pairing is not active')
      pairing = existing
    } else {
      const created = await createPairing(engine)
      uri = created.uri
      pairing = created.pairing
    }
    const publicKey = await engine.createKeyPair()
    const expiryTimestamp = nowSeconds() + WC_TIMING.proposalExpirySeconds
    const params: ProposeParams = {
      requiredNamespaces,
      optionalNamespaces,
      relays: [{ protocol: RELAY.protocol }],
      proposer: { publicKey, metadata: engine.metadata },
      expiryTimestamp,
      pairingTopic: pairing.topic,
      ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
      ...(parameters.scopedProperties ? { scopedProperties: parameters.scopedProperties } : {}),
    }
    const id = createRpcId()
    const proposal: ProposalRecord = {
      id,
      pairingTopic: pairing.topic,
      expiryTimestamp,
      relays: params.relays,
      proposer: params.proposer,
      requiredNamespaces,
      optionalNamespaces,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
    }
    await engine.proposals.set(id, proposal)
    const approval = engine.waitFor<SessionRecord>(`approval:${id}`)
    approval.catch(() => undefined)
    await engine.sendRequest(pairing.topic, 'wc_sessionPropose', params, { id })
    return {
      ...(uri ? { uri } : {}),
      pairingTopic: pairing.topic,
      pairingExpiry: pairing.expiry,
      approval: () => approval,
    }
  }

  /** Sends a request to the wallet (wc_sessionRequest) and resolves with its result. */
  async request<result = unknown>(parameters: RequestParameters): Promise<result> {
    const { engine } = this
    engine.assertInitialized()
    const { topic, chainId, request } = parameters
    const session = engine.getSession(topic, 'request()')
    validatePermittedRequest(session, chainId, request.method)
    validateRequestExpiry(request.expiryTimestamp, 'request()')
    const params: SessionRequestParams = {
      request: {
        method: request.method,
        params: request.params ?? [],
        ...(request.expiryTimestamp !== undefined ? { expiryTimestamp: request.expiryTimestamp } : {}),
      },
      chainId,
    }
    const defaultTtl = RPC_OPTS.wc_sessionRequest.req.ttl
    const ttl =
      request.expiryTimestamp !== undefined
        ? Math.max(defaultTtl, request.expiryTimestamp - nowSeconds())
        : defaultTtl
    const { result } = await engine.sendRequest<result>(topic, 'wc_sessionRequest', params, { ttl })
    return result
  }

  /** Pings the wallet of a session. */
  async ping(parameters: { topic: string }): Promise<void> {
    await this.engine.ping(parameters.topic)
  }

  /** Ends a session (or a pairing) and tells the wallet. */
  async disconnect(parameters: { topic: string; reason?: ErrorReason }): Promise<void> {
    await this.engine.disconnect(parameters.topic, parameters.reason)
  }

  /**
   * Sign-in with the wallet (wc_sessionAuthenticate): one signed CACAO per account; the session is set
   * up from the signatures, with no proposal round.
   */
  async authenticate(parameters: AuthenticateParameters): Promise<AuthenticateResult> {
    const { engine } = this
    engine.assertInitialized()
    validateAuthenticateParams(parameters)
    const { uri, topic: pairingTopic } = await createPairing(engine, ['wc_sessionAuthenticate'])
    const publicKey = await engine.createKeyPair()
    const responseTopic = hashKey(publicKey)
    const expiryTimestamp = parameters.expiry ?? nowSeconds() + RPC_OPTS.wc_sessionAuthenticate.req.ttl
    const resources = [...(parameters.resources ?? [])]
    if (parameters.methods && parameters.methods.length > 0) resources.push(encodeRecap(parameters.methods))
    const authPayload = {
      type: 'caip122',
      chains: parameters.chains,
      domain: parameters.domain,
      aud: parameters.uri,
      nonce: parameters.nonce,
      version: '1',
      iat: new Date().toISOString(),
      ...(parameters.statement ? { statement: parameters.statement } : {}),
      ...(parameters.requestId ? { requestId: parameters.requestId } : {}),
      ...(resources.length > 0 ? { resources } : {}),
    }
    const id = createRpcId()
    const requester = { publicKey, metadata: engine.metadata }
    await engine.authRequests.set(id, {
      id,
      pairingTopic,
      responseTopic,
      requester,
      authPayload,
      expiryTimestamp,
    })
    await engine.relay.subscribe(responseTopic)
    const response = engine.waitFor<{ session: SessionRecord; auths: Cacao[] }>(`auth:${id}`)
    response.catch(() => undefined)
    await engine.sendRequest(
      pairingTopic,
      'wc_sessionAuthenticate',
      { requester, authPayload, expiryTimestamp },
      {
        id,
        ttl: Math.max(RPC_OPTS.wc_sessionAuthenticate.req.ttl, expiryTimestamp - nowSeconds()),
      },
    )
    return { uri, response: () => response }
  }

  /** Stops the heartbeat and closes the relay socket; stored sessions stay for the next init(). */
  async close(): Promise<void> {
    await this.engine.close()
  }

  async #onProposeResponse({ payload, request }: IncomingResponse): Promise<void> {
    const { engine } = this
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

  async #onSessionSettle({ topic, payload }: IncomingRequest): Promise<void> {
    const { engine } = this
    const proposal = engine.proposals.values().find((entry) => entry.sessionTopic === topic)
    if (!proposal)
      throw new ProtocolError('NO_MATCHING_KEY', `settle: no proposal for session topic ${topic}`)
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

  async #onSessionUpdate({ topic, payload }: IncomingRequest): Promise<void> {
    const { engine } = this
    const session = engine.getSession(topic, 'wc_sessionUpdate')
    if (session.controller === session.self.publicKey) {
      throw new ProtocolError(
        'UNAUTHORIZED_UPDATE_REQUEST',
        'wc_sessionUpdate: only the wallet updates a session',
      )
    }
    const { namespaces } = (payload.params ?? {}) as { namespaces?: SessionNamespaces }
    try {
      validateSessionNamespaces(namespaces, 'wc_sessionUpdate')
      validateApprovedNamespaces(session.requiredNamespaces, namespaces, 'wc_sessionUpdate')
    } catch (error) {
      throw new ProtocolError('INVALID_UPDATE_REQUEST', (error as ProtocolError).shortMessage)
    }
    const id = BigInt(payload.id)
    const latest = this.#updateIds.get(topic)
    if (latest !== undefined && id <= latest) {
      throw new ProtocolError(
        'INVALID_UPDATE_REQUEST',
        `wc_sessionUpdate: request ${payload.id} is older than ${latest}`,
      )
    }
    this.#updateIds.set(topic, id)
    await engine.sessions.update(topic, { namespaces })
    await engine.sendResult(topic, payload.id, true, 'wc_sessionUpdate')
    engine.events.emit('session_update', { topic, namespaces })
  }

  async #onSessionExtend({ topic, payload }: IncomingRequest): Promise<void> {
    const { engine } = this
    const session = engine.getSession(topic, 'wc_sessionExtend')
    if (session.controller === session.self.publicKey) {
      throw new ProtocolError(
        'UNAUTHORIZED_EXTEND_REQUEST',
        'wc_sessionExtend: only the wallet extends a session',
      )
    }
    // The specification sends the new expiry; the official JS clients send {} and let each side apply
    // the fixed session lifetime.
    const requested = ((payload.params ?? {}) as { expiry?: unknown }).expiry
    const maximum = nowSeconds() + WC_TIMING.sessionExpirySeconds + 60
    const expiry = requested ?? nowSeconds() + WC_TIMING.sessionExpirySeconds
    if (typeof expiry !== 'number' || expiry <= nowSeconds() || expiry > maximum) {
      throw new ProtocolError('INVALID_EXTEND_REQUEST', `wc_sessionExtend: expiry ${String(expiry)}`)
    }
    await engine.sessions.update(topic, { expiry })
    await engine.sendResult(topic, payload.id, true, 'wc_sessionExtend')
    engine.events.emit('session_extend', { topic, expiry })
  }

  async #onAuthenticateResponse({ topic, payload }: IncomingResponse): Promise<void> {
    const { engine } = this
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
      engine.rejectWaiter(key, new ProtocolError('MISSING_OR_INVALID', 'authenticate response'))
      return
    }
    const { verifyPersonalSign } = await import('../protocol/verify-eip191.ts')
    for (const cacao of cacaos) {
      const account = accountOfIssuer(cacao.p.iss)
      const address = account.split(':')[2] ?? ''
      const message = cacao.s.m ?? formatAuthMessage(cacao.p)
      if (
        !request.authPayload.chains.includes(chainOfAccount(account)) ||
        !verifyPersonalSign(message, cacao.s.s, address)
      ) {
        engine.rejectWaiter(
          key,
          new ProtocolError('MISSING_OR_INVALID', `authenticate signature of ${account}`),
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
}

/** Creates and initialises a dapp-side client. */
export async function createWalletConnectClient(options: ClientOptions): Promise<WalletConnectClient> {
  return new WalletConnectClient(options).init()
}
