import type { Connector, Portico, Wallet } from '@portico/core'

/** The logo of a connector or directory wallet: the adapter's icon first, then the server's image. */
export function entryImage(
  portico: Portico,
  item: { connector?: Connector | undefined; wallet?: Wallet | undefined },
): string | undefined {
  if (item.connector?.imageUrl) return item.connector.imageUrl
  if (item.wallet) return portico.wallets.imageUrl(item.wallet)
  if (item.connector?.imageId) return portico.wallets.imageUrl({ image_id: item.connector.imageId })
  return undefined
}
