import { SponsorshipLimitError } from '@portico/core'
import { AuthChainsRequiredError } from '../errors.ts'
import type { AuthHandle } from '../index.ts'
import type { AuthChain } from '../protocol.ts'
import type { AuthBridge } from './createAuthBridge.ts'
import type { SmartAccount, SmartAccountCall } from './smartAccount.ts'
import {
  encodeGrantSession,
  encodeRevokeSession,
  type GrantPermissionsRequest,
  InvalidPermissionsError,
  parsePermissionsContext,
  parseSessionRequest,
} from './smartSessions.ts'

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
  /**
   * Smart accounts: the account factory, the account type store and the Portico server whose bundler
   * route (`POST /v1/bundler`) and networks (`GET /v1/bundler/networks`) serve them. Without it the
   * provider always answers with the key's own address.
   */
  smartAccount?:
    | {
        factory: `0x${string}`
        account: AuthHandle['account']
        apiUrl: string
        projectId: string
      }
    | undefined
}

/** The canonical EntryPoint v0.7, where session operations are submitted. */
const ENTRY_POINT_07 = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

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

/** EIP-5792 error codes the provider answers with. */
const UNSUPPORTED_CAPABILITY = 5700
const UNKNOWN_BUNDLE = 5730

type SendCallsRequest = {
  chainId?: string
  from?: string
  calls?: { to?: string; value?: string; data?: string }[]
  capabilities?: Record<string, { optional?: boolean } | undefined>
}

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
  if (!first) throw new AuthChainsRequiredError()
  let chain: AuthChain = first
  let accounts: readonly `0x${string}`[] = []
  /** The key's own address; `accounts` holds the smart account's instead where it is in use. */
  let owner: `0x${string}` | undefined
  const smart = parameters.smartAccount
  const smartAccounts = new Map<number, Promise<SmartAccount>>()
  /** Which chain each user operation of `wallet_sendCalls` went to, for its status. */
  const bundles = new Map<string, number>()
  let enabledNetworks: Promise<readonly string[]> | undefined
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

  /** The networks the server has a bundler for; none when it cannot say. */
  function smartAccountNetworks(): Promise<readonly string[]> {
    if (!smart) return Promise.resolve([])
    enabledNetworks ??= fetch(
      `${smart.apiUrl}/v1/bundler/networks?projectId=${encodeURIComponent(smart.projectId)}`,
    )
      .then(async (response) => {
        const networks = response.ok ? ((await response.json()) as { networks: string[] }).networks : []
        smart.account.set({
          smartAccountNetworks: chains
            .map((candidate) => `eip155:${candidate.id}`)
            .filter((id) => networks.includes(id)),
        })
        return networks
      })
      .catch(() => {
        enabledNetworks = undefined
        return []
      })
    return enabledNetworks
  }

  /** The smart account on the current chain when it is the account in use, else undefined. */
  async function activeSmartAccount(): Promise<SmartAccount | undefined> {
    if (!smart || !owner || smart.account.get().preferredAccountType !== 'smartAccount') return undefined
    if (!(await smartAccountNetworks()).includes(`eip155:${chain.id}`)) return undefined
    const key = chain.id
    let account = smartAccounts.get(key)
    if (!account) {
      const target = chain
      const signer = owner
      account = import('./smartAccount.ts').then(({ createSmartAccount }) =>
        createSmartAccount({
          chain: target,
          factory: smart.factory,
          owner: signer,
          bundlerUrl: `${smart.apiUrl}/v1/bundler?${new URLSearchParams({ projectId: smart.projectId, chainId: String(target.id), bundler: 'pimlico' })}`,
          signer: {
            signUserOperation: (userOperation) =>
              bridge.request('evmRequest', {
                method: 'portico_signUserOperation',
                params: [userOperation],
                chain: target,
              }) as Promise<`0x${string}`>,
            personalSign: (message) =>
              bridge.request('evmRequest', {
                method: 'personal_sign',
                params: [message, signer],
                chain: target,
              }) as Promise<`0x${string}`>,
            signTypedData: (json) =>
              bridge.request('evmRequest', {
                method: 'eth_signTypedData_v4',
                params: [signer, json],
                chain: target,
              }) as Promise<`0x${string}`>,
          },
        }),
      )
      account.catch(() => smartAccounts.delete(key))
      smartAccounts.set(key, account)
    }
    return account
  }

  /** Recomputes the address in use (owner or smart account) and tells listeners when it changed. */
  async function refreshAccounts(): Promise<readonly `0x${string}`[]> {
    if (!owner) return accounts
    // Which networks can carry a smart account is known once someone signed in, whatever the account type.
    await smartAccountNetworks()
    const account = await activeSmartAccount().catch(() => undefined)
    const next = [account ? account.address : owner]
    smart?.account.set({ smartAccountDeployed: account ? await account.isDeployed() : undefined })
    if (next[0] !== accounts[0]) {
      const hadAccounts = accounts.length > 0
      accounts = next
      if (hadAccounts) emit('accountsChanged', [...next])
    }
    return accounts
  }
  let accountType = smart?.account.get().preferredAccountType
  smart?.account.subscribe((state) => {
    if (state.preferredAccountType === accountType) return
    accountType = state.preferredAccountType
    if (owner) void refreshAccounts()
  })

  async function withSmartAccount<result>(use: (account: SmartAccount) => Promise<result>): Promise<result> {
    const account = await activeSmartAccount()
    if (!account) throw new ProviderRpcError(4200, 'The account is not a smart account on this chain')
    try {
      return await use(account)
    } catch (error) {
      // A sponsorship refusal keeps its class (and messageId) for the UI; its code is a JSON-RPC one.
      if (error instanceof ProviderRpcError || error instanceof SponsorshipLimitError) throw error
      const code = findCode(error)
      throw new ProviderRpcError(code ?? -32603, shortMessage(error))
    }
  }

  async function sendCalls(request: SendCallsRequest | undefined) {
    const calls = request?.calls
    if (!request || !Array.isArray(calls) || calls.length === 0)
      throw new ProviderRpcError(-32602, 'Expected calls')
    if (request.chainId !== undefined && Number(request.chainId) !== chain.id)
      throw new ProviderRpcError(4901, `Switch to chain ${Number(request.chainId)} first`)
    for (const [name, capability] of Object.entries(request.capabilities ?? {})) {
      if (name !== 'paymasterService' && !capability?.optional)
        throw new ProviderRpcError(UNSUPPORTED_CAPABILITY, `Unsupported capability: ${name}`)
    }
    const target = chain.id
    return withSmartAccount(async (account) => {
      const hash = await account.sendCalls(
        calls.map(
          (call): SmartAccountCall => ({
            to: call.to as `0x${string}`,
            value: call.value ? BigInt(call.value) : 0n,
            data: (call.data ?? '0x') as `0x${string}`,
          }),
        ),
      )
      bundles.set(hash, target)
      return { id: hash }
    })
  }

  async function getCallsStatus(id: unknown) {
    if (typeof id !== 'string') throw new ProviderRpcError(-32602, 'Expected a batch id')
    const chainId = bundles.get(id)
    if (chainId === undefined || chainId !== chain.id)
      throw new ProviderRpcError(UNKNOWN_BUNDLE, 'Unknown bundle id')
    return withSmartAccount(async (account) => {
      const receipt = await account.getReceipt(id as `0x${string}`)
      if (receipt) smart?.account.set({ smartAccountDeployed: true })
      return {
        version: '2.0.0',
        id,
        chainId: hex(BigInt(chainId)),
        atomic: true,
        status: receipt ? (receipt.success ? 200 : 500) : 100,
        receipts: receipt ? [receipt.receipt] : [],
      }
    })
  }

  /**
   * Smart sessions (ERC-7715): the owner grants the dapp's key one contract function with a spend limit
   * until an expiry, in one owner operation the vault approves; the account itself enforces the scope.
   */
  async function grantPermissions(request: GrantPermissionsRequest | undefined) {
    const scope = (() => {
      try {
        return parseSessionRequest(request, Math.floor(Date.now() / 1000))
      } catch (error) {
        if (error instanceof InvalidPermissionsError) throw new ProviderRpcError(error.code, error.message)
        throw error
      }
    })()
    if (request?.chainId !== undefined && Number(request.chainId) !== chain.id)
      throw new ProviderRpcError(4901, `Switch to chain ${Number(request.chainId)} first`)
    const chainId = chain.id
    return withSmartAccount(async (account) => {
      if (request?.address !== undefined && request.address.toLowerCase() !== account.address.toLowerCase())
        throw new ProviderRpcError(4100, 'Unknown account')
      const hash = await account.sendCalls([encodeGrantSession(account.address, scope)])
      const receipt = await account.waitForReceipt(hash)
      smart?.account.set({ smartAccountDeployed: true })
      if (!receipt.success) throw new ProviderRpcError(-32603, 'The session was not granted on chain')
      return {
        chainId: hex(BigInt(chainId)),
        address: account.address,
        expiry: scope.expiry,
        signer: { type: 'key', data: { id: scope.key } },
        grantedPermissions: request?.permissions ?? [],
        permissionsContext: scope.key,
        signerData: { userOpBuilder: account.address, submitToAddress: ENTRY_POINT_07 },
      }
    })
  }

  async function revokePermissions(request: unknown) {
    const key = (() => {
      try {
        return parsePermissionsContext(request)
      } catch (error) {
        throw new ProviderRpcError(-32602, (error as Error).message)
      }
    })()
    return withSmartAccount(async (account) => {
      const receipt = await account.waitForReceipt(
        await account.sendCalls([encodeRevokeSession(account.address, key)]),
      )
      if (!receipt.success) throw new ProviderRpcError(-32603, 'The session was not revoked on chain')
      return null
    })
  }

  /** The owner signs; EIP-1271 on the account accepts the owner's signatures (EIP-6492 before deployment). */
  function signAsSmartAccount(method: string, params: unknown) {
    const list = (Array.isArray(params) ? params : []) as unknown[]
    return withSmartAccount(async (account) => {
      if (method === 'personal_sign') {
        const [message, signer] = list as [string, string]
        if (signer?.toLowerCase() !== account.address.toLowerCase())
          throw new ProviderRpcError(4100, 'Unknown signer')
        return account.personalSign(message)
      }
      const [signer, json] = list as [string, string]
      if (signer?.toLowerCase() !== account.address.toLowerCase())
        throw new ProviderRpcError(4100, 'Unknown signer')
      return account.signTypedData(json)
    })
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
          owner = session.addresses.eip155
          accounts = []
          return [...(await refreshAccounts())]
        }
        case 'wallet_getCapabilities': {
          const networks =
            smart?.account.get().preferredAccountType === 'smartAccount' && owner
              ? await smartAccountNetworks()
              : []
          const smartChains = chains.filter((candidate) => networks.includes(`eip155:${candidate.id}`))
          return Object.fromEntries(
            chains.map((candidate) => [
              hex(BigInt(candidate.id)),
              smartChains.includes(candidate)
                ? {
                    atomic: { status: 'supported' },
                    paymasterService: { supported: true },
                    sessionKeys: { supported: true },
                  }
                : { atomic: { status: 'unsupported' } },
            ]),
          )
        }
        case 'wallet_sendCalls':
          return sendCalls(((params ?? []) as [SendCallsRequest | undefined])[0])
        case 'wallet_grantPermissions':
          return grantPermissions(((params ?? []) as [GrantPermissionsRequest | undefined])[0])
        case 'wallet_revokePermissions':
          return revokePermissions(((params ?? []) as [unknown])[0])
        case 'wallet_getCallsStatus':
          return getCallsStatus(((params ?? []) as [unknown])[0])
        case 'wallet_switchEthereumChain': {
          const [target] = (params ?? []) as [{ chainId?: string } | undefined]
          const next = chains.find((candidate) => candidate.id === Number(target?.chainId))
          if (!next) throw new ProviderRpcError(4902, 'Unrecognized chain')
          if (next.id !== chain.id) {
            chain = next
            emit('chainChanged', `0x${next.id.toString(16)}`)
            await refreshAccounts()
          }
          return null
        }
        case 'eth_sendTransaction': {
          const [input] = (params ?? []) as [TransactionInput | undefined]
          const from = accounts[0]
          if (!from) throw new ProviderRpcError(4100, 'Not connected to email or social')
          if (!input) throw new ProviderRpcError(-32602, 'Missing transaction')
          if (await activeSmartAccount()) {
            // One call as one user operation; the caller waits for a transaction, so this waits for its inclusion.
            return withSmartAccount(async (account) => {
              const hash = await account.sendCalls([
                {
                  to: input.to as `0x${string}`,
                  value: input.value ? BigInt(input.value) : 0n,
                  data: (input.data ?? '0x') as `0x${string}`,
                },
              ])
              const receipt = await account.waitForReceipt(hash)
              smart?.account.set({ smartAccountDeployed: true })
              return receipt.receipt.transactionHash
            })
          }
          const transaction = await prepare({ ...input, from })
          const raw = await vault('eth_signTransaction', [transaction])
          return rpc('eth_sendRawTransaction', [raw])
        }
        default:
          if (VAULT_METHODS.has(method)) {
            if (accounts.length === 0) throw new ProviderRpcError(4100, 'Not connected to email or social')
            if (await activeSmartAccount()) return signAsSmartAccount(method, params)
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
      if (next.length === 0) owner = undefined
      emit('accountsChanged', [...next])
      if (next.length === 0) emit('disconnect', new ProviderRpcError(4900, 'Disconnected'))
    },
    getChainId: () => chain.id,
  }
}

function findCode(error: unknown): number | undefined {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (typeof current.code === 'number') return current.code
    current = current.cause as typeof current
  }
  return undefined
}

function shortMessage(error: unknown): string {
  const {
    shortMessage: short,
    details,
    message,
  } = error as {
    shortMessage?: string
    details?: string
    message?: string
  }
  return [short ?? message ?? 'Request failed', details].filter(Boolean).join(': ')
}
