import entryPoint from '@account-abstraction/contracts/artifacts/EntryPoint.json' with { type: 'json' }
import type { Abi, Hex } from 'viem'
import multicall3 from '../contracts/artifacts/Multicall3.json' with { type: 'json' }
import account from '../contracts/artifacts/PorticoAccount.json' with { type: 'json' }
import accountFactory from '../contracts/artifacts/PorticoAccountFactory.json' with { type: 'json' }
import collection from '../contracts/artifacts/PorticoCollection.json' with { type: 'json' }
import swapFactory from '../contracts/artifacts/PorticoSwapFactory.json' with { type: 'json' }
import swapPair from '../contracts/artifacts/PorticoSwapPair.json' with { type: 'json' }
import swapRouter from '../contracts/artifacts/PorticoSwapRouter.json' with { type: 'json' }
import token from '../contracts/artifacts/PorticoToken.json' with { type: 'json' }
import verifyingPaymaster from '../contracts/artifacts/PorticoVerifyingPaymaster.json' with { type: 'json' }
import tether from '../contracts/artifacts/TetherToken.json' with { type: 'json' }
import weth from '../contracts/artifacts/WrappedEther.json' with { type: 'json' }

export type ContractArtifact = { contractName: string; abi: Abi; bytecode: Hex }

/**
 * The compiled test contracts (`npm run -w @portico/devnet compile` regenerates them), and EntryPoint
 * v0.7 as eth-infinitism published it: only that exact init code lands at the canonical address.
 */
export const ARTIFACTS = {
  EntryPoint: entryPoint as ContractArtifact,
  Multicall3: multicall3 as ContractArtifact,
  PorticoAccount: account as ContractArtifact,
  PorticoAccountFactory: accountFactory as ContractArtifact,
  PorticoCollection: collection as ContractArtifact,
  PorticoSwapFactory: swapFactory as ContractArtifact,
  PorticoSwapPair: swapPair as ContractArtifact,
  PorticoSwapRouter: swapRouter as ContractArtifact,
  PorticoToken: token as ContractArtifact,
  TetherToken: tether as ContractArtifact,
  PorticoVerifyingPaymaster: verifyingPaymaster as ContractArtifact,
  WrappedEther: weth as ContractArtifact,
} as const
