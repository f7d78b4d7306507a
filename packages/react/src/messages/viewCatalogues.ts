import type { ErrorMessageId } from '@portico/core'
import type { ADDRESSES_MESSAGES } from '../views/accountAddressesMessages.ts'
import type { ALL_WALLETS_MESSAGES } from '../views/allWalletsMessages.ts'
import type { AUTH_SETTINGS_MESSAGES } from '../views/authSettingsMessages.ts'
import type { CONNECTING_SOCIAL_MESSAGES } from '../views/connectingSocialMessages.ts'
import type { WALLET_CONNECT_MESSAGES } from '../views/connectingWalletConnectMessages.ts'
import type { DATA_CAPTURE_MESSAGES } from '../views/dataCaptureMessages.ts'
import type { EMAIL_LOGIN_MESSAGES } from '../views/emailLoginMessages.ts'
import type { NETWORKS_MESSAGES } from '../views/networksMessages.ts'
import type { BUY_MESSAGES } from '../views/onramp/buyMessages.ts'
import type { PROFILE_WALLETS_MESSAGES } from '../views/profileWalletsMessages.ts'
import type { RECEIVE_MESSAGES } from '../views/receiveMessages.ts'
import type { REGISTER_NAME_MESSAGES } from '../views/registerAccountNameMessages.ts'
import type { SEND_PREVIEW_MESSAGES } from '../views/send/previewMessages.ts'
import type { SELECT_TOKEN_MESSAGES } from '../views/send/selectTokenMessages.ts'
import type { SEND_MESSAGES } from '../views/send/sendMessages.ts'
import type { SIGN_IN_MESSAGES } from '../views/siwxMessages.ts'
import type { SMART_SESSIONS_MESSAGES } from '../views/smartSessionsMessages.ts'
import type { SWAP_MESSAGES } from '../views/swap/swapMessages.ts'
import type { SWITCH_ACTIVE_CHAIN_MESSAGES } from '../views/switchActiveChainMessages.ts'
import type { SWITCH_NETWORK_MESSAGES } from '../views/switchNetworkMessages.ts'
import type { UPDATE_EMAIL_MESSAGES } from '../views/updateEmailWalletMessages.ts'
import type { ACTIVITY_MESSAGES } from '../views/wallet/activityMessages.ts'
import type { NFTS_MESSAGES } from '../views/wallet/nftsMessages.ts'
import type { TOKENS_MESSAGES } from '../views/wallet/tokensMessages.ts'

type Texts<catalogue extends { en: Record<string, string> }> = Record<keyof catalogue['en'], string>

/**
 * The texts of every lazy view in one locale, by catalogue id (`locales/<locale>.views.ts`), and the
 * translations of the errors' fixed messages by `messageId` (their English is the error's own text).
 */
export type ViewTranslations = {
  errors: Record<ErrorMessageId, string>
  activity: Texts<typeof ACTIVITY_MESSAGES>
  addresses: Texts<typeof ADDRESSES_MESSAGES>
  allWallets: Texts<typeof ALL_WALLETS_MESSAGES>
  authSettings: Texts<typeof AUTH_SETTINGS_MESSAGES>
  buy: Texts<typeof BUY_MESSAGES>
  connectingSocial: Texts<typeof CONNECTING_SOCIAL_MESSAGES>
  dataCapture: Texts<typeof DATA_CAPTURE_MESSAGES>
  emailLogin: Texts<typeof EMAIL_LOGIN_MESSAGES>
  networks: Texts<typeof NETWORKS_MESSAGES>
  nfts: Texts<typeof NFTS_MESSAGES>
  profileWallets: Texts<typeof PROFILE_WALLETS_MESSAGES>
  receive: Texts<typeof RECEIVE_MESSAGES>
  registerName: Texts<typeof REGISTER_NAME_MESSAGES>
  selectToken: Texts<typeof SELECT_TOKEN_MESSAGES>
  send: Texts<typeof SEND_MESSAGES>
  sendPreview: Texts<typeof SEND_PREVIEW_MESSAGES>
  signIn: Texts<typeof SIGN_IN_MESSAGES>
  smartSessions: Texts<typeof SMART_SESSIONS_MESSAGES>
  swap: Texts<typeof SWAP_MESSAGES>
  switchActiveChain: Texts<typeof SWITCH_ACTIVE_CHAIN_MESSAGES>
  switchNetwork: Texts<typeof SWITCH_NETWORK_MESSAGES>
  tokens: Texts<typeof TOKENS_MESSAGES>
  updateEmail: Texts<typeof UPDATE_EMAIL_MESSAGES>
  walletConnect: Texts<typeof WALLET_CONNECT_MESSAGES>
}
