import { formatSiwxMessage, type SiwxMessageData, type SiwxSession, toCaipNetworkId } from '@portico/core'
import type { LocalAccount } from 'viem/accounts'

export type SignSiwxSessionParameters = {
  account: LocalAccount
  nonce: string
  /** The dapp page the message names, e.g. `http://localhost:5173`; its host is the domain unless `changes` says otherwise. */
  page: string
  /** Fields to set or override, e.g. another chain or an expiry. */
  changes?: Partial<SiwxMessageData> | undefined
}

/** A SIWX sign-in on the devnet chain, signed with EIP-191 as a wallet would, for the sessions API. */
export async function signSiwxSession(parameters: SignSiwxSessionParameters): Promise<SiwxSession> {
  const { account, nonce, page, changes } = parameters
  const data: SiwxMessageData = {
    accountAddress: account.address,
    chainId: toCaipNetworkId('eip155:31337'),
    domain: new URL(page).host,
    uri: `${page}/`,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    ...changes,
  }
  const message = formatSiwxMessage(data)
  return { data, message, signature: await account.signMessage({ message }) }
}
