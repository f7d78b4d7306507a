import {
  type Address,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, DEVNET_DEPLOYER } from './accounts.ts'
import { ARTIFACTS } from './artifacts.ts'
import {
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOY_ORDER,
  DEVNET_ETH_FUND_AMOUNT,
  DEVNET_TOKENS,
  type DevnetContractName,
} from './contracts.ts'
import { DevnetError } from './devnetError.ts'

const fundingAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function issue(address to, uint256 amount)',
  'function mint(address to) returns (uint256)',
])

type Step = { description: string; to?: Address; data: Hex; value?: bigint }

function deployStep(name: DevnetContractName): Step {
  const token = DEVNET_TOKENS.find((entry) => entry.contract === name)
  if (name === 'multicall3') {
    const { abi, bytecode } = ARTIFACTS.Multicall3
    return { description: 'deploy Multicall3', data: encodeDeployData({ abi, bytecode }) }
  }
  if (name === 'tiles') {
    const { abi, bytecode } = ARTIFACTS.PorticoCollection
    return { description: `deploy ${DEVNET_COLLECTION.name}`, data: encodeDeployData({ abi, bytecode }) }
  }
  if (!token) throw new DevnetError(`No deploy step for ${name}`)
  const { abi, bytecode } = token.kind === 'erc20' ? ARTIFACTS.PorticoToken : ARTIFACTS.TetherToken
  return {
    description: `deploy ${token.name}`,
    data: encodeDeployData({ abi, bytecode, args: [token.name, token.symbol, token.decimals] }),
  }
}

/** Every deployer transaction, in nonce order: transaction i is sent with nonce i. */
export function getDevnetDeploySteps(): readonly Step[] {
  const steps = DEVNET_DEPLOY_ORDER.map(deployStep)
  for (const [index, account] of DEV_ACCOUNTS.entries()) {
    steps.push({
      description: `fund account ${index} with ETH`,
      to: account.address,
      data: '0x',
      value: parseEther(DEVNET_ETH_FUND_AMOUNT.toString()),
    })
    for (const token of DEVNET_TOKENS) {
      steps.push({
        description: `fund account ${index} with ${token.symbol}`,
        to: token.address,
        data: encodeFunctionData({
          abi: fundingAbi,
          functionName: token.kind === 'erc20' ? 'mint' : 'issue',
          args: [account.address, parseUnits(token.fundAmount.toString(), token.decimals)],
        }),
      })
    }
    for (let count = 0; count < DEVNET_COLLECTION.perAccount; count++) {
      steps.push({
        description: `mint ${DEVNET_COLLECTION.symbol} to account ${index}`,
        to: DEVNET_COLLECTION.address,
        data: encodeFunctionData({ abi: fundingAbi, functionName: 'mint', args: [account.address] }),
      })
    }
  }
  return steps
}

export type DeployDevnetReturnType = {
  chainId: number
  /** Transactions sent by this call; 0 when the chain was already deployed and funded. */
  sentTransactions: number
  contracts: typeof DEVNET_CONTRACT_ADDRESSES
}

/**
 * Deploys the test contracts and funds the dev accounts on one devnet chain. Idempotent and
 * resumable: the deployer's nonce tells which steps already ran, so a second call sends nothing.
 *
 * @example
 * await deployDevnet('http://127.0.0.1:8545')
 */
export async function deployDevnet(rpcUrl: string): Promise<DeployDevnetReturnType> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport })
  const chainId = await publicClient.getChainId()
  const chain = defineChain({
    id: chainId,
    name: `devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(DEVNET_DEPLOYER.privateKey)
  const walletClient = createWalletClient({ account, chain, transport })
  const steps = getDevnetDeploySteps()
  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })

  for (let index = nonce; index < steps.length; index++) {
    const step = steps[index]!
    const hash = await walletClient.sendTransaction({
      to: step.to ?? null,
      data: step.data,
      value: step.value ?? 0n,
      nonce: index,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success')
      throw new DevnetError(`Devnet step failed: ${step.description} (${hash})`)
  }

  for (const name of DEVNET_DEPLOY_ORDER) {
    const code = await publicClient.getCode({ address: DEVNET_CONTRACT_ADDRESSES[name] })
    if (!code || code === '0x') {
      throw new DevnetError(`Chain ${chainId} at ${rpcUrl} is not a Portico devnet: no ${name} contract`)
    }
  }
  return {
    chainId,
    sentTransactions: Math.max(0, steps.length - nonce),
    contracts: DEVNET_CONTRACT_ADDRESSES,
  }
}
