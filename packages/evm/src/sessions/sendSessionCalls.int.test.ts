import { SmartSessionError } from '@portico/core'
import {
  ARTIFACTS,
  DEV_ACCOUNTS,
  DEVNET_A_CHAIN_ID,
  DEVNET_CONTRACT_ADDRESSES,
  deployDevnet,
  type StartAnvilReturnType,
  type StartBundlerReturnType,
  startAnvil,
  startBundler,
} from '@portico/devnet'
import { createDevnetPaymaster, toPorticoSmartAccount } from '@portico/devnet/account-abstraction'
import { createConfig, http as wagmiHttp } from '@wagmi/core'
import {
  createPublicClient,
  defineChain,
  encodeFunctionData,
  erc20Abi,
  http,
  parseUnits,
  toFunctionSelector,
} from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'
import { sendSessionCalls } from './sendSessionCalls.ts'
import { rememberSessionKey } from './sessionAccount.ts'

// Smart sessions (docs/rules/permissions.md wallet_grantPermissions): the page's session key acts without prompts, and
// each refusal by the account is a SmartSessionError naming the rule, read back from the chain.
describe('sendSessionCalls against anvil, the devnet contracts and alto', () => {
  let anvil: StartAnvilReturnType
  let bundler: StartBundlerReturnType
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: DEVNET_A_CHAIN_ID, port: 0 })
    await deployDevnet(anvil.url)
    bundler = await startBundler({ rpcUrl: anvil.url, port: 0 })
  }, 180_000)
  afterAll(async () => {
    await bundler?.stop()
    await anvil?.stop()
  })

  it('spends within the limit, and is refused above it, outside its function, without its key and after expiry', async () => {
    const chain = defineChain({
      id: DEVNET_A_CHAIN_ID,
      name: 'Portico Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.url] } },
    })
    const client = createPublicClient({ chain, transport: http(anvil.url, { retryCount: 0 }) })
    const config = createConfig({ chains: [chain], transports: { [chain.id]: wagmiHttp(anvil.url) } })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toPorticoSmartAccount({ client, owner })
    const ownerBundler = createBundlerClient({
      client,
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
      nonce: await client.getTransactionCount({ address: funder.address, blockTag: 'pending' }),
      gas: 100_000n,
      maxFeePerGas: parseUnits('10', 9),
      maxPriorityFeePerGas: 1n,
    })
    await client.waitForTransactionReceipt({
      hash: await client.sendRawTransaction({ serializedTransaction: fund }),
    })

    // The owner grants the page's key PUSD transfer, 5 PUSD in total, for 40 seconds.
    const key = privateKeyToAccount(generatePrivateKey())
    rememberSessionKey(key)
    const validUntil = Math.floor(Date.now() / 1000) + 40
    const grant = await ownerBundler.sendUserOperation({
      account,
      calls: [
        {
          to: account.address,
          data: encodeFunctionData({
            abi: ARTIFACTS.PorticoAccount.abi,
            functionName: 'grantSession',
            args: [
              key.address,
              DEVNET_CONTRACT_ADDRESSES.pusd,
              toFunctionSelector('function transfer(address,uint256)'),
              parseUnits('5', 6),
              validUntil,
            ],
          }),
        },
      ],
    })
    expect(
      (await ownerBundler.waitForUserOperationReceipt({ hash: grant, pollingInterval: 200 })).success,
    ).toBe(true)

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const caipNetwork = toCaipNetwork(chain)
    const send = (functionName: 'transfer' | 'approve', amount: string, permissionsContext = key.address) =>
      sendSessionCalls(config, {
        connectorId: 'auth',
        address: account.address,
        caipNetwork,
        permissionsContext,
        bundlerUrl: bundler.url,
        calls: [
          {
            to: DEVNET_CONTRACT_ADDRESSES.pusd,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName,
              args: [recipient, parseUnits(amount, 6)],
            }),
          },
        ],
      })
    const reason = (promise: Promise<unknown>) =>
      promise.then(
        () => 'sent',
        (error: unknown) => (error instanceof SmartSessionError ? error.reason : String(error)),
      )

    const sent = await send('transfer', '2')
    expect((await client.getTransactionReceipt({ hash: sent.transactionHash as `0x${string}` })).status).toBe(
      'success',
    )
    expect(await reason(send('transfer', '4'))).toBe('SpendLimitExceeded')
    expect(await reason(send('approve', '1'))).toBe('OutOfScope')
    expect(await reason(send('transfer', '1', privateKeyToAccount(generatePrivateKey()).address))).toBe(
      'UnknownSession',
    )
    const balance = (address: `0x${string}`) =>
      client.readContract({
        address: DEVNET_CONTRACT_ADDRESSES.pusd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    expect(await balance(recipient)).toBe(parseUnits('2', 6))

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, validUntil * 1000 - Date.now() + 1500)))
    expect(await reason(send('transfer', '1'))).toBe('Expired')
    expect(await balance(recipient)).toBe(parseUnits('2', 6))
  }, 180_000)
})
