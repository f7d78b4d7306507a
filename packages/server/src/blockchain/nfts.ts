import {
  type Address,
  type ContractFunctionParameters,
  erc721Abi,
  type PublicClient,
  parseAbiItem,
} from 'viem'

/** An ERC721 contract whose tokens the NFT route looks for. */
export type NftCollection = {
  /** CAIP-2 id of its network. */
  caipNetworkId: string
  address: Address
  /** First block to search for transfers (default 0). */
  fromBlock?: bigint | undefined
}

/** One NFT an account holds. */
export type AccountNft = {
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 address of the collection contract. */
  contract: string
  tokenId: string
  /** From the token's metadata; null when the metadata is not an inline data URI or has none. */
  name: string | null
  /** Image URL or data URI from the metadata, or null. */
  image: string | null
  collection: { name: string | null; symbol: string | null }
}

/** At most this many token ids are checked per collection and account. */
export const MAX_NFT_CANDIDATES = 1_000

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
)

type Metadata = { name: string | null; image: string | null }

/** Reads inline metadata (`data:application/json;base64,…` or `data:application/json,…`); remote URIs are not fetched. */
export function parseInlineMetadata(uri: string): Metadata {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/s.exec(uri)
  if (!match) return { name: null, image: null }
  try {
    const text = match[1]?.includes('base64')
      ? Buffer.from(match[2] ?? '', 'base64').toString('utf8')
      : decodeURIComponent(match[2] ?? '')
    const data = JSON.parse(text) as { name?: unknown; image?: unknown }
    return {
      name: typeof data.name === 'string' ? data.name : null,
      image: typeof data.image === 'string' ? data.image : null,
    }
  } catch {
    return { name: null, image: null }
  }
}

/**
 * The collection's tokens the account holds now: token ids from Transfer logs to the account, kept
 * when `ownerOf` still names it, with `tokenURI` metadata, all read in one multicall.
 */
export async function readCollectionNfts(
  client: PublicClient,
  collection: NftCollection,
  account: Address,
): Promise<AccountNft[]> {
  const logs = await client.getLogs({
    address: collection.address,
    event: transferEvent,
    args: { to: account },
    fromBlock: collection.fromBlock ?? 0n,
    toBlock: 'latest',
  })
  const ids = [...new Set(logs.flatMap((log) => (log.args.tokenId === undefined ? [] : [log.args.tokenId])))]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_NFT_CANDIDATES)
  if (ids.length === 0) return []

  const contract = { address: collection.address, abi: erc721Abi } as const
  const [name, symbol, ...perToken] = await client.multicall({
    allowFailure: true,
    contracts: [
      { ...contract, functionName: 'name' },
      { ...contract, functionName: 'symbol' },
      ...ids.flatMap((id) => [
        { ...contract, functionName: 'ownerOf', args: [id] },
        { ...contract, functionName: 'tokenURI', args: [id] },
      ]),
    ] as readonly ContractFunctionParameters[],
  })
  const collectionInfo = {
    name: name?.status === 'success' ? (name.result as string) : null,
    symbol: symbol?.status === 'success' ? (symbol.result as string) : null,
  }
  return ids.flatMap((id, index) => {
    const owner = perToken[index * 2]
    const uri = perToken[index * 2 + 1]
    if (owner?.status !== 'success' || String(owner.result).toLowerCase() !== account.toLowerCase()) return []
    const metadata =
      uri?.status === 'success' ? parseInlineMetadata(String(uri.result)) : { name: null, image: null }
    return [
      {
        chainId: collection.caipNetworkId,
        contract: `${collection.caipNetworkId}:${collection.address}`,
        tokenId: id.toString(),
        name: metadata.name,
        image: metadata.image,
        collection: collectionInfo,
      },
    ]
  })
}
