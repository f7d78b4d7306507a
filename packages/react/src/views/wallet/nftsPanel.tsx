import { getNfts, type Nft } from '@portico/core'
import { useEffect, useState } from 'react'
import { useAccount } from '../../hooks/useAccount.ts'
import { useViewMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { EmptyState } from '../../ui/emptyState.tsx'
import { ImageIcon } from './icons.tsx'
import { NFTS_MESSAGES } from './nftsMessages.ts'
import { ReceiveAction } from './receiveAction.tsx'

type NftsState = { key: string; nfts: readonly Nft[] } | undefined

/** The Account view's NFTs tab: the ERC721s the account holds on the active network (issue 6). */
export function NftsPanel() {
  const portico = usePortico()
  const t = useViewMessages(NFTS_MESSAGES)
  const { address } = useAccount()
  const { caipNetwork } = useStoreState(portico.networks.store)
  const [state, setState] = useState<NftsState>(undefined)
  const key = `${caipNetwork?.caipNetworkId}:${address}`

  useEffect(() => {
    if (!address || !caipNetwork) return
    let current = true
    getNfts(portico.api, { address, chainId: caipNetwork.caipNetworkId }).then(
      (nfts) => current && setState({ key, nfts }),
      () => current && setState({ key, nfts: [] }),
    )
    return () => {
      current = false
    }
  }, [portico, address, caipNetwork, key])

  if (state?.key !== key) {
    return (
      <div className="nft-grid" role="status" aria-busy="true" aria-label={t('loadingNfts')}>
        {[0, 1, 2].map((index) => (
          <span key={index} className="nft-card">
            <span className="skeleton nft-image" />
            <span className="skeleton line" />
          </span>
        ))}
      </div>
    )
  }
  if (state.nfts.length === 0) {
    return (
      <EmptyState
        icon={<ImageIcon />}
        title={t('noNfts')}
        text={t('noNftsText')}
        action={<ReceiveAction />}
      />
    )
  }
  return (
    <ul className="nft-grid" aria-label={t('nfts')}>
      {state.nfts.map((nft) => (
        <li key={`${nft.contract}:${nft.tokenId}`} className="nft-card">
          {nft.image ? (
            <img className="nft-image" src={nft.image} alt={nft.name ?? ''} />
          ) : (
            <span className="nft-image placeholder" aria-hidden="true">
              #{nft.tokenId}
            </span>
          )}
          <span className="nft-name">{nft.name}</span>
          <span className="muted nft-collection">{nft.collection.name}</span>
        </li>
      ))}
    </ul>
  )
}
