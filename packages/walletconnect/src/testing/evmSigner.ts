import { createWalletClient, defineChain, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** anvil's second prefunded account. */
export const anvilPrivateKey: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'

export function anvilChain(rpcUrl: string) {
  return defineChain({
    id: 31_337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/**
 * What a wallet does with a request: personal_sign with a viem local account, eth_sendTransaction signed
 * locally and sent to anvil.
 */
export function createEvmSigner(rpcUrl: string) {
  const account = privateKeyToAccount(anvilPrivateKey)
  const chain = anvilChain(rpcUrl)
  const client = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) })
  return {
    account,
    caipAccount: `eip155:${chain.id}:${account.address}`,
    async handle(method: string, params: unknown): Promise<Hex> {
      if (method === 'personal_sign') {
        const [message] = params as [Hex, string]
        return account.signMessage({ message: { raw: message } })
      }
      if (method === 'eth_sendTransaction') {
        const [transaction] = params as [{ to: Hex; value?: Hex; data?: Hex }]
        return client.sendTransaction({
          to: transaction.to,
          value: transaction.value ? BigInt(transaction.value) : 0n,
          ...(transaction.data ? { data: transaction.data } : {}),
        })
      }
      throw new Error(`Unsupported method ${method}`)
    },
  }
}
