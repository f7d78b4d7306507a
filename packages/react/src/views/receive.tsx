import { useAccount } from '../hooks/useAccount.ts'
import { useViewMessages } from '../hooks/useMessages.ts'
import { useNetwork } from '../hooks/useNetwork.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { useAdoptedStyles } from '../modal/useAdoptedStyles.ts'
import { CopyIcon } from '../ui/icons.tsx'
import { NetworkImage, networkImageUrl } from '../ui/networkImage.tsx'
import { QrCode } from '../ui/qrCode.tsx'
import { QR_CODE_CSS } from '../ui/qrCodeCss.ts'
import { useCopy } from '../ui/useCopy.ts'
import { RECEIVE_CSS } from './receiveCss.ts'
import { RECEIVE_MESSAGES } from './receiveMessages.ts'

/**
 * Receive: the account address as a QR code and as text to copy, and the networks of the dapp the
 * same address receives on (its namespace's), with a reminder to send on the selected one.
 */
export function ReceiveView() {
  useAdoptedStyles(QR_CODE_CSS)
  useAdoptedStyles(RECEIVE_CSS)
  const portico = usePortico()
  const copy = useCopy()
  const t = useViewMessages(RECEIVE_MESSAGES)
  const { address = '' } = useAccount()
  const { caipNetwork } = useNetwork()
  const { requestedCaipNetworks } = useStoreState(portico.networks.store)
  const siblings = requestedCaipNetworks.filter(
    (network) => network.chainNamespace === caipNetwork?.chainNamespace,
  )
  const name = caipNetwork?.name ?? ''
  return (
    <div className="receive">
      <div className="receive-qr">
        <QrCode
          value={address}
          label={t('receiveQr', { network: name })}
          image={networkImageUrl(portico, caipNetwork)}
          imageName={name}
        />
      </div>
      <p className="muted">{t('receiveText', { network: name })}</p>
      <p className="address-box" dir="ltr">
        {address}
      </p>
      <button
        type="button"
        className="primary-button receive-copy"
        onClick={async (event) => {
          await copy(address, t('addressCopied'), event.currentTarget)
        }}
      >
        <CopyIcon />
        {t('copyAddress')}
      </button>
      {siblings.length > 1 ? (
        <div className="receive-networks">
          <span className="muted">{t('receiveNetworks')}</span>
          <ul aria-label={t('receiveNetworks')}>
            {siblings.map((network) => (
              <li key={network.caipNetworkId} className="receive-network">
                <NetworkImage portico={portico} network={network} className="chip-image" />
                <bdi dir="auto">{network.name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
