/** Swap and transaction limits (docs/rules/permissions.md, limits.md). */
export const SWAP = {
  slippageTolerance: 1,
  pendingTransactionsLimit: 99,
  /** eip155 chain ids where swaps are supported. */
  supportedChainIds: [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554],
} as const
