import { RELAY, RPC_OPTS, WC_TIMING } from '../constants.ts'
import { hashKey } from '../crypto/keys.ts'
import { type ErrorReason, ProtocolError } from '../errors/protocol.ts'
import { createRpcId } from '../jsonrpc/ids.ts'
import { encodeRecap } from '../protocol/authMessage.ts'
import type {
  Cacao,
  PairingRecord,
  ProposalNamespaces,
  ProposalRecord,
  ProposeParams,
  SessionRecord,
  SessionRequestParams,
} from '../protocol/types.ts'
import { isPairingExpired, nowSeconds } from '../protocol/uri.ts'
import {
  validateAuthenticateParams,
  validatePermittedRequest,
  validateProperties,
  validateProposalNamespaces,
  validateRequestExpiry,
  validateScopedProperties,
} from '../protocol/validation.ts'
import { ClientBase } from './clientBase.ts'
import { registerDappHandlers } from './dappHandlers.ts'
import { Engine } from './engine.ts'
import { createPairing, preparePairing, storePairing } from './pairing.ts'
import type { ClientOptions, VerifyAuthMessage } from './types.ts'

export type ConnectParameters = {
  /** Namespaces the dapp would like (sent as optionalNamespaces): e.g. eip155, solana and bip122 at once. */
  namespaces?: ProposalNamespaces
  /** Namespaces the wallet must grant, or the proposal is rejected. Usually empty. */
  requiredNamespaces?: ProposalNamespaces
  sessionProperties?: Record<string, unknown>
  scopedProperties?: Record<string, unknown>
  /** Re-use an active pairing instead of creating a new URI. */
  pairingTopic?: string
  /**
   * Called with a new pairing's URI as soon as it exists, before it is stored, subscribed and the
   * proposal published, so a QR code can show at once; the relay keeps the proposal for the wallet.
   */
  onUri?: (uri: string, pairingExpiry: number) => void
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
  /** CAIP-2 chains, all eip155 (docs/rules/validation.md). */
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
  /**
   * Checks one signed message of the response. The chain's code knows how its accounts sign (an EOA's
   * EIP-191 signature, or a contract wallet's ERC-1271 answer), so the dapp supplies it, e.g. viem's
   * `verifyMessage` on a client of `chainId`.
   */
  verifyMessage: VerifyAuthMessage
}

export type AuthenticateResult = {
  uri: string
  response(): Promise<{ session: SessionRecord; auths: Cacao[] }>
}

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
export class WalletConnectClient extends ClientBase {
  constructor(options: ClientOptions) {
    super(new Engine(options, 'dapp'))
    registerDappHandlers(this.engine)
  }

  /** Loads stored sessions (restoring them after a reload), connects to the relay and re-subscribes. */
  async init(): Promise<this> {
    await this.engine.init()
    return this
  }

  /** docs/rules/limits.md: a pairing URI counts as expired when 10 s or less remains; the modal then makes a new one. */
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
          'NoMatchingKey',
          `connect() pairing topic doesn't exist: ${parameters.pairingTopic}`,
        )
      if (!existing.active) throw new ProtocolError('MissingOrInvalid', 'connect() pairing is not active')
      pairing = existing
    } else {
      const prepared = preparePairing()
      parameters.onUri?.(prepared.uri, prepared.pairing.expiry)
      await storePairing(engine, prepared)
      uri = prepared.uri
      pairing = prepared.pairing
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
    engine.authVerifiers.set(id, parameters.verifyMessage)
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
}

/** Creates and initialises a dapp-side client. */
export async function createWalletConnectClient(options: ClientOptions): Promise<WalletConnectClient> {
  return new WalletConnectClient(options).init()
}
