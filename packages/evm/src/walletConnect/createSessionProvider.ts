import { type CaipNetwork, type KeyValueStorage, PROVIDER_ERROR_CODES } from '@portico/core'
import type { ProposalNamespace, SessionRecord, WalletConnectSession } from '@portico/walletconnect/session'
import { type Address, type EIP1193Provider, getAddress, numberToHex, ProviderRpcError } from 'viem'

/** What the dapp asks an EVM wallet for over WalletConnect (docs/rules/permissions.md methods that need approval). */
export const EIP155_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const

export const EIP155_EVENTS = ['chainChanged', 'accountsChanged'] as const

export type CreateSessionProviderParameters = {
  session: WalletConnectSession
  networks: readonly CaipNetwork[]
  /** Remembers the chain the dapp last used across reloads. */
  storage: KeyValueStorage
}

export type SessionProvider = EIP1193Provider & {
  /** The proposal this face adds to the shared session. */
  readonly proposal: ProposalNamespace
  /** Addresses the session grants on the current chain. */
  getAccounts(): Address[]
  getChainId(): number
}

type Listener = (...args: never[]) => void

const CHAIN_KEY = 'portico:walletconnect:eip155:chainId'

function chainOf(account: string): number {
  return Number(account.split(':')[1])
}

/**
 * The eip155 face of the shared WalletConnect session: an EIP-1193 provider whose wallet methods go to
 * the wallet over the session (routed by the current chain) and whose reads go to the chain's RPC.
 * `chainChanged` and `accountsChanged` come from the wallet's session events and updates; a deleted or
 * expired session is a `disconnect`.
 *
 * @example
 * const provider = createSessionProvider({ session, networks, storage })
 * session.addNamespace('eip155', provider.proposal)
 * await session.connect()
 * const [address] = await provider.request({ method: 'eth_accounts' })
 */
export function createSessionProvider(parameters: CreateSessionProviderParameters): SessionProvider {
  const { session, networks, storage } = parameters
  const listeners = new Map<string, Set<Listener>>()
  const proposal: ProposalNamespace = {
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...EIP155_METHODS],
    events: [...EIP155_EVENTS],
  }
  const stored = Number(storage.getItem(CHAIN_KEY))
  let chainId = Number.isInteger(stored) && stored > 0 ? stored : Number(networks[0]?.id ?? 1)
  let lastAccounts: string[] = []

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])])
      (listener as (...values: unknown[]) => void)(...args)
  }

  function granted(record: SessionRecord | undefined = session.current) {
    return record?.namespaces.eip155
  }

  function sessionChains(): number[] {
    const namespace = granted()
    if (!namespace) return []
    const chains = [...(namespace.chains ?? []).map(chainOf), ...namespace.accounts.map(chainOf)]
    return [...new Set(chains)]
  }

  function getAccounts(): Address[] {
    const accounts = granted()?.accounts ?? []
    const onChain = accounts.filter((account) => chainOf(account) === chainId)
    const chosen = onChain.length > 0 ? onChain : accounts
    return [...new Set(chosen.map((account) => getAddress(account.split(':')[2]!)))]
  }

  function setChain(next: number) {
    if (next === chainId) return
    chainId = next
    storage.setItem(CHAIN_KEY, String(next))
    emit('chainChanged', numberToHex(next))
  }

  /** After connect or an update: keep the chain when the session still has it, else take its first. */
  function settle() {
    const chains = sessionChains()
    if (chains.length > 0 && !chains.includes(chainId)) setChain(chains[0]!)
    const accounts = getAccounts()
    if (accounts.join() !== lastAccounts.join()) {
      lastAccounts = accounts
      emit('accountsChanged', accounts)
    }
  }

  session.subscribe((event) => {
    if (event.type === 'connect') {
      lastAccounts = getAccounts()
      settle()
      emit('connect', { chainId: numberToHex(chainId) })
    } else if (event.type === 'update') {
      settle()
    } else if (event.type === 'event' && event.chainId.startsWith('eip155:')) {
      if (event.name === 'chainChanged') {
        setChain(Number(event.data))
        settle()
      } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        const accounts = (event.data as string[]).map((account) => getAddress(account.split(':').at(-1)!))
        lastAccounts = accounts
        emit('accountsChanged', accounts)
      }
    } else if (event.type === 'disconnect') {
      lastAccounts = []
      emit(
        'disconnect',
        new ProviderRpcError(new Error('The wallet ended the session'), {
          code: PROVIDER_ERROR_CODES.Disconnected,
          shortMessage: 'Disconnected',
        }),
      )
    }
  })

  async function rpc(method: string, params: unknown): Promise<unknown> {
    const network = networks.find((candidate) => Number(candidate.id) === chainId)
    const url = network?.rpcUrls.default.http[0]
    if (!url) {
      throw new ProviderRpcError(new Error(`No RPC URL for chain ${chainId}`), {
        code: PROVIDER_ERROR_CODES.ChainDisconnected,
        shortMessage: `Chain ${chainId} is not configured`,
      })
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
    if (body.error) {
      throw new ProviderRpcError(new Error(body.error.message), {
        code: body.error.code,
        shortMessage: body.error.message,
      })
    }
    return body.result
  }

  async function switchChain(params: unknown) {
    const [{ chainId: requested } = { chainId: '' }] = (params ?? []) as { chainId: string }[]
    const target = Number(requested)
    if (target === chainId) return null
    const methods = granted()?.methods ?? []
    if (methods.includes('wallet_switchEthereumChain')) {
      await session.request({ chainId: `eip155:${chainId}`, method: 'wallet_switchEthereumChain', params })
    } else if (!sessionChains().includes(target)) {
      throw new ProviderRpcError(new Error(`The wallet did not approve chain ${target}`), {
        code: PROVIDER_ERROR_CODES.SwitchChainError,
        shortMessage: `The wallet did not approve chain ${target}`,
      })
    }
    setChain(target)
    return null
  }

  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return getAccounts()
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
    }
    const namespace = granted()
    if (namespace?.methods.includes(method)) {
      return session.request({ chainId: `eip155:${chainId}`, method, params })
    }
    if (EIP155_METHODS.includes(method as (typeof EIP155_METHODS)[number])) {
      throw new ProviderRpcError(new Error(`The wallet does not allow ${method}`), {
        code: PROVIDER_ERROR_CODES.Unauthorized,
        shortMessage: `The wallet does not allow ${method}`,
      })
    }
    return rpc(method, params)
  }) as EIP1193Provider['request']

  return {
    proposal,
    getAccounts,
    getChainId: () => chainId,
    request,
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (!set) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  } as SessionProvider
}
