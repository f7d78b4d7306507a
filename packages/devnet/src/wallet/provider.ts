import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type EIP1193Provider,
  type EIP1193RequestFn,
  getAddress,
  type Hex,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../accounts.ts'
import { DEVNET_CHAINS } from '../chains.ts'
import { DevnetError } from '../devnetError.ts'
import { getWalletAssets } from './assets.ts'
import { describeRequest } from './describe.ts'
import { ProviderRpcError, WALLET_ERROR_CODES } from './errors.ts'
import { createWalletCalls } from './walletCalls.ts'

/** What the wallet asks the user to approve (docs/rules/permissions.md methods, plus connecting). */
export type ApprovalRequest = {
  method: string
  params: unknown
  /** The account that would sign or connect (0x on EVM, base58 on Solana). */
  account: string
  /** The EVM chain id, or the wallet-standard chain on Solana (`solana:localnet`). */
  chainId: number | string
  chainName: string
  /** A short human-readable summary of the request. */
  title: string
  /** Details to show (message text, typed data, transaction fields). */
  details: string
}

export type ApproveFn = (request: ApprovalRequest) => boolean | Promise<boolean>

/** `true` approves everything, `'reject'` rejects everything (tests); `false` asks `approve`. */
export type AutoApprove = boolean | 'reject'

export type DevWalletStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type CreateDevWalletParameters = {
  /** Chains the wallet knows; defaults to both devnet chains at their default URLs. */
  chains?: readonly Chain[] | undefined
  /** Private keys of the wallet's accounts; defaults to the five dev accounts. */
  privateKeys?: readonly Hex[] | undefined
  /** Chain selected on first use; defaults to the first chain. */
  initialChainId?: number | undefined
  approve?: ApproveFn | undefined
  autoApprove?: AutoApprove | undefined
  /** Where the wallet remembers authorization, chain and added chains; defaults to localStorage or memory. */
  storage?: DevWalletStorage | undefined
  storageKey?: string | undefined
}

export type DevWalletProvider = EIP1193Provider & {
  readonly isPorticoDevWallet: true
  off: EIP1193Provider['removeListener']
}

export type DevWallet = {
  provider: DevWalletProvider
  /** Selects the account the wallet exposes first; emits accountsChanged when connected. */
  selectAccount(index: number): void
  setAutoApprove(mode: AutoApprove): void
  /** Revokes the dapp's access and emits `disconnect` (4900), as a wallet that is locked. */
  disconnect(): void
  readonly accounts: readonly Address[]
  readonly chainId: number
}

type PersistedState = {
  authorized: boolean
  chainId?: number
  accountIndex?: number
  addedChains?: AddedChain[]
}

type AddedChain = {
  id: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

type Listener = (...args: never[]) => void

const READ_ONLY_FORWARDED = /^(eth_|net_|web3_)/

function memoryStorage(): DevWalletStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

function defaultStorage(): DevWalletStorage {
  try {
    const storage = (globalThis as { localStorage?: DevWalletStorage }).localStorage
    if (storage) return storage
  } catch {
    // Sandboxed frames throw on localStorage access.
  }
  return memoryStorage()
}

function toChain(chain: AddedChain): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

function invalidParams(message: string): ProviderRpcError {
  return new ProviderRpcError(WALLET_ERROR_CODES.InvalidParams, message)
}

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`Invalid chainId: ${String(value)}`)
  return Number.parseInt(value, 16)
}

/**
 * The Portico Dev Wallet: an EIP-1193 provider over viem local accounts. Reads are forwarded to the
 * chain's RPC; signatures and transactions are made locally after approval (docs/rules/permissions.md); rejection is 4001.
 *
 * @example
 * const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true })
 * const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
 */
export function createDevWallet(parameters: CreateDevWalletParameters = {}): DevWallet {
  const {
    chains: initialChains = DEVNET_CHAINS,
    privateKeys = DEV_ACCOUNTS.map((account) => account.privateKey),
    storage = defaultStorage(),
    storageKey = 'portico-dev-wallet',
  } = parameters
  let autoApprove: AutoApprove = parameters.autoApprove ?? false
  const accounts: PrivateKeyAccount[] = privateKeys.map((key) => privateKeyToAccount(key))
  if (accounts.length === 0) throw new DevnetError('The dev wallet needs at least one account')
  if (initialChains.length === 0) throw new DevnetError('The dev wallet needs at least one chain')

  const persisted = ((): PersistedState => {
    try {
      const raw = storage.getItem(storageKey)
      return raw ? (JSON.parse(raw) as PersistedState) : { authorized: false }
    } catch {
      return { authorized: false }
    }
  })()
  const addedChains: AddedChain[] = persisted.addedChains ?? []
  const chains = new Map<number, Chain>()
  for (const chain of initialChains) chains.set(chain.id, chain)
  for (const chain of addedChains) if (!chains.has(chain.id)) chains.set(chain.id, toChain(chain))

  let authorized = persisted.authorized
  let accountIndex = Math.min(persisted.accountIndex ?? 0, accounts.length - 1)
  let chainId =
    persisted.chainId !== undefined && chains.has(persisted.chainId)
      ? persisted.chainId
      : (parameters.initialChainId ?? initialChains[0]!.id)

  const listeners = new Map<string, Set<Listener>>()
  const transports = new Map<number, ReturnType<Transport>>()

  function save() {
    const state: PersistedState = { authorized, chainId, accountIndex, addedChains }
    storage.setItem(storageKey, JSON.stringify(state))
  }

  function emit(event: string, ...args: unknown[]) {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      ;(listener as (...values: unknown[]) => void)(...args)
    }
  }

  function currentChain(): Chain {
    return chains.get(chainId)!
  }

  function rpcTransport(chain: Chain) {
    let transport = transports.get(chain.id)
    if (!transport) {
      transport = http(chain.rpcUrls.default.http[0], { retryCount: 1 })({ chain })
      transports.set(chain.id, transport)
    }
    return transport
  }

  function exposedAccounts(): Address[] {
    if (!authorized) return []
    const selected = accounts[accountIndex]!
    return [selected.address, ...accounts.filter((_, index) => index !== accountIndex).map((a) => a.address)]
  }

  function findAccount(address: unknown): PrivateKeyAccount {
    if (!authorized) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, 'Unauthorized')
    if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
      throw invalidParams(`Invalid address: ${String(address)}`)
    }
    const account = accounts.find((candidate) => isAddressEqual(candidate.address, address))
    if (!account) throw new ProviderRpcError(WALLET_ERROR_CODES.Unauthorized, `Unknown account ${address}`)
    return account
  }

  async function requestApproval(method: string, params: unknown, account: PrivateKeyAccount) {
    const chain = currentChain()
    const summary = describeRequest(method, params, chain)
    const request: ApprovalRequest = {
      method,
      params,
      account: account.address,
      chainId: chain.id,
      chainName: chain.name,
      ...summary,
    }
    const approved =
      autoApprove === true
        ? true
        : autoApprove === 'reject'
          ? false
          : await (parameters.approve?.(request) ?? false)
    if (!approved) throw new ProviderRpcError(WALLET_ERROR_CODES.UserRejected, 'User rejected the request.')
  }

  async function authorize(method: string, params: unknown) {
    if (!authorized) {
      await requestApproval(method, params, accounts[accountIndex]!)
      authorized = true
      save()
      emit('accountsChanged', exposedAccounts())
    }
    return exposedAccounts()
  }

  function deauthorize() {
    if (!authorized) return
    authorized = false
    save()
    emit('accountsChanged', [])
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    const [transaction] = (Array.isArray(params) ? params : []) as [Record<string, unknown> | undefined]
    if (!transaction) throw invalidParams('eth_sendTransaction expects a transaction object')
    const account = findAccount(transaction.from ?? accounts[accountIndex]!.address)
    await requestApproval('eth_sendTransaction', params, account)
    const chain = currentChain()
    const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
    const hex = (key: string) =>
      typeof transaction[key] === 'string' ? (transaction[key] as Hex) : undefined
    const bigint = (key: string) => (hex(key) === undefined ? undefined : BigInt(hex(key)!))
    const to = hex('to')
    const data = hex('data') ?? hex('input')
    const gasPrice = bigint('gasPrice')
    const base = {
      to: to ? getAddress(to) : null,
      data,
      value: bigint('value'),
      gas: bigint('gas'),
      nonce: hex('nonce') === undefined ? undefined : Number(hex('nonce')),
    }
    return gasPrice === undefined
      ? client.sendTransaction({
          ...base,
          maxFeePerGas: bigint('maxFeePerGas'),
          maxPriorityFeePerGas: bigint('maxPriorityFeePerGas'),
        })
      : client.sendTransaction({ ...base, gasPrice })
  }

  const walletCalls = createWalletCalls({
    hasChain: (id) => chains.has(id),
    transport: (id) => rpcTransport(chains.get(id)!),
  })

  async function sendCalls(params: unknown) {
    const request = walletCalls.parse(params)
    const [{ from } = {}] = params as [{ from?: unknown }]
    const account = findAccount(from ?? accounts[accountIndex]!.address)
    await requestApproval('wallet_sendCalls', params, account)
    const chain = chains.get(request.chainId)!
    const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
    return walletCalls.send(request, (call) =>
      client.sendTransaction({
        to: call.to ? getAddress(call.to) : null,
        data: call.data,
        value: call.value === undefined ? undefined : BigInt(call.value),
      }),
    )
  }

  function switchChain(params: unknown) {
    const [target] = (Array.isArray(params) ? params : []) as [{ chainId?: unknown } | undefined]
    const id = parseChainId(target?.chainId)
    if (!chains.has(id)) {
      throw new ProviderRpcError(
        WALLET_ERROR_CODES.UnrecognizedChain,
        `Unrecognized chain ID "${numberToHex(id)}". Try adding the chain using wallet_addEthereumChain first.`,
      )
    }
    if (id !== chainId) {
      chainId = id
      save()
      emit('chainChanged', numberToHex(id))
    }
    return null
  }

  function addChain(params: unknown) {
    const [input] = (Array.isArray(params) ? params : []) as [Record<string, unknown> | undefined]
    const id = parseChainId(input?.chainId)
    const rpcUrl = Array.isArray(input?.rpcUrls)
      ? input.rpcUrls.find((url) => typeof url === 'string')
      : undefined
    if (typeof rpcUrl !== 'string' || !/^https?:\/\//.test(rpcUrl)) {
      throw invalidParams('wallet_addEthereumChain needs an http(s) rpcUrl')
    }
    if (!chains.has(id)) {
      const currency = input?.nativeCurrency as AddedChain['nativeCurrency'] | undefined
      const added: AddedChain = {
        id,
        name: typeof input?.chainName === 'string' ? input.chainName : `Chain ${id}`,
        rpcUrl,
        nativeCurrency: currency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
      }
      addedChains.push(added)
      chains.set(id, toChain(added))
      save()
    }
    // Like the popular extensions, adding a network also switches to it.
    return switchChain([{ chainId: numberToHex(id) }])
  }

  function capabilities() {
    const entries = [...chains.keys()].map((id) => [
      numberToHex(id),
      { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    ])
    return Object.fromEntries(entries)
  }

  function permissions(): unknown[] {
    if (!authorized) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: typeof location === 'undefined' ? 'node' : location.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: exposedAccounts() }],
      },
    ]
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        return authorize(method, params)
      case 'wallet_requestPermissions':
        await authorize(method, params)
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        // Revoking only takes access away from the dapp, so it is not prompted (unlike granting).
        deauthorize()
        return null
      case 'eth_accounts':
        return exposedAccounts()
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'net_version':
        return String(chainId)
      case 'personal_sign': {
        const [first, second] = (Array.isArray(params) ? params : []) as [unknown, unknown]
        const addressFirst = typeof first === 'string' && isAddress(first) && !isAddress(String(second))
        const [message, address] = addressFirst ? [second, first] : [first, second]
        if (typeof message !== 'string') throw invalidParams('personal_sign expects a message')
        const account = findAccount(address)
        await requestApproval(method, params, account)
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = (Array.isArray(params) ? params : []) as [unknown, unknown]
        const account = findAccount(address)
        const typedData = (typeof data === 'string' ? JSON.parse(data) : data) as TypedDataDefinition & {
          types: Record<string, unknown>
        }
        if (!typedData || typeof typedData !== 'object') throw invalidParams('Invalid typed data')
        await requestApproval(method, params, account)
        const { EIP712Domain: _domain, ...types } = typedData.types
        return account.signTypedData({ ...typedData, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities':
        return capabilities()
      case 'wallet_sendCalls':
        return sendCalls(params)
      case 'wallet_getCallsStatus':
        return walletCalls.status(params)
      case 'wallet_showCallsStatus':
        return walletCalls.show(params)
      case 'wallet_getAssets': {
        const [query] = (Array.isArray(params) ? params : []) as [
          { account?: unknown; chainFilter?: unknown } | undefined,
        ]
        const account = findAccount(query?.account)
        const filter = Array.isArray(query?.chainFilter)
          ? query.chainFilter.map(parseChainId)
          : [...chains.keys()]
        const selected = filter.flatMap((id) => (chains.has(id) ? [chains.get(id)!] : []))
        return getWalletAssets({ address: account.address, chains: selected, transport: rpcTransport })
      }
      default:
        if (!READ_ONLY_FORWARDED.test(method) || method.startsWith('eth_sign')) {
          throw new ProviderRpcError(WALLET_ERROR_CODES.UnsupportedMethod, `Unsupported method: ${method}`)
        }
        return rpcTransport(currentChain()).request({ method, params } as never)
    }
  }

  const request = (async ({ method, params }: { method: string; params?: unknown }) => {
    try {
      return await handle(method, params)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      const code = (error as { code?: unknown }).code
      const message = (error as { shortMessage?: string; message?: string }).shortMessage ?? String(error)
      throw new ProviderRpcError(typeof code === 'number' ? code : WALLET_ERROR_CODES.Internal, message)
    }
  }) as EIP1193RequestFn

  const on = (event: string, listener: Listener) => {
    let set = listeners.get(event)
    if (!set) {
      set = new Set()
      listeners.set(event, set)
    }
    set.add(listener)
  }
  const removeListener = (event: string, listener: Listener) => {
    listeners.get(event)?.delete(listener)
  }

  const provider = {
    isPorticoDevWallet: true,
    request,
    on,
    removeListener,
    off: removeListener,
  } as unknown as DevWalletProvider

  queueMicrotask(() => emit('connect', { chainId: numberToHex(chainId) }))

  return {
    provider,
    get accounts() {
      return accounts.map((account) => account.address)
    },
    get chainId() {
      return chainId
    },
    selectAccount(index) {
      if (!accounts[index]) throw new DevnetError(`No account ${index}`)
      if (index === accountIndex) return
      accountIndex = index
      save()
      if (authorized) emit('accountsChanged', exposedAccounts())
    },
    setAutoApprove(mode) {
      autoApprove = mode
    },
    disconnect() {
      deauthorize()
      emit('disconnect', new ProviderRpcError(WALLET_ERROR_CODES.Disconnected, 'Disconnected'))
    },
  }
}
