const devnetAPort = process.env.PORTICO_DEVNET_A_PORT ?? '8545'
const devnetBPort = process.env.PORTICO_DEVNET_B_PORT ?? '8546'
const solanaPort = process.env.PORTICO_SOLANA_PORT ?? '8899'
const bitcoinPort = process.env.PORTICO_BITCOIN_PORT ?? '3002'

/** Addresses of the `npm start` stack the e2e suites drive (the same variables scripts/start.mjs reads). */
export const STACK = {
  apiUrl: process.env.PORTICO_E2E_API_URL ?? `http://127.0.0.1:${process.env.PORTICO_SERVER_PORT ?? '8787'}`,
  demoUrl: process.env.PORTICO_E2E_DEMO_URL ?? `http://127.0.0.1:${process.env.PORTICO_DEMO_PORT ?? '5173'}/`,
  /** The Portico Dev Wallet web app (apps/wallet). */
  walletUrl:
    process.env.PORTICO_E2E_WALLET_URL ?? `http://127.0.0.1:${process.env.PORTICO_WALLET_PORT ?? '5174'}/`,
  /** The devnet RPC per chain id, for the injected dev wallet. */
  devnetRpcUrls: {
    31337: `http://127.0.0.1:${devnetAPort}`,
    31338: `http://127.0.0.1:${devnetBPort}`,
  },
  /** The local Solana chain's RPC, for the dev wallet's Solana side. */
  solanaRpcUrl: `http://127.0.0.1:${solanaPort}`,
  /** The local Bitcoin regtest chain's Esplora API, for the dev wallet's Bitcoin side. */
  bitcoinEsploraUrl: `http://127.0.0.1:${bitcoinPort}`,
  /** The embedded wallet's secure origin (vault app and /v1/auth). */
  vaultUrl: `http://127.0.0.1:${process.env.PORTICO_VAULT_PORT ?? '8788'}`,
  /** The local mail catcher's HTTP API (`GET /api/messages`, newest first). */
  mailUrl: `http://127.0.0.1:${process.env.PORTICO_MAIL_PORT ?? '8025'}`,
  /** The local OpenID provider (issuers `/google`, `/github`, `/discord`). */
  oidcUrl: `http://127.0.0.1:${process.env.PORTICO_OIDC_PORT ?? '9090'}`,
  /** The local Farcaster auth relay (`POST /test/approve { channelToken, fid }`). */
  farcasterUrl: `http://127.0.0.1:${process.env.PORTICO_FARCASTER_PORT ?? '8789'}`,
} as const
