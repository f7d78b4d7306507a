import { createAppKit } from '@reown/appkit'
import { metadata, networks, projectId, wagmiAdapter } from './config'

const modal = createAppKit({
  apiUrl: import.meta.env.VITE_PORTICO_API_URL,
  adapters: [wagmiAdapter],
  networks,
  projectId,
  metadata,
})

const account = document.getElementById('account')!
const network = document.getElementById('network')!

modal.subscribeAccount((state) => {
  account.textContent = state.isConnected ? `Connected: ${state.address}` : 'Not connected'
})
modal.subscribeNetwork((state) => {
  network.textContent = state.caipNetworkId ?? ''
})

document.getElementById('open-account')!.addEventListener('click', () => modal.open({ view: 'Account' }))
document.getElementById('open-networks')!.addEventListener('click', () => modal.open({ view: 'Networks' }))
document.getElementById('disconnect')!.addEventListener('click', () => modal.disconnect())
