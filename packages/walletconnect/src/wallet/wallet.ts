import { ClientBase } from '../client/clientBase.ts'
import { Engine } from '../client/engine.ts'
import { pairWithUri } from '../client/pairing.ts'
import type { ClientOptions } from '../client/types.ts'
import { RELAY, RPC_OPTS, WC_TIMING } from '../constants.ts'
import { deriveSymKey, hashKey } from '../crypto/keys.ts'
import { type ErrorReason, getProtocolError, ProtocolError } from '../errors/protocol.ts'
import { formatError, formatResult } from '../jsonrpc/format.ts'
import type { JsonRpcError, RpcId } from '../jsonrpc/types.ts'
import { accountOfIssuer, decodeRecapMethods } from '../protocol/authMessage.ts'
import { chainOfAccount } from '../protocol/caip.ts'
import type {
  AuthRequestRecord,
  Cacao,
  PairingRecord,
  PendingRequestRecord,
  ProposalRecord,
  SessionNamespaces,
  SessionRecord,
  SettleParams,
} from '../protocol/types.ts'
import { nowSeconds } from '../protocol/uri.ts'
import {
  validateApprovedNamespaces,
  validatePermittedEvent,
  validateProperties,
  validateReason,
  validateScopedProperties,
  validateSessionNamespaces,
} from '../protocol/validation.ts'
import { RequestQueue } from './requestQueue.ts'
import { registerWalletHandlers } from './walletHandlers.ts'

export type WalletClientOptions = ClientOptions & {
  /** Pause between two session requests handed to the wallet, in ms (docs/rules/states.md). Default 1000. */
  requestQueueDelay?: number
}

export type ApproveParameters = {
  id: RpcId
  namespaces: SessionNamespaces
  sessionProperties?: Record<string, unknown>
  scopedProperties?: Record<string, unknown>
}

export type RespondParameters = {
  topic: string
  response: { id: RpcId; result: unknown } | { id: RpcId; error: JsonRpcError }
}

/**
 * The wallet side of the Sign protocol: pair with a URI, approve or reject proposals, answer
 * requests (one at a time), emit events, update, extend and delete sessions, answer sign-in requests.
 */
export class WalletConnectWallet extends ClientBase {
  readonly #queue: RequestQueue

  constructor(options: WalletClientOptions) {
    super(new Engine(options, 'wallet'))
    const { engine } = this
    this.#queue = new RequestQueue(options.requestQueueDelay ?? WC_TIMING.requestQueueDelay, (id) => {
      const request = engine.pendingRequests.get(id)
      if (!request || !engine.sessions.has(request.topic)) return false
      engine.events.emit('session_request', {
        id,
        topic: request.topic,
        params: request.params,
        attestation: request.attestation,
      })
      return true
    })
    registerWalletHandlers(engine, this.#queue)
    engine.events.on('session_delete', ({ topic }) => this.#dropRequestsOf(topic))
    engine.events.on('session_expire', ({ topic }) => this.#dropRequestsOf(topic))
  }

  /** Loads stored sessions, connects to the relay, re-subscribes, and re-queues unanswered requests. */
  async init(): Promise<this> {
    await this.engine.init()
    const pending = this.engine.pendingRequests.values().sort((a, b) => a.receivedAt - b.receivedAt)
    // Handed out on the next turn, so listeners attached right after `await createWalletClient()` get them.
    setTimeout(() => {
      for (const request of pending) this.#queue.push(request.id)
    }, 0)
    return this
  }

  getPendingProposals(): ProposalRecord[] {
    return this.engine.proposals.values()
  }

  getPendingRequests(): PendingRequestRecord[] {
    return this.engine.pendingRequests.values()
  }

  getPendingAuthRequests(): AuthRequestRecord[] {
    return this.engine.authRequests.values()
  }

  /** Pairs with a scanned URI; the dapp's proposal (or sign-in request) arrives as an event. */
  async pair(parameters: { uri: string }): Promise<PairingRecord> {
    this.engine.assertInitialized()
    return pairWithUri(this.engine, parameters.uri)
  }

  /**
   * Approves a proposal: settles the session on its new topic (wc_sessionSettle) and answers the
   * proposal on the pairing. `acknowledged()` resolves when the dapp confirms the settlement.
   */
  async approve(
    parameters: ApproveParameters,
  ): Promise<{ topic: string; acknowledged(): Promise<SessionRecord> }> {
    const { engine } = this
    engine.assertInitialized()
    const proposal = engine.proposals.get(parameters.id)
    if (!proposal)
      throw new ProtocolError('NoMatchingKey', `approve() proposal id doesn't exist: ${parameters.id}`)
    if (proposal.expiryTimestamp * 1000 <= Date.now()) {
      await engine.proposals.delete(proposal.id)
      throw new ProtocolError('Expired', `approve() proposal ${proposal.id}`)
    }
    validateSessionNamespaces(parameters.namespaces, 'approve()')
    validateApprovedNamespaces(proposal.requiredNamespaces, parameters.namespaces, 'approve()')
    validateProperties(parameters.sessionProperties, 'approve() sessionProperties')
    validateScopedProperties(
      parameters.scopedProperties,
      [proposal.requiredNamespaces, proposal.optionalNamespaces],
      'approve() scopedProperties',
    )
    const selfPublicKey = await engine.createKeyPair()
    const { topic } = await engine.deriveSessionKey(selfPublicKey, proposal.proposer.publicKey)
    const relay = { protocol: RELAY.protocol }
    const self = { publicKey: selfPublicKey, metadata: engine.metadata }
    const expiry = nowSeconds() + WC_TIMING.sessionExpirySeconds
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay,
      expiry,
      acknowledged: false,
      controller: selfPublicKey,
      namespaces: parameters.namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces,
      ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
      ...(parameters.scopedProperties ? { scopedProperties: parameters.scopedProperties } : {}),
      self,
      peer: proposal.proposer,
      transportType: 'relay',
    }
    await engine.sessions.set(topic, session)
    await engine.relay.subscribe(topic)
    const settle: SettleParams = {
      relay,
      controller: self,
      namespaces: parameters.namespaces,
      expiry,
      pairingTopic: proposal.pairingTopic,
      ...(parameters.sessionProperties ? { sessionProperties: parameters.sessionProperties } : {}),
      ...(parameters.scopedProperties ? { scopedProperties: parameters.scopedProperties } : {}),
    }
    const acknowledged = engine.waitFor<SessionRecord>(`ack:${topic}`)
    acknowledged.catch(() => undefined)
    try {
      await engine.sendRequest(topic, 'wc_sessionSettle', settle)
      await engine.sendResult(
        proposal.pairingTopic,
        proposal.id,
        { relay, responderPublicKey: selfPublicKey },
        'wc_sessionPropose',
      )
    } catch (error) {
      await engine.deleteSession(topic, getProtocolError('SessionSettlementFailed'))
      throw error
    }
    await engine.proposals.delete(proposal.id)
    await engine.activatePairing(proposal.pairingTopic, proposal.proposer.metadata)
    return { topic, acknowledged: () => acknowledged }
  }

  /** Rejects a proposal with a reason (numeric code, string message; docs/rules/validation.md). */
  async reject(parameters: { id: RpcId; reason?: ErrorReason }): Promise<void> {
    const { engine } = this
    engine.assertInitialized()
    const reason = parameters.reason ?? getProtocolError('UserRejected')
    validateReason(reason, 'reject()')
    const proposal = engine.proposals.get(parameters.id)
    if (!proposal)
      throw new ProtocolError('NoMatchingKey', `reject() proposal id doesn't exist: ${parameters.id}`)
    await engine.sendError(proposal.pairingTopic, proposal.id, reason, 'wc_sessionPropose', 'reject')
    await engine.proposals.delete(proposal.id)
  }

  /** Answers a session request; the next queued request is handed out after the queue delay. */
  async respond(parameters: RespondParameters): Promise<void> {
    const { engine } = this
    engine.assertInitialized()
    const { topic, response } = parameters
    engine.getSession(topic, 'respond()')
    const pending = engine.pendingRequests.get(response.id)
    if (!pending || pending.topic !== topic) {
      throw new ProtocolError('NoMatchingKey', `respond() request id doesn't exist: ${response.id}`)
    }
    try {
      if ('error' in response) await engine.sendError(topic, response.id, response.error, 'wc_sessionRequest')
      else await engine.sendResult(topic, response.id, response.result, 'wc_sessionRequest')
    } finally {
      await engine.pendingRequests.delete(response.id)
      this.#queue.done(response.id)
    }
  }

  /** Emits an event (accountsChanged, chainChanged…) to the dapp; it must be permitted for the chain. */
  async emit(parameters: {
    topic: string
    event: { name: string; data: unknown }
    chainId: string
  }): Promise<void> {
    const { engine } = this
    engine.assertInitialized()
    const session = engine.getSession(parameters.topic, 'emit()')
    validatePermittedEvent(session, parameters.chainId, parameters.event.name)
    await engine.sendRequest(parameters.topic, 'wc_sessionEvent', {
      event: parameters.event,
      chainId: parameters.chainId,
    })
  }

  /** Replaces the session's namespaces (wc_sessionUpdate); only the controller may. */
  async update(parameters: {
    topic: string
    namespaces: SessionNamespaces
  }): Promise<{ acknowledged(): Promise<void> }> {
    const { engine } = this
    engine.assertInitialized()
    const session = this.#controlledSession(parameters.topic, 'update()', 'UnauthorizedUpdateRequest')
    try {
      validateSessionNamespaces(parameters.namespaces, 'update()')
      validateApprovedNamespaces(session.requiredNamespaces, parameters.namespaces, 'update()')
    } catch (error) {
      throw new ProtocolError('InvalidUpdateRequest', (error as ProtocolError).shortMessage)
    }
    await engine.sessions.update(parameters.topic, { namespaces: parameters.namespaces })
    const { result } = await engine.sendRequest<boolean>(parameters.topic, 'wc_sessionUpdate', {
      namespaces: parameters.namespaces,
    })
    return { acknowledged: () => result.then(() => undefined) }
  }

  /** Extends the session by the fixed session lifetime (wc_sessionExtend); only the controller may. */
  async extend(parameters: { topic: string }): Promise<{ expiry: number; acknowledged(): Promise<void> }> {
    const { engine } = this
    engine.assertInitialized()
    this.#controlledSession(parameters.topic, 'extend()', 'UnauthorizedExtendRequest')
    const expiry = nowSeconds() + WC_TIMING.sessionExpirySeconds
    await engine.sessions.update(parameters.topic, { expiry })
    const { result } = await engine.sendRequest<boolean>(parameters.topic, 'wc_sessionExtend', { expiry })
    return { expiry, acknowledged: () => result.then(() => undefined) }
  }

  async ping(parameters: { topic: string }): Promise<void> {
    await this.engine.ping(parameters.topic)
  }

  /** Ends a session (or a pairing) and tells the dapp (wc_sessionDelete). */
  async disconnect(parameters: { topic: string; reason?: ErrorReason }): Promise<void> {
    await this.engine.disconnect(parameters.topic, parameters.reason)
    this.#dropRequestsOf(parameters.topic)
  }

  /**
   * Answers a sign-in request with signed CACAOs (type 1 envelope on the dapp's response topic) and
   * sets up the session they grant.
   */
  async approveAuthenticate(parameters: { id: RpcId; auths: Cacao[] }): Promise<{ session: SessionRecord }> {
    const { engine } = this
    engine.assertInitialized()
    const request = this.#authRequest(parameters.id, 'approveAuthenticate()')
    if (parameters.auths.length === 0)
      throw new ProtocolError('MissingOrInvalid', 'approveAuthenticate() auths')
    const selfPublicKey = await engine.createKeyPair()
    const privateKey = engine.keychain.get(selfPublicKey) ?? ''
    const symKey = deriveSymKey(privateKey, request.requester.publicKey)
    const topic = hashKey(symKey)
    await engine.keychain.set(topic, symKey)
    const accounts = [...new Set(parameters.auths.map((cacao) => accountOfIssuer(cacao.p.iss)))]
    const methods = decodeRecapMethods(request.authPayload.resources)
    const events = ['chainChanged', 'accountsChanged']
    const self = { publicKey: selfPublicKey, metadata: engine.metadata }
    const session: SessionRecord = {
      topic,
      pairingTopic: request.pairingTopic,
      relay: { protocol: RELAY.protocol },
      expiry: nowSeconds() + WC_TIMING.sessionExpirySeconds,
      acknowledged: true,
      controller: selfPublicKey,
      namespaces: {
        eip155: { chains: [...new Set(accounts.map(chainOfAccount))], accounts, methods, events },
      },
      requiredNamespaces: {},
      optionalNamespaces: { eip155: { chains: request.authPayload.chains, methods, events } },
      self,
      peer: request.requester,
      transportType: 'relay',
      authentication: parameters.auths,
    }
    await engine.sessions.set(topic, session)
    await engine.relay.subscribe(topic)
    await engine.publish(
      request.responseTopic,
      formatResult(request.id, { cacaos: parameters.auths, responder: self }),
      RPC_OPTS.wc_sessionAuthenticate.res,
      { symKey, senderPublicKey: selfPublicKey },
    )
    await engine.authRequests.delete(request.id)
    await engine.activatePairing(request.pairingTopic, request.requester.metadata)
    engine.events.emit('session_connect', { session })
    return { session }
  }

  async rejectAuthenticate(parameters: { id: RpcId; reason?: ErrorReason }): Promise<void> {
    const { engine } = this
    engine.assertInitialized()
    const reason = parameters.reason ?? getProtocolError('UserRejected')
    validateReason(reason, 'rejectAuthenticate()')
    const request = this.#authRequest(parameters.id, 'rejectAuthenticate()')
    const selfPublicKey = await engine.createKeyPair()
    const symKey = deriveSymKey(engine.keychain.get(selfPublicKey) ?? '', request.requester.publicKey)
    await engine.publish(
      request.responseTopic,
      formatError(request.id, reason),
      RPC_OPTS.wc_sessionAuthenticate.reject,
      {
        symKey,
        senderPublicKey: selfPublicKey,
      },
    )
    await engine.keychain.delete(selfPublicKey)
    await engine.authRequests.delete(request.id)
  }

  async close(): Promise<void> {
    await this.engine.close()
  }

  #authRequest(id: RpcId, context: string): AuthRequestRecord {
    const request = this.engine.authRequests.get(id)
    if (!request) throw new ProtocolError('NoMatchingKey', `${context} request id doesn't exist: ${id}`)
    if (request.expiryTimestamp * 1000 <= Date.now())
      throw new ProtocolError('Expired', `${context} request ${id}`)
    return request
  }

  #controlledSession(
    topic: string,
    context: string,
    kind: 'UnauthorizedUpdateRequest' | 'UnauthorizedExtendRequest',
  ) {
    const session = this.engine.getSession(topic, context)
    if (session.controller !== session.self.publicKey)
      throw new ProtocolError(kind, `${context} not the controller`)
    return session
  }

  #dropRequestsOf(topic: string): void {
    const active = this.#queue.active
    if (active !== undefined && !this.engine.pendingRequests.has(active)) this.#queue.done(active)
    for (const request of this.engine.pendingRequests.values()) {
      if (request.topic === topic) this.#queue.done(request.id)
    }
  }
}

/** Creates and initialises a wallet-side client. */
export async function createWalletClient(options: WalletClientOptions): Promise<WalletConnectWallet> {
  return new WalletConnectWallet(options).init()
}
