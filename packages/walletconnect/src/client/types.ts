import type { RpcId } from '../jsonrpc/types.ts'
import type {
  AuthRequestRecord,
  Metadata,
  ProposalRecord,
  SessionEventParams,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
} from '../protocol/types.ts'
import type { SocketConstructor } from '../relay/socketTypes.ts'
import type { Storage } from '../storage/types.ts'

export type ClientOptions = {
  /** This app's or wallet's description, shown to the peer. */
  metadata: Metadata
  /**
   * Relay URL. Default: the local relay `ws://127.0.0.1:8787/relay`; with `projectId` and no `relayUrl`,
   * the public relay `wss://relay.walletconnect.org`.
   */
  relayUrl?: string | undefined
  projectId?: string | undefined
  /** Default: IndexedDB in browsers, memory in Node (use `fileStorage(path)` from './storage/file' to persist). */
  storage?: Storage | undefined
  /** Key prefix in storage, so several clients can share one storage. */
  storagePrefix?: string | undefined
  /** A WebSocket constructor; default: the global one, or `ws` in Node. */
  WebSocket?: SocketConstructor | undefined
}

/** Events of both sides. The wallet side alone emits session_proposal, session_request and session_authenticate. */
export type SessionEvents = {
  session_connect: { session: SessionRecord }
  session_update: { topic: string; namespaces: SessionNamespaces }
  session_extend: { topic: string; expiry: number }
  session_event: { topic: string; id: RpcId; params: SessionEventParams }
  session_ping: { topic: string; id: RpcId }
  session_delete: { topic: string; reason: { code: number; message: string } }
  session_expire: { topic: string }
  proposal_expire: { id: RpcId; proposal: ProposalRecord }
  pairing_expire: { topic: string }
  pairing_delete: { topic: string }
  /** `attestation`: the relay's verify attestation of the dapp's origin, as received ('' when none). */
  session_proposal: { id: RpcId; params: ProposalRecord; attestation?: string | undefined }
  session_request: {
    id: RpcId
    topic: string
    params: SessionRequestParams
    attestation?: string | undefined
  }
  session_authenticate: {
    id: RpcId
    topic: string
    params: AuthRequestRecord
    attestation?: string | undefined
  }
}

/** Whether `signature` over `message` is `address`'s on the CAIP-2 chain `chainId`. */
export type VerifyAuthMessage = (parameters: {
  address: string
  chainId: string
  message: string
  signature: string
}) => Promise<boolean>
