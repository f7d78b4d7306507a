import { ModalClosedError, type PairingReporter, PorticoError } from '@portico/core'
import type { AuthenticateParameters, WalletConnectClient } from '../client/dapp.ts'
import { WC_TIMING } from '../constants.ts'
import { NoSessionError } from '../errors/session.ts'
import type {
  Cacao,
  Metadata,
  ProposalNamespace,
  SessionNamespaces,
  SessionRecord,
} from '../protocol/types.ts'
import { nowSeconds } from '../protocol/uri.ts'
import type { SocketConstructor } from '../relay/socketTypes.ts'
import type { Storage } from '../storage/types.ts'

export type CreateWalletConnectSessionParameters = {
  relayUrl: string
  projectId?: string | undefined
  metadata: Metadata
  /** Default: IndexedDB in browsers (sessions survive a reload), memory in Node. */
  storage?: Storage | undefined
  storagePrefix?: string | undefined
  WebSocket?: SocketConstructor | undefined
  /** Where pairing progress goes: core's pairing store, which the QR views read. */
  pairing?: PairingReporter | undefined
  /** Wait between two attempts to reach a relay that is down. Default 1 s. */
  retryInterval?: number | undefined
}

/** What the faces hear about the session. */
export type WalletConnectSessionEvent =
  | { type: 'connect'; session: SessionRecord }
  /** The wallet changed the session's namespaces (accounts, chains) or extended it. */
  | { type: 'update'; session: SessionRecord }
  /** A wallet event such as `chainChanged` or `accountsChanged`, for one chain. */
  | { type: 'event'; chainId: string; name: string; data: unknown }
  /** The session ended: deleted by either side, or expired. */
  | { type: 'disconnect'; topic: string }

export type WalletConnectSessionRequestParameters = {
  /** CAIP-2 chain id. */
  chainId: string
  method: string
  params?: unknown
}

/**
 * Sign-in on the connection (wc_sessionAuthenticate), used when every namespace asked for is eip155:
 * the wallet approves the session and signs one CACAO per chain with one approval.
 */
export type WalletConnectSessionAuthentication = {
  /** The sign-in request (domain, uri, nonce, …), or undefined when sign-in is off. */
  request(): Promise<Omit<AuthenticateParameters, 'chains' | 'methods'> | undefined>
  /** The wallet signed in while connecting; runs before `connect()` resolves. */
  onAuthenticated(parameters: { session: SessionRecord; auths: Cacao[] }): Promise<void>
}

/**
 * One WalletConnect session shared by every namespace of a Portico instance: each chain adapter adds the
 * namespace it serves, one proposal asks for all of them, and each adapter's face (an EIP-1193 provider
 * for eip155) routes its requests through it. The protocol client is loaded on first use.
 */
export type WalletConnectSession = {
  /** Loads the client code, connects to the relay and restores a stored session (after a reload). */
  load(): Promise<WalletConnectClient>
  /** The live session, once loaded. */
  readonly current: SessionRecord | undefined
  /** A face asks for its namespace in the next proposal. */
  addNamespace(namespace: string, proposal: ProposalNamespace): void
  /** The eip155 face offers one-click sign-in; it is used when eip155 is the only namespace. */
  setAuthentication(authentication: WalletConnectSessionAuthentication | undefined): void
  /**
   * Proposes a session (or resolves with the live one). Reports the pairing URI (refreshed before it
   * expires), a rejection or a relay error through `pairing`; resolves with the approved session. While
   * one is pending, callers join it.
   */
  connect(): Promise<SessionRecord>
  request<result = unknown>(parameters: WalletConnectSessionRequestParameters): Promise<result>
  /** Checks the wallet still answers. */
  ping(): Promise<void>
  /** Ends the session and tells the wallet. */
  disconnect(): Promise<void>
  subscribe(listener: (event: WalletConnectSessionEvent) => void): () => void
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function isRelayFailure(error: unknown): boolean {
  return (
    error instanceof PorticoError &&
    (error.name === 'RelayConnectionError' ||
      error.name === 'TimeoutError' ||
      error.name === 'WebSocketUnavailableError')
  )
}

/**
 * Creates the shared session; makes no network request until `load` or `connect`.
 *
 * @example
 * const session = createWalletConnectSession({ relayUrl: 'ws://127.0.0.1:8787/relay', metadata, pairing })
 * session.addNamespace('eip155', { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] })
 * const approved = await session.connect() // the QR view shows portico.pairing's URI meanwhile
 * const signature = await session.request({ chainId: 'eip155:1', method: 'personal_sign', params })
 */
export function createWalletConnectSession(
  parameters: CreateWalletConnectSessionParameters,
): WalletConnectSession {
  const retryInterval = parameters.retryInterval ?? WC_TIMING.reconnectInterval
  const namespaces: Record<string, ProposalNamespace> = {}
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  let client: WalletConnectClient | undefined
  let loading: Promise<WalletConnectClient> | undefined
  let current: SessionRecord | undefined
  let pending: Promise<SessionRecord> | undefined
  let authentication: WalletConnectSessionAuthentication | undefined
  let generation = 0

  const emit = (event: WalletConnectSessionEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  parameters.pairing?.onReset(() => {
    generation++
    pending = undefined
  })

  function latest(sessions: SessionRecord[]): SessionRecord | undefined {
    return sessions.reduce<SessionRecord | undefined>(
      (best, session) => (!best || session.expiry > best.expiry ? session : best),
      undefined,
    )
  }

  function watch(loaded: WalletConnectClient) {
    const end = (topic: string) => {
      if (current?.topic !== topic) return
      current = undefined
      emit({ type: 'disconnect', topic })
    }
    loaded.on('session_delete', ({ topic }) => end(topic))
    loaded.on('session_expire', ({ topic }) => end(topic))
    loaded.on('session_update', ({ topic, namespaces: granted }) => {
      if (current?.topic !== topic) return
      current = { ...current, namespaces: granted as SessionNamespaces }
      emit({ type: 'update', session: current })
    })
    loaded.on('session_extend', ({ topic, expiry }) => {
      if (current?.topic !== topic) return
      current = { ...current, expiry }
      emit({ type: 'update', session: current })
    })
    loaded.on('session_event', ({ topic, params }) => {
      if (current?.topic !== topic) return
      emit({ type: 'event', chainId: params.chainId, name: params.event.name, data: params.event.data })
    })
  }

  async function create(): Promise<WalletConnectClient> {
    const { WalletConnectClient } = await import('../client/dapp.ts')
    const created = new WalletConnectClient({
      relayUrl: parameters.relayUrl,
      projectId: parameters.projectId,
      metadata: parameters.metadata,
      storage: parameters.storage,
      storagePrefix: parameters.storagePrefix,
      WebSocket: parameters.WebSocket,
    })
    await created.init()
    current = latest(created.getSessions())
    watch(created)
    return created
  }

  function load(): Promise<WalletConnectClient> {
    if (client) return Promise.resolve(client)
    loading ??= create().then(
      (created) => {
        client = created
        return created
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  function reportRelayError(error: unknown) {
    parameters.pairing?.report({
      status: 'error',
      message: 'The WalletConnect relay cannot be reached',
      details: error instanceof PorticoError ? (error.details ?? error.shortMessage) : String(error),
    })
  }

  /** Retries while the relay is down, until the visitor gives the pairing up. */
  async function untilRelayAnswers<value>(attempt: () => Promise<value>, mine: number): Promise<value> {
    while (true) {
      if (mine !== generation) throw new ModalClosedError()
      try {
        return await attempt()
      } catch (error) {
        if (!isRelayFailure(error)) throw error
        reportRelayError(error)
        await sleep(retryInterval)
      }
    }
  }

  async function pair(mine: number): Promise<SessionRecord> {
    parameters.pairing?.report({ status: 'loading' })
    const loaded = await untilRelayAnswers(load, mine)
    if (current) return current
    const names = Object.keys(namespaces)
    const signIn = authentication && names.length === 1 && names[0] === 'eip155' ? authentication : undefined
    const request = signIn ? await signIn.request() : undefined
    if (signIn && request) return authenticate(loaded, signIn, request, mine)
    // Every proposal made while the QR code is shown stays valid: a wallet that scanned an older URI
    // just before it was replaced still connects.
    let settle: { resolve(session: SessionRecord): void; reject(error: unknown): void } | undefined
    const approved = new Promise<SessionRecord>((resolve, reject) => {
      settle = { resolve, reject }
    })
    let latestProposal = 0
    while (true) {
      const proposalIndex = ++latestProposal
      const proposal = await untilRelayAnswers(
        () =>
          loaded.connect({
            namespaces: { ...namespaces },
            onUri: (uri, expiry) => {
              if (mine === generation) parameters.pairing?.report({ status: 'ready', uri, expiry })
            },
          }),
        mine,
      )
      proposal.approval().then(
        (session) => settle?.resolve(session),
        (error: unknown) => {
          if (
            proposalIndex === latestProposal &&
            error instanceof PorticoError &&
            error.name === 'PeerRpcError'
          )
            settle?.reject(error)
        },
      )
      if (mine !== generation) throw new ModalClosedError()
      parameters.pairing?.report({ status: 'ready', uri: proposal.uri ?? '', expiry: proposal.pairingExpiry })
      const outcome = await Promise.race([
        approved.then((session) => ({ session })),
        waitForExpiry(loaded, proposal.pairingExpiry, mine),
      ])
      if ('session' in outcome) return outcome.session
      if (outcome.abandoned) throw new ModalClosedError()
    }
  }

  /** Pairs with a sign-in request: one approval in the wallet gives the session and the signed CACAOs. */
  async function authenticate(
    loaded: WalletConnectClient,
    signIn: WalletConnectSessionAuthentication,
    first: Omit<AuthenticateParameters, 'chains' | 'methods'>,
    mine: number,
  ): Promise<SessionRecord> {
    const { chains = [], methods = [] } = namespaces.eip155 ?? {}
    let request = first
    while (true) {
      const attempt = await untilRelayAnswers(
        () => loaded.authenticate({ ...request, chains: [...chains], methods: [...methods] }),
        mine,
      )
      if (mine !== generation) throw new ModalClosedError()
      const expiry = nowSeconds() + WC_TIMING.pairingExpirySeconds
      parameters.pairing?.report({ status: 'ready', uri: attempt.uri, expiry })
      const outcome = await Promise.race([
        attempt.response().then((result) => ({ result })),
        waitForExpiry(loaded, expiry, mine),
      ])
      if ('result' in outcome) {
        await signIn.onAuthenticated(outcome.result)
        return outcome.result.session
      }
      if (outcome.abandoned) throw new ModalClosedError()
      // The URI expired unanswered: a new request with a fresh nonce.
      const next = await signIn.request()
      if (!next) return pair(mine)
      request = next
    }
  }

  /** Resolves when the URI counts as expired (≤ 10 s left) and needs replacing, or when the pairing is given up. */
  async function waitForExpiry(
    loaded: WalletConnectClient,
    expiry: number,
    mine: number,
  ): Promise<{ abandoned: boolean }> {
    while (!loaded.isPairingExpired(expiry)) {
      if (mine !== generation) return { abandoned: true }
      await sleep(Math.min(retryInterval, WC_TIMING.reconnectInterval))
    }
    return { abandoned: mine !== generation }
  }

  function connect(): Promise<SessionRecord> {
    if (pending) return pending
    const mine = generation
    const attempt = (async () => {
      try {
        const session = await pair(mine)
        current = session
        emit({ type: 'connect', session })
        return session
      } catch (error) {
        if (error instanceof PorticoError && error.name === 'PeerRpcError')
          parameters.pairing?.report({ status: 'rejected' })
        throw error
      }
    })()
    pending = attempt
    attempt
      .finally(() => {
        if (pending === attempt) pending = undefined
      })
      .catch(() => undefined)
    return attempt
  }

  function live(): { loaded: WalletConnectClient; session: SessionRecord } {
    if (!client || !current) throw new NoSessionError()
    return { loaded: client, session: current }
  }

  return {
    load,
    get current() {
      return current
    },
    addNamespace(namespace, proposal) {
      namespaces[namespace] = proposal
    },
    setAuthentication(value) {
      authentication = value
    },
    connect,
    async request<result>(request: WalletConnectSessionRequestParameters) {
      const { loaded, session } = live()
      return loaded.request<result>({
        topic: session.topic,
        chainId: request.chainId,
        request: { method: request.method, params: request.params },
      })
    },
    async ping() {
      const { loaded, session } = live()
      await loaded.ping({ topic: session.topic })
    },
    async disconnect() {
      if (!client || !current) return
      const { topic } = current
      current = undefined
      try {
        await client.disconnect({ topic })
      } finally {
        emit({ type: 'disconnect', topic })
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export { formatAuthMessage } from '../protocol/authMessage.ts'
export type { ProposalNamespace, SessionRecord } from '../protocol/types.ts'
