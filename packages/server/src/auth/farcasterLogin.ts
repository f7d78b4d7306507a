import { createAppClient } from '@farcaster/auth-client'
import { createPublicClient, custom, http } from 'viem'
import { optimism } from 'viem/chains'
import { AuthConfigError, AuthLoginError } from './errors.ts'
import type { FarcasterOptions, FarcasterVerifier } from './options.ts'

export type FarcasterIdentity = { fid: number; username: string | undefined }

export type FarcasterCheck =
  | { status: 'pending' }
  | { status: 'done'; identity: FarcasterIdentity }
  | { status: 'failed' }

/** Sign In With Farcaster through an auth relay: channel → QR / deep link → status, message verified. */
export type FarcasterLogin = {
  start(): Promise<{ channelToken: string; url: string; nonce: string }>
  check(channelToken: string, nonce: string): Promise<FarcasterCheck>
}

/**
 * A verifier that asks a local id registry (the relay stand-in's `GET …/idOf/:address`) instead of
 * Optimism. For development and tests.
 *
 * @example
 * const verifier = localRegistryVerifier('http://127.0.0.1:8789/test/registry')
 */
export function localRegistryVerifier(registryUrl: string): FarcasterVerifier {
  return {
    async getFid(custody) {
      const response = await fetch(`${registryUrl.replace(/\/+$/, '')}/idOf/${custody}`)
      if (!response.ok) throw new AuthLoginError(`The id registry answered ${response.status}`)
      const { fid } = (await response.json()) as { fid: number }
      return BigInt(fid)
    },
  }
}

/**
 * Farcaster login with `@farcaster/auth-client` against the configured relay; the SIWF message must
 * name the secure origin's domain and the channel's nonce, and its signer must own the fid.
 *
 * @example
 * const farcaster = createFarcasterLogin({ relayUrl, verifier }, () => 'http://127.0.0.1:8788')
 */
export function createFarcasterLogin(options: FarcasterOptions, origin: () => string): FarcasterLogin {
  const publicClient = createPublicClient({
    chain: optimism,
    transport: options.verifier.rpcUrl
      ? http(options.verifier.rpcUrl)
      : custom({
          // viem tries an ERC-6492 call before recovering the signer's address; without a chain, only recovery.
          request: () => Promise.reject(new AuthConfigError({ missing: 'The Farcaster verifier’s rpcUrl' })),
        }),
  })
  const appClient = createAppClient({
    relay: options.relayUrl.replace(/\/+$/, ''),
    ethereum: {
      getFid: (custody) => options.verifier.getFid(custody),
      isValidAuthAddress: (address, fid) =>
        options.verifier.isValidAuthAddress?.(address, fid) ?? Promise.resolve(false),
      // auth-client types the client with its own copy of viem.
      publicClient: publicClient as never,
    },
  })
  return {
    async start() {
      const created = await appClient.createChannel({ siweUri: origin(), domain: new URL(origin()).host })
      if (created.isError) throw created.error
      return { channelToken: created.data.channelToken, url: created.data.url, nonce: created.data.nonce }
    },
    async check(channelToken, nonce) {
      const status = await appClient.status({ channelToken })
      if (status.isError) throw status.error
      if (status.response.status === 202 || status.data.state !== 'completed') return { status: 'pending' }
      if (!status.data.message || !status.data.signature) return { status: 'failed' }
      const verified = await appClient.verifySignInMessage({
        nonce,
        domain: new URL(origin()).host,
        message: status.data.message,
        signature: status.data.signature,
      })
      if (verified.isError || !verified.success) return { status: 'failed' }
      return { status: 'done', identity: { fid: verified.fid, username: status.data.username } }
    },
  }
}
