import type { AuthChain } from '../protocol.ts'
import type { AuthBridge } from './createAuthBridge.ts'

type Listener = (...args: never[]) => void

export type AuthEvmProvider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  /** Sets the accounts after a login or logout in the vault and tells listeners. */
  setAccounts(accounts: readonly `0x${string}`[]): void
  getChainId(): number
}

export type CreateAuthEvmProviderParameters = {
  bridge: AuthBridge
  chains: readonly AuthChain[]
}

const VAULT_METHODS = new Set(['personal_sign', 'eth_signTypedData_v4'])

type TransactionInput = {
  from?: string
  to?: string
  value?: string
  data?: string
  gas?: string
  nonce?: string
}

const hex = (value: bigint) => `0x${value.toString(16)}`

export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * The embedded wallet's EIP-1193 provider: signing goes to the vault (which asks the user on its own
 * screen), chain switching is local among the dapp's chains, reads go to the chain's RPC.
 *
 * @example
 * const provider = createAuthEvmProvider({ bridge, chains })
 * await provider.request({ method: 'personal_sign', params: [message, address] })
 */
export function createAuthEvmProvider(parameters: CreateAuthEvmProviderParameters): AuthEvmProvider {
  const { bridge, chains } = parameters
  const first = chains[0]
  if (!first) throw new Error('The auth connector needs at least one chain')
  let chain: AuthChain = first
  let accounts: readonly `0x${string}`[] = []
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }
  let rpcId = 0

  async function rpc(method: string, params: unknown) {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message)
    return body.result
  }

  async function vault(method: string, params: unknown) {
    try {
      return await bridge.request('evmRequest', { method, params, chain })
    } catch (error) {
      const code = (error as { code?: unknown }).code
      throw new ProviderRpcError(typeof code === 'number' ? code : -32603, (error as Error).message)
    }
  }

  /** Nonce, gas and fees from the chain, so the vault only signs (it reaches no network itself). */
  async function prepare(input: TransactionInput & { from: string }) {
    const call = { from: input.from, to: input.to, value: input.value ?? '0x0', data: input.data }
    const [nonce, gas, block] = await Promise.all([
      input.nonce ?? (rpc('eth_getTransactionCount', [input.from, 'pending']) as Promise<string>),
      input.gas ?? (rpc('eth_estimateGas', [call]) as Promise<string>),
      rpc('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string } | null>,
    ])
    const base = { ...call, chainId: hex(BigInt(chain.id)), nonce, gas }
    if (block?.baseFeePerGas) {
      const priority = BigInt((await rpc('eth_maxPriorityFeePerGas', []).catch(() => '0x3b9aca00')) as string)
      const maxFeePerGas = BigInt(block.baseFeePerGas) * 2n + priority
      return { ...base, maxFeePerGas: hex(maxFeePerGas), maxPriorityFeePerGas: hex(priority) }
    }
    return { ...base, gasPrice: await rpc('eth_gasPrice', []) }
  }

  return {
    async request({ method, params }) {
      switch (method) {
        case 'eth_chainId':
          return `0x${chain.id.toString(16)}`
        case 'eth_accounts':
          return [...accounts]
        case 'eth_requestAccounts': {
          const session = await bridge.request('getSession', {})
          if (!session) throw new ProviderRpcError(4100, 'Not connected to email or social')
          accounts = [session.addresses.eip155]
          return [...accounts]
        }
        case 'wallet_switchEthereumChain': {
          const [target] = (params ?? []) as [{ chainId?: string } | undefined]
          const next = chains.find((candidate) => candidate.id === Number(target?.chainId))
          if (!next) throw new ProviderRpcError(4902, 'Unrecognized chain')
          if (next.id !== chain.id) {
            chain = next
            emit('chainChanged', `0x${next.id.toString(16)}`)
          }
          return null
        }
        case 'eth_sendTransaction': {
          const [input] = (params ?? []) as [TransactionInput | undefined]
          const from = accounts[0]
          if (!from) throw new ProviderRpcError(4100, 'Not connected to email or social')
          if (!input) throw new ProviderRpcError(-32602, 'Missing transaction')
          const transaction = await prepare({ ...input, from })
          const raw = await vault('eth_signTransaction', [transaction])
          return rpc('eth_sendRawTransaction', [raw])
        }
        default:
          if (VAULT_METHODS.has(method)) {
            if (accounts.length === 0) throw new ProviderRpcError(4100, 'Not connected to email or social')
            return vault(method, params)
          }
          return rpc(method, params)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    setAccounts(next) {
      accounts = next
      emit('accountsChanged', [...next])
      if (next.length === 0) emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
    },
    getChainId: () => chain.id,
  }
}
