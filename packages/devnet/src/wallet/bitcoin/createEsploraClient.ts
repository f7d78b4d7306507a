import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'

export type EsploraUtxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

type Stats = { funded_txo_sum: number; spent_txo_sum: number }

export type EsploraClient = {
  utxos(address: string): Promise<EsploraUtxo[]>
  /** sat/vB for a confirmation within 6 blocks, at least 1 (a regtest ledger has no estimates). */
  feeRate(): Promise<number>
  /** Confirmed and mempool balances in sats. */
  balance(address: string): Promise<{ confirmed: bigint; unconfirmed: bigint }>
  /** `POST /tx` of a raw transaction (hex); the txid. */
  broadcast(transactionHex: string): Promise<string>
}

/** The few Esplora calls the dev wallet makes; a failed call is a -32603 wallet error with the ledger's answer. */
export function createEsploraClient(url: string): EsploraClient {
  const base = url.replace(/\/+$/, '')
  async function call(path: string, init?: RequestInit): Promise<Response> {
    const response = await fetch(`${base}${path}`, init).catch((error: unknown) => {
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.Internal,
        `Esplora at ${base} is unreachable`,
        String(error),
      )
    })
    if (!response.ok)
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.Internal,
        `Esplora ${path} answered ${response.status}: ${await response.text()}`,
      )
    return response
  }
  return {
    async utxos(address) {
      return (await (await call(`/address/${address}/utxo`)).json()) as EsploraUtxo[]
    },
    async feeRate() {
      const estimates = (await (await call('/fee-estimates')).json()) as Record<string, number>
      return Math.max(1, Math.ceil(estimates['6'] ?? 1))
    },
    async balance(address) {
      const { chain_stats, mempool_stats } = (await (await call(`/address/${address}`)).json()) as {
        chain_stats: Stats
        mempool_stats: Stats
      }
      const net = (stats: Stats) => BigInt(stats.funded_txo_sum) - BigInt(stats.spent_txo_sum)
      return { confirmed: net(chain_stats), unconfirmed: net(mempool_stats) }
    },
    async broadcast(transactionHex) {
      const response = await call('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: transactionHex,
      })
      return (await response.text()).trim()
    },
  }
}
