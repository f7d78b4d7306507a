import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { getBalance, readContract, verifyMessage } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from '../accounts.ts'
import { type StartAnvilReturnType, startAnvil } from '../anvil/startAnvil.ts'
import { ARTIFACTS } from '../artifacts.ts'
import { type StartBundlerReturnType, startBundler } from '../bundler/startBundler.ts'
import { DEVNET_A_CHAIN_ID } from '../chains.ts'
import { DEVNET_ACCOUNT_ABSTRACTION, DEVNET_CONTRACT_ADDRESSES } from '../contracts.ts'
import { deployDevnet } from '../deploy.ts'
import { createDevnetPaymaster } from './createDevnetPaymaster.ts'
import { toPorticoSessionAccount } from './toPorticoSessionAccount.ts'
import { toPorticoSmartAccount } from './toPorticoSmartAccount.ts'

// Issue: smart accounts on the devnet — EntryPoint v0.7, a factory, a verifying paymaster and a real
// bundler (docs/rules/api.md: the bundler answers eth_sendUserOperation and eth_getUserOperationReceipt).
describe('ERC-4337 on the devnet: EntryPoint v0.7, account factory, verifying paymaster, alto bundler', () => {
  let anvil: StartAnvilReturnType
  let bundler: StartBundlerReturnType
  const chain = () =>
    defineChain({
      id: DEVNET_A_CHAIN_ID,
      name: 'Portico Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
  const client = () => createPublicClient({ chain: chain(), transport: http(anvil.url, { retryCount: 0 }) })

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: DEVNET_A_CHAIN_ID, port: 0 })
    await deployDevnet(anvil.url)
    bundler = await startBundler({ rpcUrl: anvil.url, port: 0 })
  }, 120_000)
  afterAll(async () => {
    await bundler?.stop()
    await anvil?.stop()
  })

  it('the bundler serves the canonical EntryPoint v0.7 on 127.0.0.1', async () => {
    expect(new URL(bundler.url).hostname).toBe('127.0.0.1')
    const response = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints', params: [] }),
    })
    const { result } = (await response.json()) as { result: string[] }
    expect(result.map((address) => address.toLowerCase())).toContain(
      DEVNET_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase(),
    )
    const deposit = await readContract(client(), {
      address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster],
    })
    expect(deposit).toBe(parseEther(DEVNET_ACCOUNT_ABSTRACTION.paymasterDeposit.toString()))
  })

  it('a fresh smart account with no ETH is deployed by its first, sponsored user operation, which runs a batch atomically', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client: client(), owner })
    expect(await getBalance(client(), { address: account.address })).toBe(0n)
    // Fund the account with tokens (not ETH): the paymaster pays the gas.
    const funder = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)
    const fundHash = await funder.signTransaction({
      chainId: DEVNET_A_CHAIN_ID,
      to: DEVNET_CONTRACT_ADDRESSES.pusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, parseUnits('5', 6)],
      }),
      nonce: await client().getTransactionCount({ address: funder.address, blockTag: 'pending' }),
      gas: 100_000n,
      maxFeePerGas: parseUnits('10', 9),
      maxPriorityFeePerGas: 1n,
    })
    await client().waitForTransactionReceipt({
      hash: await client().sendRawTransaction({ serializedTransaction: fundHash }),
    })

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: createDevnetPaymaster({ chainId: DEVNET_A_CHAIN_ID }),
    })
    const transfer = (amount: string): { to: Hex; data: Hex } => ({
      to: DEVNET_CONTRACT_ADDRESSES.pusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits(amount, 6)],
      }),
    })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [transfer('1'), transfer('2')] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster.toLowerCase())
    expect(receipt.receipt.to?.toLowerCase()).toBe(DEVNET_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase())
    expect(await client().getCode({ address: account.address })).not.toBe('0x')
    const balance = (address: Hex) =>
      readContract(client(), {
        address: DEVNET_CONTRACT_ADDRESSES.pusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balance(recipient)).toBe(parseUnits('3', 6))
    expect(await balance(account.address)).toBe(parseUnits('2', 6))
    expect(await getBalance(client(), { address: account.address })).toBe(0n)
  }, 60_000)

  it("a smart account's message signature verifies through EIP-6492 before deployment and EIP-1271 after", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client: client(), owner })
    const message = 'Sign in to portico.test'
    const before = await account.signMessage({ message })
    expect(await verifyMessage(client(), { address: account.address, message, signature: before })).toBe(true)

    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: createDevnetPaymaster({ chainId: DEVNET_A_CHAIN_ID }),
    })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: owner.address, value: 0n }] })
    await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    const after = await account.signMessage({ message })
    expect(await verifyMessage(client(), { address: account.address, message, signature: after })).toBe(true)
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await stranger.signMessage({ message })
    expect(await verifyMessage(client(), { address: account.address, message, signature: forged })).toBe(
      false,
    )
  }, 60_000)

  it('the bundler URL also answers the ERC-7677 paymaster methods, like a hosted bundler', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client: client(), owner })
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: createPaymasterClient({ transport: http(bundler.url, { retryCount: 0 }) }),
    })
    const hash = await bundlerClient.sendUserOperation({ account, calls: [{ to: owner.address, value: 0n }] })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, pollingInterval: 100 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster.toLowerCase())
    const wrongChain = await fetch(bundler.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 7,
        method: 'pm_getPaymasterData',
        params: [{ sender: owner.address }, DEVNET_ACCOUNT_ABSTRACTION.entryPoint, '0x1', {}],
      }),
    })
    expect(await wrongChain.json()).toMatchObject({ id: 7, error: { code: -32602 } })
  }, 60_000)

  it('an operation the sponsor did not sign is refused by the bundler, and nothing is included', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client: client(), owner })
    const sponsored = createDevnetPaymaster({ chainId: DEVNET_A_CHAIN_ID })
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: {
        getPaymasterStubData: sponsored.getPaymasterStubData,
        getPaymasterData: async (operation) => {
          const { paymaster, paymasterData = '0x' } = await sponsored.getPaymasterData(operation)
          return { paymaster: paymaster as Hex, paymasterData: `${paymasterData.slice(0, -4)}0000` as Hex }
        },
      },
    })
    await expect(
      bundlerClient.sendUserOperation({ account, calls: [{ to: owner.address, value: 0n }] }),
    ).rejects.toThrow()
    expect(await client().getCode({ address: account.address })).toBe(undefined)
  }, 60_000)
  it('a session key the owner granted spends within its limit on its one contract and function, and the bundler refuses the rest', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client: client(), owner })
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const bundlerClient = createBundlerClient({
      client: client(),
      transport: http(bundler.url, { retryCount: 0 }),
      paymaster: createDevnetPaymaster({ chainId: DEVNET_A_CHAIN_ID }),
    })
    const funder = privateKeyToAccount(DEV_ACCOUNTS[3].privateKey)
    const fund = await funder.signTransaction({
      chainId: DEVNET_A_CHAIN_ID,
      to: DEVNET_CONTRACT_ADDRESSES.pusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account.address, parseUnits('10', 6)],
      }),
      nonce: await client().getTransactionCount({ address: funder.address, blockTag: 'pending' }),
      gas: 100_000n,
      maxFeePerGas: parseUnits('10', 9),
      maxPriorityFeePerGas: 1n,
    })
    await client().waitForTransactionReceipt({
      hash: await client().sendRawTransaction({ serializedTransaction: fund }),
    })
    // The owner's first operation deploys the account and grants: PUSD transfer only, 5 PUSD, one hour.
    const transferSelector = toFunctionSelector('function transfer(address,uint256)')
    const validUntil = Math.floor(Date.now() / 1000) + 3600
    const grant = await bundlerClient.sendUserOperation({
      account,
      calls: [
        {
          to: account.address,
          data: encodeFunctionData({
            abi: ARTIFACTS.PorticoAccount.abi,
            functionName: 'grantSession',
            args: [
              sessionKey.address,
              DEVNET_CONTRACT_ADDRESSES.pusd,
              transferSelector,
              parseUnits('5', 6),
              validUntil,
            ],
          }),
        },
      ],
    })
    expect(
      (await bundlerClient.waitForUserOperationReceipt({ hash: grant, pollingInterval: 100 })).success,
    ).toBe(true)

    const session = await toPorticoSessionAccount({ client: client(), address: account.address, sessionKey })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const transfer = (amount: string) => ({
      to: DEVNET_CONTRACT_ADDRESSES.pusd,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [recipient, parseUnits(amount, 6)],
      }),
    })
    const within = await bundlerClient.sendUserOperation({ account: session, calls: [transfer('3')] })
    expect(
      (await bundlerClient.waitForUserOperationReceipt({ hash: within, pollingInterval: 100 })).success,
    ).toBe(true)
    const balance = () =>
      readContract(client(), {
        address: DEVNET_CONTRACT_ADDRESSES.pusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      })
    expect(await balance()).toBe(parseUnits('3', 6))
    // 3 + 3 is above the 5 PUSD limit: the account's validation fails and the bundler refuses it.
    await expect(
      bundlerClient.sendUserOperation({ account: session, calls: [transfer('3')] }),
    ).rejects.toThrow(/AA24|signature/i)
    // Another function of the same contract is outside the session too.
    await expect(
      bundlerClient.sendUserOperation({
        account: session,
        calls: [
          {
            to: DEVNET_CONTRACT_ADDRESSES.pusd,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 1n] }),
          },
        ],
      }),
    ).rejects.toThrow(/AA24|signature/i)
    expect(await balance()).toBe(parseUnits('3', 6))
    // Revoked by the owner, the key can do nothing, not even within the limit.
    const revoke = await bundlerClient.sendUserOperation({
      account,
      calls: [
        {
          to: account.address,
          data: encodeFunctionData({
            abi: ARTIFACTS.PorticoAccount.abi,
            functionName: 'revokeSession',
            args: [sessionKey.address],
          }),
        },
      ],
    })
    await bundlerClient.waitForUserOperationReceipt({ hash: revoke, pollingInterval: 100 })
    await expect(
      bundlerClient.sendUserOperation({ account: session, calls: [transfer('1')] }),
    ).rejects.toThrow(/AA24|signature/i)
  }, 90_000)
})
