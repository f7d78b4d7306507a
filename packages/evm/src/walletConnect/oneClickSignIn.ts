import { type AdapterSignIn, type CaipNetwork, type SiwxMessageData, toCaipNetworkId } from '@portico/core'
import { formatAuthMessage, type WalletConnectSessionAuthentication } from '@portico/walletconnect/session'
import type { SessionProvider } from './createSessionProvider.ts'

export type OneClickSignInParameters = {
  signIn: AdapterSignIn
  networks: readonly CaipNetwork[]
  provider: SessionProvider
}

/**
 * WalletConnect one-click auth for the eip155 face: the session asks the wallet to sign in while it
 * connects (wc_sessionAuthenticate), each CACAO is checked on the chain's RPC (an EOA's through
 * ecrecover, a deployed smart account's through EIP-1271), and the one for the chain the provider is on becomes the
 * account's sign-in session. A session the backend refuses is dropped: the sign view then asks.
 */
export function oneClickSignIn(parameters: OneClickSignInParameters): WalletConnectSessionAuthentication {
  const { signIn, networks, provider } = parameters
  const rpcUrlOf = (chainId: string) =>
    networks.find((candidate) => candidate.caipNetworkId === chainId)?.rpcUrls.default.http[0]

  return {
    async request() {
      const fields = await signIn.createRequest()
      if (!fields) return undefined
      return {
        domain: fields.domain,
        uri: fields.uri,
        nonce: fields.nonce,
        ...(fields.statement ? { statement: fields.statement } : {}),
        ...(fields.requestId ? { requestId: fields.requestId } : {}),
        ...(fields.resources ? { resources: [...fields.resources] } : {}),
        verifyMessage: async ({ chainId, address, message, signature }) => {
          const rpcUrl = rpcUrlOf(chainId)
          if (!rpcUrl) return false
          const { verifyEvmMessage } = await import('./verifyEvmMessage.ts')
          return verifyEvmMessage({ rpcUrl, address, message, signature })
        },
      }
    },
    async onAuthenticated({ auths }) {
      const chain = `eip155:${provider.getChainId()}`
      const cacao = auths.find((candidate) => candidate.p.iss.startsWith(`did:pkh:${chain}:`)) ?? auths[0]
      if (!cacao) return
      const [namespace, reference, address] = cacao.p.iss.slice('did:pkh:'.length).split(':')
      const data: SiwxMessageData = {
        accountAddress: address ?? '',
        chainId: toCaipNetworkId(`${namespace}:${reference}`),
        domain: cacao.p.domain,
        uri: cacao.p.aud,
        version: '1',
        nonce: cacao.p.nonce,
        issuedAt: cacao.p.iat,
        ...(cacao.p.exp ? { expirationTime: cacao.p.exp } : {}),
        ...(cacao.p.nbf ? { notBefore: cacao.p.nbf } : {}),
        ...(cacao.p.requestId ? { requestId: cacao.p.requestId } : {}),
        ...(cacao.p.resources ? { resources: cacao.p.resources } : {}),
      }
      const message = formatAuthMessage(cacao.p)
      // The signed text's statement carries the ReCap sentence the wallet appended.
      const statement = message.split('\n\n')[1]
      if (statement && !statement.startsWith('URI: ')) data.statement = statement
      await signIn.addSession({ data, message, signature: cacao.s.s }).catch(() => undefined)
    },
  }
}
