// @vitest-environment happy-dom
import { DEV_ACCOUNTS, DEVNET_CONTRACT_ADDRESSES } from '@portico/devnet'
import { createPublicClient, type EIP1193Provider, erc20Abi, formatUnits, http } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createHarness, DEV_WALLET_ID } from '../../test/createHarness.ts'

type Asset = { type: string; metadata: Record<string, unknown> }

const account = DEV_ACCOUNTS[3]

/** Answers wallet_getCapabilities and wallet_getAssets as told, and records the methods asked. */
function intercept(answers: {
  capabilities?: (answer: unknown) => unknown
  assets?: (answer: Record<string, Asset[]>) => unknown
}) {
  const methods: string[] = []
  const wrap = (provider: EIP1193Provider): EIP1193Provider => ({
    ...provider,
    request: (async (args: { method: string }) => {
      methods.push(args.method)
      const answer = await provider.request(args as never)
      if (args.method === 'wallet_getCapabilities' && answers.capabilities)
        return answers.capabilities(answer)
      if (args.method === 'wallet_getAssets' && answers.assets) {
        return answers.assets(answer as Record<string, Asset[]>)
      }
      return answer
    }) as EIP1193Provider['request'],
  })
  return { wrap, methods }
}

/** What a wallet with full EIP-7811 metadata answers: upper-case types, prices and icons. */
function withPrices(answer: Record<string, Asset[]>) {
  return Object.fromEntries(
    Object.entries(answer).map(([chainId, assets]) => [
      chainId,
      assets.map((asset) => ({
        ...asset,
        type: asset.type.toUpperCase(),
        metadata: { ...asset.metadata, price: 2, iconUrl: 'data:image/svg+xml,<svg/>' },
      })),
    ]),
  )
}

describe('the wallet’s own token list (wallet_getAssets, docs/rules/states.md Balance, validation.md, api.md)', () => {
  const harness = createHarness()
  afterEach(() => harness.cleanup())
  const [devnetA] = harness.networks

  async function connected(wrap: (provider: EIP1193Provider) => EIP1193Provider) {
    const wallet = harness.installWallet({ wrap })
    wallet.selectAccount(3)
    const { adapter } = harness.setupAdapter()
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    return adapter
  }

  it('lists the tokens of a wallet that reports assetDiscovery, as token balances of the network', async () => {
    const { wrap } = intercept({ assets: withPrices })
    const adapter = await connected(wrap)
    const tokens = await adapter.getWalletAssets?.({
      connectorId: DEV_WALLET_ID,
      address: account.address,
      caipNetwork: devnetA,
    })
    const bySymbol = Object.fromEntries((tokens ?? []).map((token) => [token.symbol, token]))
    expect(Object.keys(bySymbol).sort()).toEqual(['ETH', 'PDAI', 'PUSD', 'USDC', 'USDT'])
    expect(bySymbol.ETH).toMatchObject({
      address: undefined,
      chainId: 'eip155:31337',
      quantity: { decimals: '18' },
    })
    const client = createPublicClient({ transport: http(devnetA.rpcUrls.default.http[0]) })
    const pusd = await client.readContract({
      address: DEVNET_CONTRACT_ADDRESSES.pusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(bySymbol.PUSD).toMatchObject({
      address: `eip155:31337:${DEVNET_CONTRACT_ADDRESSES.pusd}`,
      quantity: { decimals: '6', numeric: formatUnits(pusd, 6) },
      price: 2,
      value: Number(formatUnits(pusd, 6)) * 2,
    })
  })

  it('an answer without prices and icons fails docs/rules/validation.md’s checks: undefined, so core asks the API', async () => {
    const { wrap, methods } = intercept({})
    const adapter = await connected(wrap)
    expect(
      await adapter.getWalletAssets?.({
        connectorId: DEV_WALLET_ID,
        address: account.address,
        caipNetwork: devnetA,
      }),
    ).toBeUndefined()
    expect(methods).toContain('wallet_getAssets')
  })

  it('a wallet without assetDiscovery is not asked for its assets', async () => {
    const { wrap, methods } = intercept({ capabilities: () => ({}), assets: withPrices })
    const adapter = await connected(wrap)
    expect(
      await adapter.getWalletAssets?.({
        connectorId: DEV_WALLET_ID,
        address: account.address,
        caipNetwork: devnetA,
      }),
    ).toBeUndefined()
    expect(methods).toContain('wallet_getCapabilities')
    expect(methods).not.toContain('wallet_getAssets')
  })
})
