import type { Address, PublicClient } from 'viem'
import { normalize } from 'viem/ens'

/** docs/rules/entities.md Identity. */
export type Identity = { name: string | null; avatar: string | null }

export const NO_IDENTITY: Identity = Object.freeze({ name: null, avatar: null })

/** The account's primary ENS name (reverse record, checked forward by the universal resolver) and avatar. */
export async function lookupEnsIdentity(client: PublicClient, address: Address): Promise<Identity> {
  const name = await client.getEnsName({ address })
  if (!name) return NO_IDENTITY
  const avatar = await client.getEnsAvatar({ name: normalize(name) }).catch(() => null)
  return { name, avatar }
}
