import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getContractAddress,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, DEV_MNEMONIC, DEVNET_DEPLOYER } from './accounts.ts'
import { ARTIFACTS } from './artifacts.ts'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, type DevnetChainId } from './chains.ts'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOY_ORDER,
  DEVNET_SWAP,
  DEVNET_SWAP_POOLS,
  DEVNET_TOKENS,
  DEVNET_WRAPPED_NATIVE,
} from './contracts.ts'
import { deployDevnet } from './deploy.ts'
import { type StartDevnetReturnType, startDevnet } from './startDevnet.ts'

describe('devnet accounts and deterministic addresses (packages/devnet/README.md)', () => {
  it('DEV_ACCOUNTS are the first five accounts of the anvil mnemonic, the deployer is the tenth', () => {
    for (const [index, account] of DEV_ACCOUNTS.entries()) {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address).toBe(account.address)
    }
    expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 }).address).toBe(DEVNET_DEPLOYER.address)
  })

  it('the first five contracts keep their addresses; the AMM is appended at nonces 5..7, the smart-account contracts at 8..10, USDC at 11', () => {
    expect(DEVNET_DEPLOY_ORDER.slice(0, 5)).toEqual(['multicall3', 'pusd', 'pdai', 'usdt', 'tiles'])
    expect(DEVNET_CONTRACT_ADDRESSES).toMatchObject({
      multicall3: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      pusd: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
      pdai: '0xb19b36b1456E65E3A6D514D3F715f204BD59f431',
      usdt: '0x8ce361602B935680E8DeC218b820ff5056BeB7af',
      tiles: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629',
    })
    expect(DEVNET_DEPLOY_ORDER.slice(5, 8)).toEqual(['weth', 'swapFactory', 'swapRouter'])
    expect(DEVNET_DEPLOY_ORDER.slice(8, 11)).toEqual(['entryPoint', 'accountFactory', 'verifyingPaymaster'])
    expect(DEVNET_DEPLOY_ORDER.slice(11)).toEqual(['usdc'])
  })

  it('the exported contract addresses are the deployer CREATE addresses, EntryPoint v0.7 its canonical one', () => {
    for (const [nonce, name] of DEVNET_DEPLOY_ORDER.entries()) {
      const expected =
        name === 'entryPoint'
          ? getContractAddress({
              opcode: 'CREATE2',
              from: DEVNET_ACCOUNT_ABSTRACTION.create2Deployer,
              salt: DEVNET_ACCOUNT_ABSTRACTION.entryPointSalt,
              bytecode: ARTIFACTS.EntryPoint.bytecode,
            })
          : getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })
      expect(DEVNET_CONTRACT_ADDRESSES[name]).toBe(expected)
    }
    expect(DEVNET_CONTRACT_ADDRESSES.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
  })
})

describe('startDevnet and deployDevnet against anvil (packages/devnet/README.md)', () => {
  let devnet: StartDevnetReturnType

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { [DEVNET_A_CHAIN_ID]: 0, [DEVNET_B_CHAIN_ID]: 0 } })
  }, 60_000)
  afterAll(async () => {
    await devnet?.stop()
  })

  it('runs both chains with their ids and names on 127.0.0.1', async () => {
    const [a, b] = devnet.chains
    expect(a.name).toBe('Portico Devnet A')
    expect(b.name).toBe('Portico Devnet B')
    for (const chain of devnet.chains) {
      const url = new URL(chain.rpcUrls.default.http[0]!)
      expect(url.hostname).toBe('127.0.0.1')
      const client = createPublicClient({ transport: http(url.toString()) })
      expect(await client.getChainId()).toBe(chain.id)
    }
  })

  it('deploys the contracts at the exported addresses and funds every dev account on both chains', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ chain, transport: http() })
      for (const token of DEVNET_TOKENS) {
        const [name, symbol, decimals] = await Promise.all([
          client.readContract({ address: token.address, abi: erc20Abi, functionName: 'name' }),
          client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' }),
        ])
        expect({ name, symbol, decimals }).toEqual({
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })
      }
      const balances = await client.multicall({
        allowFailure: false,
        contracts: DEV_ACCOUNTS.flatMap((account) =>
          DEVNET_TOKENS.map(
            (token) =>
              ({
                address: token.address,
                abi: erc20Abi,
                functionName: 'balanceOf',
                args: [account.address],
              }) as const,
          ),
        ),
      })
      const expected = DEV_ACCOUNTS.flatMap(() =>
        DEVNET_TOKENS.map((token) => parseUnits(token.fundAmount.toString(), token.decimals)),
      )
      expect(balances).toEqual(expected)
      for (const account of DEV_ACCOUNTS) {
        const nfts = await client.readContract({
          address: DEVNET_COLLECTION.address,
          abi: erc721Abi,
          functionName: 'balanceOf',
          args: [account.address],
        })
        expect(nfts).toBe(BigInt(DEVNET_COLLECTION.perAccount))
        expect(await client.getBalance({ address: account.address })).toBeGreaterThan(10_000n * 10n ** 18n)
      }
    }
  })

  it('the USDT-style token transfer returns no data, the standard ERC20 returns true', async () => {
    const [chain] = devnet.chains
    const client = createPublicClient({ chain, transport: http() })
    const abi = parseAbi(['function transfer(address to, uint256 value)'])
    const [sender, receiver] = DEV_ACCOUNTS
    const call = (address: `0x${string}`) =>
      client.call({
        account: sender.address,
        to: address,
        data: encodeTransfer(abi, receiver.address),
      })
    expect((await call(DEVNET_CONTRACT_ADDRESSES.usdt)).data).toBeUndefined()
    expect((await call(DEVNET_CONTRACT_ADDRESSES.pusd)).data).toBe(`0x${'0'.repeat(63)}1`)
  })

  it('NFT metadata is a JSON data URI with an SVG image', async () => {
    const [, chain] = devnet.chains
    const client = createPublicClient({ chain, transport: http() })
    const uri = await client.readContract({
      address: DEVNET_COLLECTION.address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [4n],
    })
    const json = JSON.parse(Buffer.from(uri.split(',')[1]!, 'base64').toString()) as {
      name: string
      image: string
    }
    expect(json.name).toBe('Portico Tile #4')
    const svg = Buffer.from(json.image.split(',')[1]!, 'base64').toString()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('#4</text>')
    const owner = await client.readContract({
      address: DEVNET_COLLECTION.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [4n],
    })
    expect(owner).toBe(DEV_ACCOUNTS[1].address)
  })

  it('reuses chains already running on fixed ports; a port serving another chain is an error', async () => {
    const port = (chainId: DevnetChainId) => Number(new URL(devnet.urls[chainId]).port)
    const again = await startDevnet({
      ports: { [DEVNET_A_CHAIN_ID]: port(DEVNET_A_CHAIN_ID), [DEVNET_B_CHAIN_ID]: port(DEVNET_B_CHAIN_ID) },
    })
    expect(again.urls).toEqual(devnet.urls)
    await again.stop()
    const client = createPublicClient({ transport: http(devnet.urls[DEVNET_A_CHAIN_ID]) })
    expect(await client.getChainId()).toBe(DEVNET_A_CHAIN_ID)
    await expect(
      startDevnet({
        ports: { [DEVNET_A_CHAIN_ID]: port(DEVNET_B_CHAIN_ID), [DEVNET_B_CHAIN_ID]: port(DEVNET_A_CHAIN_ID) },
      }),
    ).rejects.toThrow('Could not start the devnet chains')
  })

  it('seeds the AMM pools on both chains with the listed liquidity, WETH wrapping ETH', async () => {
    const pairAbi = ARTIFACTS.PorticoSwapPair.abi
    const factoryAbi = ARTIFACTS.PorticoSwapFactory.abi
    const decimalsOf = (name: string) =>
      name === 'weth'
        ? DEVNET_WRAPPED_NATIVE.decimals
        : DEVNET_TOKENS.find((token) => token.contract === name)!.decimals
    for (const chain of devnet.chains) {
      const client = createPublicClient({ chain, transport: http() })
      for (const { tokens, amounts } of DEVNET_SWAP_POOLS) {
        const [a, b] = tokens.map((name) => DEVNET_CONTRACT_ADDRESSES[name])
        const pair = (await client.readContract({
          address: DEVNET_SWAP.factory,
          abi: factoryAbi,
          functionName: 'getPair',
          args: [a, b],
        })) as `0x${string}`
        const [reserve0, reserve1] = (await client.readContract({
          address: pair,
          abi: pairAbi,
          functionName: 'getReserves',
        })) as [bigint, bigint, number]
        const expected = tokens.map((name, side) => parseUnits(amounts[side]!.toString(), decimalsOf(name)))
        expect(a!.toLowerCase() < b!.toLowerCase() ? [reserve0, reserve1] : [reserve1, reserve0]).toEqual(
          expected,
        )
      }
    }
  })

  it('the router swaps an exact input along a two-hop path for what getAmountsOut quoted', async () => {
    const [chain] = devnet.chains
    const account = privateKeyToAccount(DEV_ACCOUNTS[2].privateKey)
    const client = createPublicClient({ chain, transport: http() })
    const wallet = createWalletClient({ account, chain, transport: http() })
    const { pdai, pusd, usdt } = DEVNET_CONTRACT_ADDRESSES
    const abi = ARTIFACTS.PorticoSwapRouter.abi
    const amountIn = parseUnits('25', 18)
    const path = [pdai, pusd, usdt]
    const amounts = (await client.readContract({
      address: DEVNET_SWAP.router,
      abi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })) as bigint[]
    const before = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    const approve = await wallet.writeContract({
      address: pdai,
      abi: erc20Abi,
      functionName: 'approve',
      args: [DEVNET_SWAP.router, amountIn],
    })
    await client.waitForTransactionReceipt({ hash: approve })
    const swap = await wallet.writeContract({
      address: DEVNET_SWAP.router,
      abi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, amounts[2], path, account.address, 2n ** 64n],
    })
    expect((await client.waitForTransactionReceipt({ hash: swap })).status).toBe('success')
    const after = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account.address],
    })
    expect(after - before).toBe(amounts[2])
    expect(amounts[2]).toBeGreaterThan(parseUnits('24.8', 6))
  })

  it('deployDevnet is idempotent: a second run sends no transaction', async () => {
    const result = await deployDevnet(devnet.urls[DEVNET_B_CHAIN_ID])
    expect(result).toMatchObject({ chainId: DEVNET_B_CHAIN_ID, sentTransactions: 0 })
  })
})

function encodeTransfer(
  abi: ReturnType<typeof parseAbi<['function transfer(address to, uint256 value)']>>,
  to: `0x${string}`,
) {
  return encodeFunctionData({ abi, functionName: 'transfer', args: [to, 1n] })
}
