import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { type ProtocolMethod, type PublishOptions, RELAY, RPC_OPTS, WC_TIMING } from '../constants.ts'
import { decodeEnvelope, encodeEnvelope, readEnvelope } from '../crypto/envelope.ts'
import { deriveSymKey, generateClientSeed, generateKeyPair, hashKey } from '../crypto/keys.ts'
import { type ErrorReason, getProtocolError, ProtocolError } from '../errors/protocol.ts'
import { PeerRpcError } from '../errors/request.ts'
import { formatError, formatRequest, formatResult } from '../jsonrpc/format.ts'
import { parseJsonRpc, serializeJsonRpc } from '../jsonrpc/serialize.ts'
import {
  isJsonRpcError,
  isJsonRpcRequest,
  type JsonRpcPayload,
  type JsonRpcRequest,
  type JsonRpcResponse,
  type RpcId,
} from '../jsonrpc/types.ts'
import type {
  AuthRequestRecord,
  PairingRecord,
  PendingRequestRecord,
  ProposalRecord,
  SessionRecord,
} from '../protocol/types.ts'
import { nowSeconds } from '../protocol/uri.ts'
import { validateReason } from '../protocol/validation.ts'
import { RelayClient, type RelayMessage } from '../relay/relayClient.ts'
import { createRelayIdentity } from '../relayAuth/createRelayIdentity.ts'
import { defaultStorage } from '../storage/defaultStorage.ts'
import { RecordStore } from '../storage/recordStore.ts'
import { Emitter } from './emitter.ts'
import { RecentlyDeleted } from './recentlyDeleted.ts'
import { registerSharedHandlers } from './sharedHandlers.ts'
import type { ClientOptions, SessionEvents, VerifyAuthMessage } from './types.ts'

/** What a request handler gets: the topic, the decoded request and the relay's attestation. */
export type IncomingRequest = {
  topic: string
  payload: JsonRpcRequest
  publishedAt: number
  attestation?: string | undefined
  senderPublicKey?: string | undefined
}

export type IncomingResponse = { topic: string; payload: JsonRpcResponse; request: SentRequestRecord }

type SentRequestRecord = { id: RpcId; topic: string; method: string; sentAt: number }

type Waiter = { resolve(result: unknown): void; reject(error: Error): void }

const seenLimit = 2_000

/**
 * The session-protocol engine shared by the dapp and wallet sides: keys, records, relay transport,
 * message dispatch (one message at a time), expiry heartbeat and the handlers both sides need.
 */
export class Engine {
  readonly events = new Emitter<SessionEvents>()
  readonly metadata: ClientOptions['metadata']
  readonly relayUrl: string
  readonly keychain: RecordStore<string>
  readonly pairings: RecordStore<PairingRecord>
  readonly proposals: RecordStore<ProposalRecord>
  readonly sessions: RecordStore<SessionRecord>
  readonly pendingRequests: RecordStore<PendingRequestRecord>
  readonly authRequests: RecordStore<AuthRequestRecord>
  readonly recentlyDeleted = new RecentlyDeleted()
  /** The verifier of each authenticate() request of this page (its waiter is in memory too). */
  readonly authVerifiers = new Map<RpcId, VerifyAuthMessage>()
  readonly #history: RecordStore<SentRequestRecord>
  readonly #options: ClientOptions
  readonly #storage
  readonly #prefix: string
  readonly #requestHandlers = new Map<string, (request: IncomingRequest) => Promise<void>>()
  readonly #responseHandlers = new Map<string, (response: IncomingResponse) => Promise<void>>()
  readonly #waiters = new Map<RpcId, Waiter>()
  readonly #seen = new Set<string>()
  #relay: RelayClient | undefined
  #inbox: Promise<void> = Promise.resolve()
  #cleaning: Promise<void> = Promise.resolve()
  #heartbeat: ReturnType<typeof setInterval> | undefined
  #initialized = false
  #clientId = ''

  /** `role` keeps the dapp and wallet sides apart in a shared storage unless `storagePrefix` is given. */
  constructor(options: ClientOptions, role: 'dapp' | 'wallet') {
    this.#options = options
    this.metadata = options.metadata
    this.relayUrl = options.relayUrl ?? (options.projectId ? RELAY.publicUrl : RELAY.localUrl)
    this.#storage = options.storage ?? defaultStorage()
    this.#prefix = options.storagePrefix ?? `portico-wc-${role}`
    const store = <record>(name: string) => new RecordStore<record>(this.#storage, `${this.#prefix}:${name}`)
    this.keychain = store('keychain')
    this.pairings = store('pairings')
    this.proposals = store('proposals')
    this.sessions = store('sessions')
    this.pendingRequests = store('requests')
    this.authRequests = store('authRequests')
    this.#history = store('history')
    registerSharedHandlers(this)
  }

  /** This client's relay identity (did:key). */
  get clientId(): string {
    return this.#clientId
  }

  get relay(): RelayClient {
    if (!this.#relay) throw new ProtocolError('NotInitialized', 'call init() first')
    return this.#relay
  }

  /** Loads the stored records, drops expired ones and those whose keys are missing, connects and re-subscribes. */
  async init(): Promise<void> {
    if (this.#initialized) return
    await Promise.all(this.#stores().map((store) => store.load()))
    const seedKey = `${this.#prefix}:client:seed`
    let seed = await this.#storage.getItem(seedKey)
    if (!seed) {
      seed = generateClientSeed()
      await this.#storage.setItem(seedKey, seed)
    }
    const identity = await createRelayIdentity(hexToBytes(seed))
    this.#clientId = identity.clientId
    await this.cleanup()
    this.#relay = new RelayClient({
      relayUrl: this.relayUrl,
      projectId: this.#options.projectId,
      seed,
      identity,
      WebSocket: this.#options.WebSocket,
      onMessage: (message) => this.#onRelayMessage(message),
    })
    await this.#relay.connect()
    const topics = this.#activeTopics()
    if (topics.length > 0) await this.#relay.subscribeMany(topics)
    this.#heartbeat = setInterval(() => {
      this.cleanup()
    }, WC_TIMING.heartbeatInterval)
    if (typeof this.#heartbeat === 'object' && 'unref' in this.#heartbeat) this.#heartbeat.unref()
    this.#initialized = true
  }

  #stores(): { load(): Promise<void>; flush(): Promise<void> }[] {
    return [
      this.keychain,
      this.pairings,
      this.proposals,
      this.sessions,
      this.pendingRequests,
      this.authRequests,
      this.#history,
    ]
  }

  assertInitialized(): void {
    if (!this.#initialized) throw new ProtocolError('NotInitialized', 'call init() first')
  }

  /** Stops the heartbeat and closes the relay connection; stored records stay. */
  async close(): Promise<void> {
    clearInterval(this.#heartbeat)
    this.#relay?.close()
    this.#initialized = false
    for (const waiter of this.#waiters.values())
      waiter.reject(new ProtocolError('NotInitialized', 'client closed'))
    this.#waiters.clear()
    await this.#inbox
    await this.#cleaning
    await Promise.all(this.#stores().map((store) => store.flush().catch(() => undefined)))
  }

  registerRequestHandler(method: string, handler: (request: IncomingRequest) => Promise<void>): void {
    this.#requestHandlers.set(method, handler)
  }

  registerResponseHandler(method: string, handler: (response: IncomingResponse) => Promise<void>): void {
    this.#responseHandlers.set(method, handler)
  }

  async createKeyPair(): Promise<string> {
    const { privateKey, publicKey } = generateKeyPair()
    await this.keychain.set(publicKey, privateKey)
    return publicKey
  }

  /** Derives the session key from our private key and the peer's public key; stores it under its topic. */
  async deriveSessionKey(
    selfPublicKey: string,
    peerPublicKey: string,
  ): Promise<{ topic: string; symKey: string }> {
    const privateKey = this.keychain.get(selfPublicKey)
    if (!privateKey) throw new ProtocolError('NoMatchingKey', `private key of ${selfPublicKey}`)
    const symKey = deriveSymKey(privateKey, peerPublicKey)
    const topic = hashKey(symKey)
    await this.keychain.set(topic, symKey)
    return { topic, symKey }
  }

  getSession(topic: string, context: string): SessionRecord {
    if (this.recentlyDeleted.has(topic))
      throw new ProtocolError('NoMatchingKey', `${context}: session topic was deleted: ${topic}`)
    const session = this.sessions.get(topic)
    if (!session)
      throw new ProtocolError('NoMatchingKey', `${context}: session topic doesn't exist: ${topic}`)
    if (session.expiry * 1000 <= Date.now())
      throw new ProtocolError('Expired', `${context}: session topic: ${topic}`)
    return session
  }

  async activatePairing(topic: string, peerMetadata?: SessionRecord['peer']['metadata']): Promise<void> {
    await this.pairings.update(topic, {
      active: true,
      expiry: nowSeconds() + WC_TIMING.activePairingExpirySeconds,
      ...(peerMetadata ? { peerMetadata } : {}),
    })
  }

  /** Removes a session, its keys, its pending requests and waiters; remembers the topic as deleted. */
  async deleteSession(
    topic: string,
    reason: ErrorReason = getProtocolError('UserDisconnected'),
  ): Promise<void> {
    const session = this.sessions.get(topic)
    this.recentlyDeleted.add(topic)
    await this.#relay?.unsubscribe(topic)
    await this.sessions.delete(topic)
    await this.keychain.delete(topic)
    if (session) await this.keychain.delete(session.self.publicKey)
    for (const request of this.pendingRequests.values()) {
      if (request.topic === topic) await this.pendingRequests.delete(request.id)
    }
    for (const sent of this.#history.values()) {
      if (sent.topic !== topic) continue
      await this.#history.delete(sent.id)
      this.rejectWaiter(sent.id, new PeerRpcError(reason))
    }
  }

  async deletePairing(topic: string): Promise<void> {
    this.recentlyDeleted.add(topic)
    await this.#relay?.unsubscribe(topic)
    await this.pairings.delete(topic)
    await this.keychain.delete(topic)
    for (const proposal of this.proposals.values()) {
      if (proposal.pairingTopic === topic) await this.proposals.delete(proposal.id)
    }
  }

  /**
   * The heartbeat's work (docs/rules/states.md, limits.md): expired sessions, pairings, proposals and requests, and items
   * whose keys are missing, are deleted. Runs are serialised.
   */
  cleanup(now: number = Date.now()): Promise<void> {
    this.#cleaning = this.#cleaning.then(() => this.#cleanup(now)).catch(() => undefined)
    return this.#cleaning
  }

  async #cleanup(now: number): Promise<void> {
    for (const session of this.sessions.values()) {
      if (session.expiry * 1000 <= now) {
        await this.deleteSession(session.topic, getProtocolError('Expired', `session ${session.topic}`))
        this.events.emit('session_expire', { topic: session.topic })
      } else if (!this.keychain.has(session.topic)) {
        await this.deleteSession(session.topic, getProtocolError('NoMatchingKey', `session ${session.topic}`))
      }
    }
    for (const pairing of this.pairings.values()) {
      if (pairing.expiry * 1000 <= now) {
        await this.deletePairing(pairing.topic)
        this.events.emit('pairing_expire', { topic: pairing.topic })
      } else if (!this.keychain.has(pairing.topic)) {
        await this.deletePairing(pairing.topic)
      }
    }
    for (const proposal of this.proposals.values()) {
      if (proposal.expiryTimestamp * 1000 <= now) {
        await this.proposals.delete(proposal.id)
        this.rejectWaiter(`approval:${proposal.id}`, new ProtocolError('Expired', `proposal ${proposal.id}`))
        this.events.emit('proposal_expire', { id: proposal.id, proposal })
      }
    }
    for (const request of this.authRequests.values()) {
      if (request.expiryTimestamp * 1000 <= now) {
        await this.authRequests.delete(request.id)
        await this.#relay?.unsubscribe(request.responseTopic)
        this.rejectWaiter(
          `auth:${request.id}`,
          new ProtocolError('Expired', `authenticate request ${request.id}`),
        )
      }
    }
    const topics = new Set(this.#activeTopics())
    for (const sent of this.#history.values()) {
      if (topics.has(sent.topic)) continue
      await this.#history.delete(sent.id)
      this.rejectWaiter(sent.id, new ProtocolError('NoMatchingKey', `topic ${sent.topic} is gone`))
    }
    for (const request of this.pendingRequests.values()) {
      const expiry = request.params.request.expiryTimestamp
      if ((expiry !== undefined && expiry * 1000 <= now) || !this.sessions.has(request.topic)) {
        await this.pendingRequests.delete(request.id)
      }
    }
  }

  #activeTopics(): string[] {
    return [
      ...this.pairings.keys(),
      ...this.sessions.keys(),
      ...this.authRequests.values().map((request) => request.responseTopic),
    ]
  }

  /** Sends a request to the peer on `topic`; resolves with the peer's result, rejects with its error. */
  async sendRequest<result = unknown>(
    topic: string,
    method: ProtocolMethod,
    params: unknown,
    options: { ttl?: number | undefined; id?: RpcId } = {},
  ): Promise<{ id: RpcId; result: Promise<result> }> {
    const payload = formatRequest(method, params, options.id)
    const result = this.waitFor<result>(payload.id)
    result.catch(() => undefined)
    await this.#history.set(payload.id, { id: payload.id, topic, method, sentAt: Date.now() })
    const opts = RPC_OPTS[method].req
    await this.publish(topic, payload, { ...opts, ttl: options.ttl ?? opts.ttl })
    return { id: payload.id, result }
  }

  /** A promise settled by resolveWaiter / rejectWaiter with the same key (request ids, or named keys). */
  waitFor<result>(key: string): Promise<result> {
    return new Promise<result>((resolve, reject) => {
      this.#waiters.set(key, { resolve: (value) => resolve(value as result), reject })
    })
  }

  resolveWaiter(key: string, value: unknown): void {
    this.#waiters.get(key)?.resolve(value)
    this.#waiters.delete(key)
  }

  rejectWaiter(key: string, error: Error): void {
    this.#waiters.get(key)?.reject(error)
    this.#waiters.delete(key)
  }

  async sendResult(topic: string, id: RpcId, result: unknown, method: string): Promise<void> {
    await this.publish(topic, formatResult(id, result), responseOptions(method))
  }

  async sendError(
    topic: string,
    id: RpcId,
    error: ErrorReason,
    method: string,
    kind: 'res' | 'reject' | 'autoReject' = 'res',
  ): Promise<void> {
    const opts = RPC_OPTS[method as ProtocolMethod] as Record<string, PublishOptions> | undefined
    await this.publish(topic, formatError(id, error), opts?.[kind] ?? responseOptions(method))
  }

  /** Seals a payload for `topic` (type 0 with the topic's key, or the given type 1 envelope) and publishes it. */
  async publish(
    topic: string,
    payload: JsonRpcPayload,
    options: PublishOptions,
    envelope?: { symKey: string; senderPublicKey: string },
  ): Promise<void> {
    const symKey = envelope?.symKey ?? this.keychain.get(topic)
    if (!symKey) throw new ProtocolError('NoMatchingKey', `no key for topic ${topic}`)
    const message = encodeEnvelope({
      message: serializeJsonRpc(payload),
      symKey,
      ...(envelope ? { type: 1 as const, senderPublicKey: envelope.senderPublicKey } : {}),
    })
    this.#remember(topic, message)
    await this.relay.publish(topic, message, options)
  }

  /** Messages this client published, or already processed, are not processed (again). */
  #remember(topic: string, message: string): boolean {
    const hash = bytesToHex(sha256(new TextEncoder().encode(`${topic}${message}`)))
    if (this.#seen.has(hash)) return false
    this.#seen.add(hash)
    if (this.#seen.size > seenLimit) this.#seen.delete(this.#seen.values().next().value as string)
    return true
  }

  #onRelayMessage(message: RelayMessage): void {
    if (!this.#remember(message.topic, message.message)) return
    this.#inbox = this.#inbox.then(() => this.#process(message)).catch(() => undefined)
  }

  async #process(message: RelayMessage): Promise<void> {
    const { topic } = message
    if (this.recentlyDeleted.has(topic)) return
    const decoded = await this.#decrypt(topic, message.message)
    if (!decoded) return
    let payload: JsonRpcPayload
    try {
      payload = parseJsonRpc(decoded.message)
    } catch {
      return
    }
    if (isJsonRpcRequest(payload)) {
      await this.#handleRequest({
        topic,
        payload,
        publishedAt: message.publishedAt,
        attestation: message.attestation,
        senderPublicKey: decoded.senderPublicKey,
      })
    } else {
      await this.#handleResponse(topic, payload)
    }
  }

  async #decrypt(
    topic: string,
    encoded: string,
  ): Promise<{ message: string; senderPublicKey?: string } | undefined> {
    try {
      const envelope = readEnvelope(encoded)
      if (envelope.type === 1 && envelope.senderPublicKey) {
        const request = this.authRequests.values().find((entry) => entry.responseTopic === topic)
        if (!request) return undefined
        const { symKey } = await this.deriveSessionKey(request.requester.publicKey, envelope.senderPublicKey)
        return decodeEnvelope(encoded, symKey)
      }
      const symKey = this.keychain.get(topic)
      if (!symKey) return undefined
      return decodeEnvelope(encoded, symKey)
    } catch {
      return undefined
    }
  }

  async #handleRequest(request: IncomingRequest): Promise<void> {
    const { topic, payload } = request
    const handler = this.#requestHandlers.get(payload.method)
    if (!handler) {
      await this.sendError(
        topic,
        payload.id,
        getProtocolError('WcMethodUnsupported', payload.method),
        'unsupported',
      )
      return
    }
    try {
      await handler(request)
    } catch (error) {
      const reason =
        error instanceof ProtocolError
          ? error.toReason()
          : getProtocolError('MissingOrInvalid', String(error))
      await this.sendError(topic, payload.id, reason, payload.method).catch(() => undefined)
    }
  }

  async #handleResponse(topic: string, payload: JsonRpcResponse): Promise<void> {
    const sent = this.#history.get(payload.id)
    if (sent) {
      await this.#history.delete(payload.id)
      await this.#responseHandlers.get(sent.method)?.({ topic, payload, request: sent })
    }
    const waiter = this.#waiters.get(payload.id)
    if (!waiter) return
    this.#waiters.delete(payload.id)
    if (isJsonRpcError(payload)) waiter.reject(new PeerRpcError(payload.error))
    else waiter.resolve(payload.result)
  }

  /** Pings the peer of a session; resolves when it answers (after its 500 ms delay). */
  async ping(topic: string): Promise<void> {
    this.assertInitialized()
    this.getSession(topic, 'ping()')
    const { result } = await this.sendRequest(topic, 'wc_sessionPing', {})
    await result
  }

  /** Tells the peer the session is over (wc_sessionDelete) and deletes it locally. */
  async disconnect(topic: string, reason: ErrorReason = getProtocolError('UserDisconnected')): Promise<void> {
    this.assertInitialized()
    validateReason(reason, 'disconnect()')
    if (this.pairings.has(topic) && !this.sessions.has(topic)) {
      try {
        await this.sendRequest(topic, 'wc_pairingDelete', reason)
      } finally {
        await this.deletePairing(topic)
      }
      return
    }
    this.getSession(topic, 'disconnect()')
    try {
      await this.sendRequest(topic, 'wc_sessionDelete', reason)
    } finally {
      await this.deleteSession(topic, reason)
    }
  }
}

function responseOptions(method: string): PublishOptions {
  const opts = RPC_OPTS[method as keyof typeof RPC_OPTS] as { res?: PublishOptions } | undefined
  return opts?.res ?? RPC_OPTS.unsupported.res
}
