import type { RpcId } from '../jsonrpc/types.ts'

/** App or wallet description shown to the peer (specification data-structures.md). */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
  redirect?: { native?: string; universal?: string; linkMode?: boolean }
}

export type RelayProtocol = { protocol: string; data?: string }

/** What a dapp asks for in one namespace (CAIP-25). */
export type ProposalNamespace = { chains?: string[]; methods: string[]; events: string[] }
export type ProposalNamespaces = Record<string, ProposalNamespace>

/** What a wallet grants in one namespace: accounts are CAIP-10. */
export type SessionNamespace = { chains?: string[]; accounts: string[]; methods: string[]; events: string[] }
export type SessionNamespaces = Record<string, SessionNamespace>

export type Participant = { publicKey: string; metadata: Metadata }

/** Values must be non-null (docs/rules/validation.md). */
export type SessionProperties = Record<string, unknown>

/** wc_sessionPropose params. */
export type ProposeParams = {
  relays: RelayProtocol[]
  proposer: Participant
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces?: ProposalNamespaces
  sessionProperties?: SessionProperties
  scopedProperties?: Record<string, unknown>
  expiryTimestamp?: number
  pairingTopic?: string
}

/** A proposal as kept by both sides until it is answered or expires. */
export type ProposalRecord = {
  id: RpcId
  pairingTopic: string
  expiryTimestamp: number
  relays: RelayProtocol[]
  proposer: Participant
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: SessionProperties
  scopedProperties?: Record<string, unknown>
  /** Dapp side: the session topic derived from the wallet's answer, awaiting wc_sessionSettle. */
  sessionTopic?: string
}

/** wc_sessionSettle params. */
export type SettleParams = {
  relay: RelayProtocol
  controller: Participant
  namespaces: SessionNamespaces
  sessionProperties?: SessionProperties
  scopedProperties?: Record<string, unknown>
  expiry: number
  pairingTopic?: string
}

/** Pairing record (docs/rules/states.md): inactive until a session is settled through it. */
export type PairingRecord = {
  topic: string
  /** Unix seconds. */
  expiry: number
  relay: RelayProtocol
  active: boolean
  methods?: string[]
  peerMetadata?: Metadata
}

/** Session-protocol record (docs/rules/entities.md): topic, expiry, namespaces, peer and self, acknowledged, transportType. */
export type SessionRecord = {
  topic: string
  pairingTopic: string
  relay: RelayProtocol
  /** Unix seconds. */
  expiry: number
  acknowledged: boolean
  /** Public key of the wallet, the only side allowed to update or extend. */
  controller: string
  namespaces: SessionNamespaces
  requiredNamespaces: ProposalNamespaces
  optionalNamespaces: ProposalNamespaces
  sessionProperties?: SessionProperties
  scopedProperties?: Record<string, unknown>
  self: Participant
  peer: Participant
  transportType: 'relay'
  /** Signed CACAOs when the session came from wc_sessionAuthenticate. */
  authentication?: Cacao[]
}

export type SessionRequestParams = {
  request: { method: string; params: unknown; expiryTimestamp?: number }
  chainId: string
}

export type SessionEventParams = { event: { name: string; data: unknown }; chainId: string }

/** A request the wallet received and has not answered yet. */
export type PendingRequestRecord = {
  id: RpcId
  topic: string
  params: SessionRequestParams
  receivedAt: number
  /** The relay's attestation of the dapp's origin ('' from relays without a verify service). */
  attestation?: string
}

/** CAIP-122 authentication request parameters (docs/rules/validation.md: chains, uri, domain, nonce are required). */
export type AuthPayload = {
  type?: string
  chains: string[]
  domain: string
  aud: string
  nonce: string
  version?: string
  iat: string
  nbf?: string
  exp?: string
  statement?: string
  requestId?: string
  resources?: string[]
}

export type SessionAuthenticateParams = {
  requester: Participant
  authPayload: AuthPayload
  expiryTimestamp: number
}

/** CAIP-74 signed object. */
export type Cacao = {
  h: { t: string }
  p: {
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    nbf?: string
    exp?: string
    statement?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: string; s: string; m?: string }
}

/** A wc_sessionAuthenticate request as kept until it is answered or expires. */
export type AuthRequestRecord = SessionAuthenticateParams & {
  id: RpcId
  pairingTopic: string
  responseTopic: string
}
