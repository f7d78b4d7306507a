import { useMessages } from '../../hooks/useMessages.ts'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'
import { ArrowDownIcon } from '../../ui/icons.tsx'

/** An empty tab's next step: Receive, to get something sent to this account (when the project offers it). */
export function ReceiveAction() {
  const portico = usePortico()
  const t = useMessages()
  const { features } = useStoreState(portico.optionsStore)
  if (features.receive === false) return null
  return (
    <button type="button" className="secondary-button" onClick={() => portico.router.push('WalletReceive')}>
      <ArrowDownIcon />
      {t('receive')}
    </button>
  )
}
