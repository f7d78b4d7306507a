import { BITCOIN_DEV_ACCOUNTS, BITCOIN_DEVNET_CAIP_NETWORK_ID } from '@portico/devnet/bitcoin'
import { SOLANA_DEVNET_CAIP_NETWORK_ID } from '@portico/devnet/solana'
import {
  type ApprovalRequest,
  answerBitcoinWalletConnectRequest,
  answerWalletConnectRequest,
  BITCOIN_WALLET_CONNECT_EVENTS,
  BITCOIN_WALLET_CONNECT_METHODS,
  type BitcoinDevWallet,
  createBitcoinDevWallet,
  createDevWallet,
  createSolanaDevWallet,
  DEV_WALLET_ICON,
  type DevWallet,
  devWalletChains,
  SOLANA_WALLET_CONNECT_METHODS,
  type SolanaDevWallet,
} from '@portico/devnet/wallet'
import type {
  AuthRequestRecord,
  Cacao,
  Metadata,
  ProposalRecord,
  RpcId,
  SessionRecord,
} from '@portico/walletconnect'
import {
  buildApprovedNamespaces,
  buildCacaoPayload,
  createWalletClient,
  formatAuthMessage,
  type WalletConnectWallet,
} from '@portico/walletconnect/wallet'
import { parsePairingLink } from './parsePairingLink.ts'

/** What the page shows. */
export type WalletState = {
  status: 'starting' | 'ready' | 'offline'
  /** Why the relay cannot be reached, while `status` is 'offline'. */
  relayError: string | undefined
  address: string
  chainId: number
  /** The Bitcoin dev account in use (an index of BITCOIN_DEV_ACCOUNTS) and its payment address. */
  bitcoinAccount: number
  bitcoinAddress: string
  sessions: readonly SessionRecord[]
  proposals: readonly { id: RpcId; proposal: ProposalRecord }[]
  /** Sign-in requests (wc_sessionAuthenticate): one approval connects and signs in. */
  signIns: readonly SignInRequest[]
  /** Requests waiting for the user, oldest first. */
  prompts: readonly Prompt[]
  /** The last pairing failure, in words for the user. */
  pairingError: string | undefined
  pairing: boolean
}

/** A sign-in request and the message the wallet would sign on the first chain it supports. */
export type SignInRequest = {
  id: RpcId
  request: AuthRequestRecord
  chains: readonly string[]
  message: string
}

export type Prompt = { key: number; peer: Metadata | undefined; request: ApprovalRequest }

export type WalletService = {
  getState(): WalletState
  subscribe(listener: () => void): () => void
  /** Pairs with a pasted `wc:` URI or a `/wc?uri=` link; a malformed one sets `pairingError`. */
  pair(input: string): Promise<void>
  approveProposal(id: RpcId): Promise<void>
  rejectProposal(id: RpcId): Promise<void>
  approveSignIn(id: RpcId): Promise<void>
  rejectSignIn(id: RpcId): Promise<void>
  answer(key: number, approved: boolean): void
  /** Moves every session to another chain (wallet-initiated chainChanged). */
  switchChain(chainId: number): Promise<void>
  /** Uses another Bitcoin dev account: sessions get the new account and bip122_addressesChanged. */
  switchBitcoinAccount(index: number): Promise<void>
  disconnect(topic: string): Promise<void>
}

export type CreateWalletServiceParameters = {
  relayUrl: string
  rpcUrls: Record<number, string>
  /** The local Solana chain, for the wallet's Solana account. */
  solanaRpcUrl: string
  /** The local regtest ledger's Esplora API, for the wallet's Bitcoin transfers and broadcasts. */
  esploraUrl: string
}

const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain']
const EVENTS = ['accountsChanged', 'chainChanged']
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
/** Connecting is approved on the proposal card, so the accounts' own connect prompts pass. */
const CONNECT_METHODS = ['eth_requestAccounts', 'standard:connect', 'wallet_connect']

/**
 * The Portico Dev Wallet's WalletConnect side: the devnet's dev account (an EIP-1193 provider over a
 * viem local account), the Solana dev account (its wallet-standard wallet) and the Bitcoin dev account
 * (its sats-connect provider, on the local regtest ledger) behind @portico/walletconnect's wallet client. Every signature and transaction waits for the user's approval
 * on the page; reads go to the devnet RPC.
 */
export function createWalletService(parameters: CreateWalletServiceParameters): WalletService {
  const listeners = new Set<() => void>()
  const waiting = new Map<number, (approved: boolean) => void>()
  let nextKey = 1
  let currentPeer: Metadata | undefined
  let client: WalletConnectWallet | undefined
  let state: WalletState = {
    status: 'starting',
    relayError: undefined,
    address: '',
    chainId: 0,
    bitcoinAccount: 0,
    bitcoinAddress: '',
    sessions: [],
    proposals: [],
    signIns: [],
    prompts: [],
    pairingError: undefined,
    pairing: false,
  }

  function set(changes: Partial<WalletState>) {
    state = { ...state, ...changes }
    for (const listener of [...listeners]) listener()
  }

  // While an approved sign-in signs its messages, the sign-in card was the approval.
  let signingIn = false
  const approve = (request: ApprovalRequest) => {
    // Connecting was approved on the proposal card; only signatures and transactions ask here.
    if (CONNECT_METHODS.includes(request.method)) return true
    if (signingIn) return true
    return new Promise<boolean>((resolve) => {
      const key = nextKey++
      waiting.set(key, resolve)
      set({ prompts: [...state.prompts, { key, peer: currentPeer, request }] })
    })
  }
  const wallet: DevWallet = createDevWallet({
    chains: devWalletChains(parameters.rpcUrls),
    storageKey: 'portico-dev-wallet-web',
    approve,
  })
  let solana: SolanaDevWallet | undefined
  const bitcoin: BitcoinDevWallet = createBitcoinDevWallet({
    esploraUrl: parameters.esploraUrl,
    storageKey: 'portico-dev-wallet-web:bitcoin',
    approve,
  })
  const { provider } = wallet
  provider.on('chainChanged', (() => set({ chainId: wallet.chainId })) as never)

  const caipAccounts = () =>
    devWalletChains(parameters.rpcUrls).map((chain) => `eip155:${chain.id}:${state.address}`)
  const refreshSessions = () => set({ sessions: client?.getSessions() ?? [] })

  async function handleRequest(
    walletClient: WalletConnectWallet,
    event: {
      id: RpcId
      topic: string
      params: { chainId: string; request: { method: string; params?: unknown } }
    },
  ) {
    const { id, topic, params } = event
    const session = walletClient.getSessions().find((entry) => entry.topic === topic)
    currentPeer = session?.peer.metadata
    const chainId = Number(params.chainId.split(':')[1])
    try {
      if (params.chainId.startsWith('bip122:')) {
        const result = await answerBitcoinWalletConnectRequest(bitcoin, params.request)
        await walletClient.respond({ topic, response: { id, result } })
        return
      }
      if (params.chainId.startsWith('solana:')) {
        if (!solana) throw new Error('No Solana account in this wallet')
        const result = await answerWalletConnectRequest(solana, params.request)
        await walletClient.respond({ topic, response: { id, result } })
        return
      }
      if (chainId !== wallet.chainId) {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: `0x${chainId.toString(16)}` }],
        })
      }
      const result = await provider.request(params.request as never)
      await walletClient.respond({ topic, response: { id, result: result ?? null } })
      if (params.request.method === 'wallet_switchEthereumChain') await emitChain(walletClient, topic)
    } catch (error) {
      const code = (error as { code?: number }).code
      const reason =
        code === 4001
          ? USER_REJECTED
          : { code: code ?? -32000, message: (error as Error).message ?? 'Request failed' }
      await walletClient.respond({ topic, response: { id, error: reason } }).catch(() => undefined)
    }
  }

  async function emitChain(walletClient: WalletConnectWallet, topic: string) {
    await walletClient.emit({
      topic,
      chainId: `eip155:${wallet.chainId}`,
      event: { name: 'chainChanged', data: wallet.chainId },
    })
  }

  /** The Bitcoin addresses (bip122_addressesChanged, as getAccountAddresses answers) to a session that has bip122. */
  async function emitBitcoinAddresses(walletClient: WalletConnectWallet, topic: string) {
    await walletClient.emit({
      topic,
      chainId: BITCOIN_DEVNET_CAIP_NETWORK_ID,
      event: {
        name: BITCOIN_WALLET_CONNECT_EVENTS[0],
        data: await answerBitcoinWalletConnectRequest(bitcoin, {
          method: 'getAccountAddresses',
          params: { account: bitcoin.account.payment.address },
        }),
      },
    })
  }

  /** After an account change: each bip122 session gets the new account, then its addresses. */
  async function followBitcoinAccount() {
    set({ bitcoinAddress: bitcoin.account.payment.address })
    if (!client) return
    for (const session of client.getSessions()) {
      const granted = session.namespaces.bip122
      if (!granted) continue
      const accounts = [`${BITCOIN_DEVNET_CAIP_NETWORK_ID}:${bitcoin.account.payment.address}`]
      await client.update({
        topic: session.topic,
        namespaces: { ...session.namespaces, bip122: { ...granted, accounts } },
      })
      await emitBitcoinAddresses(client, session.topic)
    }
    refreshSessions()
  }

  async function start() {
    const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
    set({ address: address ?? '', chainId: wallet.chainId })
    solana = await createSolanaDevWallet({
      rpcUrl: parameters.solanaRpcUrl,
      storageKey: 'portico-dev-wallet-web:solana',
      approve,
    }).catch(() => undefined)
    await (
      solana?.wallet.features['standard:connect'] as { connect(): Promise<unknown> } | undefined
    )?.connect()
    await bitcoin.provider.request('wallet_connect', null)
    set({ bitcoinAddress: bitcoin.account.payment.address })
    while (!client) {
      try {
        client = await createWalletClient({
          relayUrl: parameters.relayUrl,
          metadata: {
            name: 'Portico Dev Wallet',
            description: 'A development wallet on the Portico devnet',
            url: globalThis.location.origin,
            icons: [DEV_WALLET_ICON],
          },
          requestQueueDelay: 0,
        })
      } catch (error) {
        set({ status: 'offline', relayError: (error as Error).message })
        await new Promise((resolve) => setTimeout(resolve, 2_000))
      }
    }
    const walletClient = client
    walletClient.on('session_proposal', ({ id, params }) =>
      set({ proposals: [...state.proposals, { id, proposal: params }], pairing: false }),
    )
    walletClient.on('session_request', (event) => void handleRequest(walletClient, event))
    walletClient.on('session_authenticate', ({ id, params }) => {
      const supported = devWalletChains(parameters.rpcUrls).map((chain) => `eip155:${chain.id}`)
      const chains = params.authPayload.chains.filter((chain) => supported.includes(chain))
      const first = chains[0] ?? params.authPayload.chains[0] ?? ''
      const message = formatAuthMessage(buildCacaoPayload(params.authPayload, `${first}:${state.address}`))
      set({ signIns: [...state.signIns, { id, request: params, chains, message }], pairing: false })
    })
    for (const name of ['session_connect', 'session_delete', 'session_expire', 'session_update'] as const)
      walletClient.on(name, refreshSessions)
    set({ status: 'ready', relayError: undefined })
    refreshSessions()
  }

  void start()

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async pair(input) {
      const parsed = parsePairingLink(input)
      if (!parsed.ok) {
        set({ pairingError: parsed.message })
        return
      }
      if (!client) {
        set({ pairingError: 'The wallet is not connected to the relay yet. Try again in a moment.' })
        return
      }
      set({ pairingError: undefined, pairing: true })
      try {
        await client.pair({ uri: parsed.uri })
      } catch (error) {
        set({ pairing: false, pairingError: `Could not pair: ${(error as Error).message.split('\n')[0]}` })
      }
    },
    async approveProposal(id) {
      const entry = state.proposals.find((candidate) => candidate.id === id)
      if (!entry || !client) return
      set({ proposals: state.proposals.filter((candidate) => candidate.id !== id) })
      try {
        const namespaces = buildApprovedNamespaces({
          proposal: entry.proposal,
          supportedNamespaces: {
            eip155: {
              chains: devWalletChains(parameters.rpcUrls).map((chain) => `eip155:${chain.id}`),
              methods: METHODS,
              events: EVENTS,
              accounts: caipAccounts(),
            },
            ...(solana
              ? {
                  solana: {
                    chains: [SOLANA_DEVNET_CAIP_NETWORK_ID],
                    methods: [...SOLANA_WALLET_CONNECT_METHODS],
                    events: [],
                    accounts: [`${SOLANA_DEVNET_CAIP_NETWORK_ID}:${solana.addresses[0]}`],
                  },
                }
              : {}),
            bip122: {
              chains: [BITCOIN_DEVNET_CAIP_NETWORK_ID],
              methods: [...BITCOIN_WALLET_CONNECT_METHODS],
              events: [...BITCOIN_WALLET_CONNECT_EVENTS],
              accounts: [`${BITCOIN_DEVNET_CAIP_NETWORK_ID}:${bitcoin.account.payment.address}`],
            },
          },
        })
        const approved = await client.approve({ id, namespaces })
        // The WalletConnect docs ask wallets to send the Bitcoin addresses right after approving bip122.
        const walletClient = client
        if (namespaces.bip122)
          void approved
            .acknowledged()
            .then(() => emitBitcoinAddresses(walletClient, approved.topic))
            .catch(() => undefined)
      } catch (error) {
        set({ pairingError: `Could not approve: ${(error as Error).message.split('\n')[0]}` })
        await client
          .reject({ id, reason: { code: 5100, message: 'Unsupported chains.' } })
          .catch(() => undefined)
      }
      refreshSessions()
    },
    async approveSignIn(id) {
      const entry = state.signIns.find((candidate) => candidate.id === id)
      if (!entry || !client) return
      set({ signIns: state.signIns.filter((candidate) => candidate.id !== id) })
      try {
        if (entry.chains.length === 0) throw new Error('None of the requested networks is in this wallet')
        const auths: Cacao[] = []
        signingIn = true
        for (const chain of entry.chains) {
          const payload = buildCacaoPayload(entry.request.authPayload, `${chain}:${state.address}`)
          const signature = (await provider.request({
            method: 'personal_sign',
            params: [formatAuthMessage(payload), state.address],
          } as never)) as string
          auths.push({ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } })
        }
        await client.approveAuthenticate({ id, auths })
      } catch (error) {
        set({ pairingError: `Could not sign in: ${(error as Error).message.split('\n')[0]}` })
        await client.rejectAuthenticate({ id, reason: USER_REJECTED }).catch(() => undefined)
      } finally {
        signingIn = false
      }
      refreshSessions()
    },
    async rejectSignIn(id) {
      set({ signIns: state.signIns.filter((candidate) => candidate.id !== id) })
      await client?.rejectAuthenticate({ id, reason: USER_REJECTED })
    },
    async rejectProposal(id) {
      set({ proposals: state.proposals.filter((candidate) => candidate.id !== id) })
      await client?.reject({ id, reason: USER_REJECTED })
    },
    answer(key, approved) {
      waiting.get(key)?.(approved)
      waiting.delete(key)
      set({ prompts: state.prompts.filter((prompt) => prompt.key !== key) })
    },
    async switchChain(chainId) {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${chainId.toString(16)}` }],
      })
      if (!client) return
      for (const session of client.getSessions()) await emitChain(client, session.topic)
    },
    async switchBitcoinAccount(index) {
      if (!BITCOIN_DEV_ACCOUNTS[index] || index === state.bitcoinAccount) return
      set({ bitcoinAccount: index })
      bitcoin.setAccount(index)
      await followBitcoinAccount()
    },
    async disconnect(topic) {
      await client?.disconnect({ topic })
      refreshSessions()
    },
  }
}
