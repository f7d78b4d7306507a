export * from './createWalletConnectSession.ts'
export {
  getWalletConnectSession,
  WALLET_CONNECT_SESSION_KEY,
} from './getWalletConnectSession.ts'
