import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getContractAddress,
  http,
  parseAbi,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS, DEV_MNEMONIC, DEVNET_DEPLOYER } from './accounts.ts'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, type DevnetChainId } from './chains.ts'
import {
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOY_ORDER,
  DEVNET_TOKENS,
} from './contracts.ts'
import { deployDevnet } from './deploy.ts'
import { type StartDevnetReturnType, startDevnet } from './startDevnet.ts'

describe('devnet accounts and deterministic addresses (DESIGN §6)', () => {
  it('DEV_ACCOUNTS are the first five accounts of the anvil mnemonic, the deployer is the tenth', () => {
    for (const [index, account] of DEV_ACCOUNTS.entries()) {
      expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index }).address).toBe(account.address)
    }
    expect(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 }).address).toBe(DEVNET_DEPLOYER.address)
  })

  it('the exported contract addresses are the deployer CREATE addresses at nonces 0..4', () => {
    for (const [nonce, name] of DEVNET_DEPLOY_ORDER.entries()) {
      const expected = getContractAddress({ from: DEVNET_DEPLOYER.address, nonce: BigInt(nonce) })
      expect(DEVNET_CONTRACT_ADDRESSES[name]).toBe(expected)
    }
  })
})

describe('startDevnet and deployDevnet against anvil (DESIGN §6)', () => {
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
