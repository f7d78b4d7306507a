import type { FastifyInstance } from 'fastify'
import type { KnownToken } from '../blockchain/knownTokens.ts'
import { authErrorResponses, vaultTokensResponseSchema } from './responseSchemas.ts'

/** What the vault may ask at once: the tokens one user operation's calls touch. */
const MAX_ADDRESSES = 16

export type VaultToken = { address: string; symbol: string; decimals: number }

/**
 * `GET /v1/auth/tokens?chainId=eip155:1&addresses=0x…,0x…`: the symbol and decimals of the listed
 * contracts that are on the operator's token list, so the vault's approval screen reads "5 PUSD"
 * rather than "5000000 base units". A contract that is not on the list is left out: its own
 * `symbol()` is whatever its deployer chose (a scam token can call itself USDC), so the vault shows
 * its amount in base units and its address.
 */
export function registerVaultTokenRoute(
  app: FastifyInstance,
  knownToken: (caipNetworkId: string, address: string) => KnownToken | undefined,
): void {
  app.get<{ Querystring: { chainId: string; addresses: string } }>(
    '/v1/auth/tokens',
    {
      schema: {
        summary: "The operator's known tokens among the given addresses, for the approval screen",
        querystring: {
          type: 'object',
          required: ['chainId', 'addresses'],
          additionalProperties: false,
          properties: {
            chainId: { type: 'string', pattern: '^eip155:[0-9]{1,20}$' },
            addresses: {
              type: 'string',
              pattern: `^0x[0-9a-fA-F]{40}(,0x[0-9a-fA-F]{40}){0,${MAX_ADDRESSES - 1}}$`,
            },
          },
        },
        response: { 200: vaultTokensResponseSchema, ...authErrorResponses },
      },
    },
    async (request): Promise<{ tokens: VaultToken[] }> => {
      const { chainId, addresses } = request.query
      const tokens = new Map<string, VaultToken>()
      for (const address of addresses.split(',')) {
        const token = knownToken(chainId, address)
        if (token)
          tokens.set(token.address, {
            address: token.address,
            symbol: token.symbol,
            decimals: token.decimals,
          })
      }
      return { tokens: [...tokens.values()] }
    },
  )
}
