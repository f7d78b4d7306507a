import { type CaipNetwork, getAssetImageUrl, type Portico } from '@portico/core'
import { WalletImage } from './walletImage.tsx'

/** A network logo: the network's own URL, else the server's asset image for its id (docs/rules/entities.md Network). */
export function networkImageUrl(portico: Portico, network: CaipNetwork | undefined): string | undefined {
  if (network?.assets?.imageUrl) return network.assets.imageUrl
  if (network?.assets?.imageId) return getAssetImageUrl(portico.api, network.assets.imageId)
  return undefined
}

export type NetworkImageProps = {
  portico: Portico
  network: CaipNetwork | undefined
  className?: string | undefined
}

/** A round network logo that falls back to the network's initial. */
export function NetworkImage({ portico, network, className = 'network-image' }: NetworkImageProps) {
  return (
    <WalletImage src={networkImageUrl(portico, network)} name={network?.name ?? '?'} className={className} />
  )
}
