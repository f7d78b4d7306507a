import type { CaipNetwork } from '@portico/core'
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit'

export type SolanaRpc = Rpc<SolanaRpcApi>

const clients = new Map<string, SolanaRpc>()

/** A `@solana/kit` RPC client on the network's first HTTP RPC URL, one per URL. */
export function getRpc(caipNetwork: CaipNetwork): SolanaRpc {
  const url = caipNetwork.rpcUrls.default.http[0] ?? ''
  let rpc = clients.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    clients.set(url, rpc)
  }
  return rpc
}
