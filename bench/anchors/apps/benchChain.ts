// The chain every bench app connects to: a local anvil (Portico Devnet A's id) whose RPC URL the bench
// defines at build time, so a journey's balance read stays on 127.0.0.1 for every kit.
const rpcUrl: string = import.meta.env.VITE_BENCH_RPC_URL ?? 'http://127.0.0.1:8545'

export const benchChain = {
  id: 31337,
  name: 'Portico Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
} as const
