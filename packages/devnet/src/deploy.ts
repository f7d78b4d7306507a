import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS, DEVNET_DEPLOYER } from './accounts.ts'
import { ARTIFACTS } from './artifacts.ts'
import {
  DEVNET_ACCOUNT_ABSTRACTION,
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_DEPLOY_ORDER,
  DEVNET_ETH_FUND_AMOUNT,
  DEVNET_SWAP_POOLS,
  DEVNET_TOKENS,
  DEVNET_WRAPPED_NATIVE,
  type DevnetContractName,
} from './contracts.ts'
import { DevnetError } from './devnetError.ts'

const fundingAbi = parseAbi([
  'function mint(address to, uint256 amount)',
  'function issue(address to, uint256 amount)',
  'function mint(address to) returns (uint256)',
])

const liquidityAbi = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable',
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
  if (name === 'weth') {
    const { abi, bytecode } = ARTIFACTS.WrappedEther
    return { description: `deploy ${DEVNET_WRAPPED_NATIVE.name}`, data: encodeDeployData({ abi, bytecode }) }
  }
  if (name === 'swapFactory') {
    const { abi, bytecode } = ARTIFACTS.PorticoSwapFactory
    return { description: 'deploy the swap factory', data: encodeDeployData({ abi, bytecode }) }
  }
  if (name === 'swapRouter') {
    const { abi, bytecode } = ARTIFACTS.PorticoSwapRouter
    return {
      description: 'deploy the swap router',
      data: encodeDeployData({
        abi,
        bytecode,
        args: [DEVNET_CONTRACT_ADDRESSES.swapFactory, DEVNET_CONTRACT_ADDRESSES.weth],
      }),
    }
  }
  if (name === 'entryPoint') {
    const { create2Deployer, entryPointSalt } = DEVNET_ACCOUNT_ABSTRACTION
    return {
      description: 'deploy EntryPoint v0.7 through the deterministic deployer',
      to: create2Deployer,
      data: concat([entryPointSalt, ARTIFACTS.EntryPoint.bytecode]),
    }
  }
  if (name === 'accountFactory') {
    const { abi, bytecode } = ARTIFACTS.PorticoAccountFactory
    return {
      description: 'deploy the smart-account factory',
      data: encodeDeployData({ abi, bytecode, args: [DEVNET_CONTRACT_ADDRESSES.entryPoint] }),
    }
  }
  if (name === 'verifyingPaymaster') {
    const { abi, bytecode } = ARTIFACTS.PorticoVerifyingPaymaster
    return {
      description: 'deploy the verifying paymaster',
      data: encodeDeployData({
        abi,
        bytecode,
        args: [DEVNET_CONTRACT_ADDRESSES.entryPoint, DEVNET_ACCOUNT_ABSTRACTION.sponsor.address],
      }),
    }
  }
  if (!token) throw new DevnetError(`No deploy step for ${name}`)
  const { abi, bytecode } = token.kind === 'erc20' ? ARTIFACTS.PorticoToken : ARTIFACTS.TetherToken
  return {
    description: `deploy ${token.name}`,
    data: encodeDeployData({ abi, bytecode, args: [token.name, token.symbol, token.decimals] }),
  }
}

function tokenOf(name: DevnetContractName) {
  const token = DEVNET_TOKENS.find((entry) => entry.contract === name)
  if (!token) throw new DevnetError(`${name} is not a devnet token`)
  return token
}

/** The deployer mints what the pools need, lets the router take it and adds each pool's liquidity. */
function seedSwapPoolSteps(): Step[] {
  const router = DEVNET_CONTRACT_ADDRESSES.swapRouter
  const owner = DEVNET_DEPLOYER.address
  const needed = new Map<DevnetContractName, bigint>()
  for (const { tokens, amounts } of DEVNET_SWAP_POOLS) {
    for (const [side, name] of tokens.entries()) {
      if (name !== 'weth') needed.set(name, (needed.get(name) ?? 0n) + (amounts[side] ?? 0n))
    }
  }
  const steps: Step[] = []
  for (const [name, amount] of needed) {
    const token = tokenOf(name)
    steps.push(
      {
        description: `mint ${amount} ${token.symbol} for the swap pools`,
        to: token.address,
        data: encodeFunctionData({
          abi: fundingAbi,
          functionName: token.kind === 'erc20' ? 'mint' : 'issue',
          args: [owner, parseUnits(amount.toString(), token.decimals)],
        }),
      },
      {
        description: `approve ${token.symbol} to the swap router`,
        to: token.address,
        data: encodeFunctionData({ abi: liquidityAbi, functionName: 'approve', args: [router, maxUint256] }),
      },
    )
  }
  for (const { tokens, amounts } of DEVNET_SWAP_POOLS) {
    const [nameA, nameB] = tokens
    const description = `add liquidity to the ${nameA}/${nameB} pool`
    if (nameB === 'weth') {
      const token = tokenOf(nameA)
      const amount = parseUnits(amounts[0].toString(), token.decimals)
      steps.push({
        description,
        to: router,
        value: parseEther(amounts[1].toString()),
        data: encodeFunctionData({
          abi: liquidityAbi,
          functionName: 'addLiquidityETH',
          args: [token.address, amount, amount, 0n, owner, maxUint256],
        }),
      })
      continue
    }
    const [tokenA, tokenB] = [tokenOf(nameA), tokenOf(nameB)]
    const amountA = parseUnits(amounts[0].toString(), tokenA.decimals)
    const amountB = parseUnits(amounts[1].toString(), tokenB.decimals)
    steps.push({
      description,
      to: router,
      data: encodeFunctionData({
        abi: liquidityAbi,
        functionName: 'addLiquidity',
        args: [tokenA.address, tokenB.address, amountA, amountB, amountA, amountB, owner, maxUint256],
      }),
    })
  }
  return steps
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
  steps.push(...seedSwapPoolSteps())
  steps.push({
    description: "deposit the paymaster's gas funds at the EntryPoint",
    to: DEVNET_CONTRACT_ADDRESSES.entryPoint,
    value: parseEther(DEVNET_ACCOUNT_ABSTRACTION.paymasterDeposit.toString()),
    data: encodeFunctionData({
      abi: parseAbi(['function depositTo(address account) payable']),
      functionName: 'depositTo',
      args: [DEVNET_CONTRACT_ADDRESSES.verifyingPaymaster],
    }),
  })
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
