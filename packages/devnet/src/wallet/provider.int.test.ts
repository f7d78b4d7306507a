import {
  createPublicClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseAbi,
  parseEther,
  parseUnits,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.ts'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '../chains.ts'
import { DEVNET_CONTRACT_ADDRESSES } from '../contracts.ts'
import { type StartDevnetReturnType, startDevnet } from '../startDevnet.ts'
import { ProviderRpcError } from './errors.ts'
import { type ApprovalRequest, createDevWallet, type DevWalletStorage } from './provider.ts'

function memoryStorage(): DevWalletStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}

async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

const typedData = {
  domain: {
    name: 'Portico',
    version: '1',
    chainId: DEVNET_A_CHAIN_ID,
    verifyingContract: DEV_ACCOUNTS[4].address,
  },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: DEV_ACCOUNTS[0].address },
    to: { name: 'Bob', wallet: DEV_ACCOUNTS[1].address },
    contents: 'Hello, Bob!',
  },
} as const

describe('Portico Dev Wallet EIP-1193 provider (packages/devnet/README.md, docs/rules/permissions.md)', () => {
  let devnet: StartDevnetReturnType

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { [DEVNET_A_CHAIN_ID]: 0, [DEVNET_B_CHAIN_ID]: 0 } })
  }, 60_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  it('exposes no account before eth_requestAccounts, then the selected account first', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const changes: unknown[] = []
    wallet.provider.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(numberToHex(DEVNET_A_CHAIN_ID))
    const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(accounts[0]).toBe(DEV_ACCOUNTS[0].address)
    expect(accounts).toHaveLength(DEV_ACCOUNTS.length)
    expect(changes).toEqual([accounts])
    wallet.selectAccount(2)
    expect((await wallet.provider.request({ method: 'eth_accounts' }))[0]).toBe(DEV_ACCOUNTS[2].address)
    expect(changes).toHaveLength(2)
  })

  it('a rejected connection or signature answers 4001 (docs/rules/errors.md)', async () => {
    const asked: ApprovalRequest[] = []
    const wallet = createDevWallet({
      chains: devnet.chains,
      storage: memoryStorage(),
      approve: (request) => {
        asked.push(request)
        return false
      },
    })
    const error = await rejection(wallet.provider.request({ method: 'eth_requestAccounts' }))
    expect(error.code).toBe(4001)
    expect(asked[0]).toMatchObject({
      method: 'eth_requestAccounts',
      title: 'Connect',
      chainName: 'Portico Devnet A',
    })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])

    wallet.setAutoApprove(true)
    const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setAutoApprove('reject')
    const signError = await rejection(
      wallet.provider.request({ method: 'personal_sign', params: [stringToHex('hi'), address!] }),
    )
    expect(signError.code).toBe(4001)
  })

  it('personal_sign signs locally; viem verifyMessage accepts the signature', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
    const message = 'Sign in to Portico\nNonce: 42'
    const signature = await wallet.provider.request({
      method: 'personal_sign',
      params: [stringToHex(message), address!],
    })
    expect(await verifyMessage({ address: address!, message, signature })).toBe(true)
  })

  it('eth_signTypedData_v4 signs EIP-712 data; viem verifyTypedData accepts it', async () => {
    const asked: ApprovalRequest[] = []
    const wallet = createDevWallet({
      chains: devnet.chains,
      storage: memoryStorage(),
      approve: (request) => {
        asked.push(request)
        return true
      },
    })
    const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
    const withDomainType = {
      ...typedData,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        ...typedData.types,
      },
    }
    const signature = await wallet.provider.request({
      method: 'eth_signTypedData_v4',
      params: [address!, JSON.stringify(withDomainType)],
    })
    expect(await verifyTypedData({ address: address!, signature, ...typedData })).toBe(true)
    expect(asked.at(-1)?.title).toBe('Sign typed data: Mail')
  })

  it('eth_sendTransaction signs locally and sends to the devnet RPC (ETH and an ERC20 transfer)', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const [from] = await wallet.provider.request({ method: 'eth_requestAccounts' })
    const receiver = DEV_ACCOUNTS[3].address
    const client = createPublicClient({ chain: devnet.chains[0], transport: http() })
    const before = await client.getBalance({ address: receiver })
    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: from!, to: receiver, value: numberToHex(parseEther('1.5')) }],
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('1.5'))

    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('7', 6)],
    })
    const tokenHash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: from!, to: DEVNET_CONTRACT_ADDRESSES.pusd, data }],
    })
    expect((await client.waitForTransactionReceipt({ hash: tokenHash })).status).toBe('success')
    const balance = await client.readContract({
      address: DEVNET_CONTRACT_ADDRESSES.pusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver],
    })
    expect(balance).toBe(parseUnits('10007', 6))
  })

  it('switches chains with chainChanged; reads go to the selected chain (docs/rules/api.md)', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const changes: unknown[] = []
    wallet.provider.on('chainChanged', (chainId) => changes.push(chainId))
    const client = createPublicClient({ transport: custom(wallet.provider) })
    const onChainId = () =>
      client.readContract({
        address: DEVNET_CONTRACT_ADDRESSES.multicall3,
        abi: parseAbi(['function getChainId() view returns (uint256)']),
        functionName: 'getChainId',
      })
    expect(await onChainId()).toBe(BigInt(DEVNET_A_CHAIN_ID))
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
    })
    expect(changes).toEqual([numberToHex(DEVNET_B_CHAIN_ID)])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(numberToHex(DEVNET_B_CHAIN_ID))
    expect(await onChainId()).toBe(BigInt(DEVNET_B_CHAIN_ID))
  })

  it('an unknown chain answers 4902; wallet_addEthereumChain then switch works', async () => {
    const [chainA, chainB] = devnet.chains
    const wallet = createDevWallet({ chains: [chainA], autoApprove: true, storage: memoryStorage() })
    const switchToB = () =>
      wallet.provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
      })
    expect((await rejection(switchToB())).code).toBe(4902)
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: numberToHex(DEVNET_B_CHAIN_ID),
          chainName: chainB.name,
          nativeCurrency: chainB.nativeCurrency,
          rpcUrls: [devnet.urls[DEVNET_B_CHAIN_ID]],
        },
      ],
    })
    await switchToB()
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it('remembers authorization, chain and added chains in its storage (reload)', async () => {
    const storage = memoryStorage()
    const first = createDevWallet({ chains: devnet.chains, autoApprove: true, storage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
    })
    const second = createDevWallet({ chains: devnet.chains, storage })
    expect(await second.provider.request({ method: 'eth_accounts' })).toHaveLength(DEV_ACCOUNTS.length)
    expect(await second.provider.request({ method: 'eth_chainId' })).toBe(numberToHex(DEVNET_B_CHAIN_ID))
  })

  it('wallet_getAssets lists the native coin and the devnet tokens held (docs/rules/api.md, EIP-7811)', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const [address] = await wallet.provider.request({ method: 'eth_requestAccounts' })
    const assets = (await wallet.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: DEV_ACCOUNTS[4].address, chainFilter: [numberToHex(DEVNET_B_CHAIN_ID)] }],
    } as never)) as Record<
      string,
      { address: string; balance: string; type: string; metadata: { symbol: string } }[]
    >
    expect(address).toBe(DEV_ACCOUNTS[0].address)
    expect(Object.keys(assets)).toEqual([numberToHex(DEVNET_B_CHAIN_ID)])
    const list = assets[numberToHex(DEVNET_B_CHAIN_ID)]!
    expect(list.map((asset) => [asset.type, asset.metadata.symbol])).toEqual([
      ['native', 'ETH'],
      ['erc20', 'PUSD'],
      ['erc20', 'PDAI'],
      ['erc20', 'USDT'],
      ['erc20', 'USDC'],
    ])
    expect(BigInt(list[1]!.balance)).toBe(parseUnits('10000', 6))
  })

  it('wallet_getCapabilities, permissions, revoke and the disconnect event', async () => {
    const wallet = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: memoryStorage() })
    const capabilities = (await wallet.provider.request({
      method: 'wallet_getCapabilities',
      params: [DEV_ACCOUNTS[0].address],
    })) as Record<string, unknown>
    expect(Object.keys(capabilities)).toEqual([
      numberToHex(DEVNET_A_CHAIN_ID),
      numberToHex(DEVNET_B_CHAIN_ID),
    ])
    expect(capabilities[numberToHex(DEVNET_A_CHAIN_ID)]).toMatchObject({
      assetDiscovery: { supported: true },
    })

    const permissions = (await wallet.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as { caveats: { value: string[] }[] }[]
    expect(permissions[0]?.caveats[0]?.value[0]).toBe(DEV_ACCOUNTS[0].address)

    const events: string[] = []
    wallet.provider.on('accountsChanged', (accounts) => events.push(`accounts:${accounts.length}`))
    wallet.provider.on('disconnect', (error) => events.push(`disconnect:${error.code}`))
    await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.disconnect()
    expect(events).toEqual(['accounts:0', `accounts:${DEV_ACCOUNTS.length}`, 'accounts:0', 'disconnect:4900'])
    const unsupported = await rejection(wallet.provider.request({ method: 'eth_sign', params: [] } as never))
    expect(unsupported.code).toBe(4200)
  })
})
