import type { AddressInfo } from 'node:net'
import {
  ARTIFACTS,
  DEV_ACCOUNTS,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_SWAP,
  getDevnetServerConfig,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { createServer } from '../server/createServer.ts'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import type { SwapQuoteAnswer, SwapToken } from './convertApi.ts'
import { NATIVE_SWAP_TOKEN } from './swapProvider.ts'

type ErrorBody = { statusCode: number; error: string; message: string }
type ApproveTx = {
  tx: { from: string; to: string; data: Hex; value: string; spender: string; amount: string }
}
type SwapTx = {
  tx: {
    from: string
    to: string
    data: Hex
    value: string
    amount: string
    toAmount: string
    toAmountMin: string
    eip155: { gas: string; gasPrice: string; slippage: number }
  }
}

const { pusd, pdai, usdt, weth } = DEVNET_CONTRACT_ADDRESSES
const A = 'eip155:31337'
const plain = (caip10: string) => caip10.split(':')[2] as Address

describe('convert API on the devnet AMM against anvil and the real server (docs/rules/entities.md, validation.md, api.md, errors.md, limits.md)', () => {
  let devnet: StartDevnetReturnType
  let app: FastifyInstance
  let base: string

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      relay: false,
      blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  }, 90_000)

  afterAll(async () => {
    await app?.close()
    await devnet?.stop()
  })

  async function request<T>(path: string, status = 200, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json = (await response.json()) as T
    expect(response.status, `${path} ${JSON.stringify(json)}`).toBe(status)
    return json
  }
  const query = (values: Record<string, string>) => new URLSearchParams(values).toString()
  const client = () => createPublicClient({ chain: devnet.chains[0], transport: http() })
  const wallet = (index: number) =>
    createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[index]!.privateKey),
      chain: devnet.chains[0],
      transport: http(),
    })
  const balanceOf = (token: Address, owner: Address) =>
    token === NATIVE_SWAP_TOKEN
      ? client().getBalance({ address: owner })
      : client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const routerAmountsOut = (amount: bigint, path: readonly Address[]) =>
    client().readContract({
      address: DEVNET_SWAP.router,
      abi: ARTIFACTS.PorticoSwapRouter.abi,
      functionName: 'getAmountsOut',
      args: [amount, path],
    }) as Promise<bigint[]>
  async function send(index: number, tx: { to: string; data: Hex; value: string }, gas?: string) {
    const hash = await wallet(index).sendTransaction({
      to: plain(tx.to),
      data: tx.data,
      value: BigInt(tx.value),
      ...(gas ? { gas: BigInt(gas) } : {}),
    })
    return client().waitForTransactionReceipt({ hash })
  }

  it('GET /v1/convert/tokens lists the pooled devnet tokens and the native coin as swap tokens (docs/rules/entities.md)', async () => {
    const { tokens } = await request<{ tokens: SwapToken[] }>(`/v1/convert/tokens?chainId=${A}`)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'PUSD', 'PDAI', 'USDT', 'USDC', 'WETH'])
    const pusdToken = tokens.find((token) => token.symbol === 'PUSD')
    expect(pusdToken).toMatchObject({
      name: 'Portico USD',
      address: `${A}:${pusd}`,
      decimals: 6,
      eip2612: false,
      price: 1,
      value: 0,
    })
    expect(pusdToken?.logoUri).toMatch(/^(http|data:image\/svg\+xml)/)
    expect(tokens[0]).toMatchObject({ address: `${A}:${NATIVE_SWAP_TOKEN}`, decimals: 18, price: 3000 })
  })

  it('a quote from /v1/convert/quotes equals the router getAmountsOut, direct and two-hop (docs/rules/api.md)', async () => {
    const amount = parseUnits('10', 6)
    const direct = await request<{ quotes: SwapQuoteAnswer[] }>(
      `/v1/convert/quotes?${query({ amount: String(amount), userAddress: `${A}:${DEV_ACCOUNTS[0].address}`, from: `${A}:${pusd}`, to: `${A}:${pdai}`, gasPrice: '1000000000' })}`,
    )
    const [quote] = direct.quotes
    expect(quote).toMatchObject({
      id: null,
      provider: 'local-amm',
      fromAccount: `${A}:${pusd}`,
      fromAmount: String(amount),
      toAccount: `${A}:${pdai}`,
      path: [`${A}:${pusd}`, `${A}:${pdai}`],
    })
    expect(BigInt(quote!.toAmount)).toBe((await routerAmountsOut(amount, [pusd, pdai])).at(-1))
    expect(quote!.priceImpact).toBeGreaterThan(0)
    expect(quote!.priceImpact).toBeLessThan(0.01)

    const twoHop = await request<{ quotes: SwapQuoteAnswer[] }>(
      `/v1/convert/quotes?${query({ amount: String(parseUnits('100', 18)), from: `${A}:${pdai}`, to: `${A}:${usdt}` })}`,
    )
    expect(twoHop.quotes[0]?.path).toEqual([`${A}:${pdai}`, `${A}:${pusd}`, `${A}:${usdt}`])
    expect(BigInt(twoHop.quotes[0]!.toAmount)).toBe(
      (await routerAmountsOut(parseUnits('100', 18), [pdai, pusd, usdt])).at(-1),
    )
  })

  it('build-approve + build-transaction run by a dev account move balances by exactly the quoted amounts (docs/rules/api.md, limits.md)', async () => {
    const user = DEV_ACCOUNTS[1].address
    const amount = parseUnits('10', 6)
    const allowancePath = `/v1/convert/allowance?${query({ tokenAddress: `${A}:${pusd}`, userAddress: `${A}:${user}` })}`
    expect(await request(allowancePath)).toEqual({ allowance: '0', spender: `${A}:${DEVNET_SWAP.router}` })

    const refused = await request<ErrorBody>('/v1/convert/build-transaction', 400, {
      amount: String(amount),
      eip155: { slippage: 1 },
      from: `${A}:${pusd}`,
      to: `${A}:${pdai}`,
      userAddress: `${A}:${user}`,
    })
    expect(refused.message).toBe(
      `Insufficient PUSD allowance: approve ${DEVNET_SWAP.router} for 10 PUSD first (0 approved)`,
    )
    // An approve + swap batch builds the swap before its approval is mined: disableEstimate skips the
    // allowance check, as 1inch's does.
    const ahead = await request<SwapTx>('/v1/convert/build-transaction', 200, {
      amount: String(amount),
      eip155: { slippage: 1 },
      from: `${A}:${pusd}`,
      to: `${A}:${pdai}`,
      userAddress: `${A}:${user}`,
      disableEstimate: true,
    })
    expect(ahead.tx).toMatchObject({ to: `${A}:${DEVNET_SWAP.router}`, amount: String(amount) })

    const approve = await request<ApproveTx>(
      `/v1/convert/build-approve?${query({ userAddress: `${A}:${user}`, from: `${A}:${pusd}`, to: `${A}:${pdai}`, amount: String(amount) })}`,
    )
    expect(approve.tx).toMatchObject({
      from: `${A}:${user}`,
      to: `${A}:${pusd}`,
      value: '0',
      spender: `${A}:${DEVNET_SWAP.router}`,
      amount: String(amount),
    })
    expect((await send(1, approve.tx)).status).toBe('success')
    expect(await request(allowancePath)).toEqual({
      allowance: String(amount),
      spender: `${A}:${DEVNET_SWAP.router}`,
    })

    const { quotes } = await request<{ quotes: SwapQuoteAnswer[] }>(
      `/v1/convert/quotes?${query({ amount: String(amount), from: `${A}:${pusd}`, to: `${A}:${pdai}` })}`,
    )
    const built = await request<SwapTx>('/v1/convert/build-transaction', 200, {
      amount: String(amount),
      eip155: { slippage: 1 },
      projectId: 'portico-local',
      from: `${A}:${pusd}`,
      to: `${A}:${pdai}`,
      userAddress: `${A}:${user}`,
      disableEstimate: true,
    })
    expect(built.tx).toMatchObject({
      from: `${A}:${user}`,
      to: `${A}:${DEVNET_SWAP.router}`,
      value: '0',
      amount: String(amount),
      toAmount: quotes[0]!.toAmount,
      eip155: { slippage: 1 },
    })
    const toAmount = BigInt(built.tx.toAmount)
    expect(BigInt(built.tx.toAmountMin)).toBe((toAmount * 9900n) / 10_000n)

    const before = await Promise.all([balanceOf(pusd, user), balanceOf(pdai, user)])
    const receipt = await send(1, built.tx, built.tx.eip155.gas)
    expect(receipt.status).toBe('success')
    expect(receipt.gasUsed).toBeLessThanOrEqual(BigInt(built.tx.eip155.gas))
    const after = await Promise.all([balanceOf(pusd, user), balanceOf(pdai, user)])
    expect(before[0] - after[0]).toBe(amount)
    expect(after[1] - before[1]).toBe(toAmount)
    expect(after[1] - before[1]).toBeGreaterThanOrEqual(BigInt(built.tx.toAmountMin))
  })

  it('swaps the native coin through WETH with the gas estimated on chain (docs/rules/api.md)', async () => {
    const user = DEV_ACCOUNTS[3].address
    const amount = parseUnits('0.5', 18)
    const built = await request<SwapTx>('/v1/convert/build-transaction', 200, {
      amount: String(amount),
      eip155: { slippage: 1 },
      from: `${A}:${NATIVE_SWAP_TOKEN}`,
      to: `${A}:${usdt}`,
      userAddress: `${A}:${user}`,
    })
    expect(built.tx.value).toBe(String(amount))
    expect(BigInt(built.tx.toAmount)).toBe((await routerAmountsOut(amount, [weth, pusd, usdt])).at(-1))
    const before = await balanceOf(usdt, user)
    expect((await send(3, built.tx, built.tx.eip155.gas)).status).toBe('success')
    expect((await balanceOf(usdt, user)) - before).toBe(BigInt(built.tx.toAmount))
  })

  it('bad input is a clear 400 and nothing is built (docs/rules/validation.md, errors.md)', async () => {
    const user = `${A}:${DEV_ACCOUNTS[2].address}`
    const build = (body: Record<string, unknown>) =>
      request<ErrorBody>('/v1/convert/build-transaction', 400, {
        amount: '1000000',
        eip155: { slippage: 1 },
        from: `${A}:${pusd}`,
        to: `${A}:${pdai}`,
        userAddress: user,
        ...body,
      })
    const unknown = '0x000000000000000000000000000000000000bEEF'
    expect((await build({ to: `${A}:${unknown}` })).message).toBe(`Unknown swap token ${A}:${unknown}`)
    for (const amount of ['0', '-5', '1.5', 'ten']) {
      expect((await build({ amount })).message).toBe(
        `body.amount must be a positive whole number in the token's smallest unit, got "${amount}"`,
      )
    }
    expect((await build({ amount: String(parseUnits('20000', 6)) })).message).toBe(
      'Insufficient PUSD balance: 10000 available, 20000 asked',
    )
    expect(
      (
        await build({
          from: `eip155:1:${pusd}`,
          to: `eip155:1:${pdai}`,
          userAddress: `eip155:1:${DEV_ACCOUNTS[2].address}`,
        })
      ).message,
    ).toBe('Network not supported for Swaps')
    expect((await build({ eip155: { slippage: 0 } })).message).toBe('body.eip155.slippage must be > 0')
    expect((await build({ to: `${A}:${pusd}` })).message).toBe('from and to are the same token')
    expect((await build({ to: `eip155:31338:${pdai}` })).message).toBe(
      'to is on eip155:31338, the swap on eip155:31337',
    )
    expect((await build({ from: 'pusd' })).message).toBe('Invalid CAIP-10 address: pusd')

    const unsupported = [
      `/v1/convert/tokens?chainId=eip155:10`,
      `/v1/convert/tokens?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      `/v1/convert/quotes?${query({ amount: '1', from: `eip155:1:${pusd}`, to: `eip155:1:${pdai}` })}`,
      `/v1/convert/allowance?${query({ tokenAddress: `eip155:1:${pusd}`, userAddress: `eip155:1:${DEV_ACCOUNTS[2].address}` })}`,
      `/v1/convert/build-approve?${query({ userAddress: `eip155:1:${DEV_ACCOUNTS[2].address}`, from: `eip155:1:${pusd}` })}`,
    ]
    for (const path of unsupported) {
      expect((await request<ErrorBody>(path, 400)).message).toBe('Network not supported for Swaps')
    }
    expect((await request<ErrorBody>('/v1/convert/gas-price?chainId=eip155:10', 400)).message).toBe(
      'Network not supported for Gas Price',
    )
    expect(
      (
        await request<ErrorBody>(
          `/v1/convert/quotes?${query({ amount: '0', from: `${A}:${pusd}`, to: `${A}:${pdai}` })}`,
          400,
        )
      ).message,
    ).toBe(`amount must be a positive whole number in the token's smallest unit, got "0"`)
    expect(
      (
        await request<ErrorBody>(
          `/v1/convert/build-approve?${query({ userAddress: user, from: `${A}:${NATIVE_SWAP_TOKEN}` })}`,
          400,
        )
      ).message,
    ).toBe('ETH is the native coin: it needs no approval')
    expect((await request<ErrorBody>('/v1/convert/tokens?chainId=nope', 400)).message).toBe(
      'Invalid CAIP-2 network id: nope',
    )
    expect(await balanceOf(pusd, DEV_ACCOUNTS[2].address)).toBe(parseUnits('10000', 6))
  })

  it('POST /v1/fungible/price prices the swap tokens; gas-price answers the devnet (docs/rules/api.md)', async () => {
    const { fungibles } = await request<{ fungibles: { address: string; price: number }[] }>(
      '/v1/fungible/price',
      200,
      {
        currency: 'usd',
        addresses: [`${A}:${weth}`, `${A}:${NATIVE_SWAP_TOKEN}`],
        projectId: 'portico-local',
      },
    )
    expect(fungibles.map((entry) => entry.price)).toEqual([3000, 3000])
    const gas = await request<{ standard: string }>(`/v1/convert/gas-price?chainId=${A}`)
    expect(BigInt(gas.standard)).toBeGreaterThan(0n)
  })
})
