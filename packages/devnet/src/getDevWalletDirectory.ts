import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from './chains.ts'
import { DEV_WALLET_INFO } from './wallet/info.ts'

export type GetDevWalletDirectoryParameters = {
  /** Where the Portico Dev Wallet web app runs, e.g. `http://127.0.0.1:5174`. */
  walletUrl: string
  /** The logo's file name, relative to the directory file. */
  logo?: string | undefined
}

/** A `wallet-directory/1` document, as `@portico/server` imports or lists locally. */
export type DevWalletDirectory = {
  schema: 'wallet-directory/1'
  wallets: {
    id: string
    name: string
    homepage: string
    rdns: string
    namespaces: string[]
    chains: string[]
    mobile: { universal: string }
    webapp: string
    logo: string | null
  }[]
}

/**
 * The wallet directory entry of the Portico Dev Wallet web app: its universal link carries the pairing
 * URI (`{walletUrl}/wc?uri=…`) on mobile and as its web app on desktop. Its id and rdns are the injected
 * dev wallet's, so the directory entry and the injected wallet are one wallet in the modal.
 *
 * @example
 * writeFileSync('wallets.local.json', JSON.stringify(getDevWalletDirectory({ walletUrl: 'http://127.0.0.1:5174' })))
 */
export function getDevWalletDirectory(parameters: GetDevWalletDirectoryParameters): DevWalletDirectory {
  const walletUrl = parameters.walletUrl.replace(/\/+$/, '')
  return {
    schema: 'wallet-directory/1',
    wallets: [
      {
        id: DEV_WALLET_INFO.rdns,
        name: DEV_WALLET_INFO.name,
        homepage: walletUrl,
        rdns: DEV_WALLET_INFO.rdns,
        namespaces: ['eip155'],
        chains: [`eip155:${DEVNET_A_CHAIN_ID}`, `eip155:${DEVNET_B_CHAIN_ID}`],
        mobile: { universal: walletUrl },
        webapp: walletUrl,
        logo: parameters.logo ?? null,
      },
    ],
  }
}

/** The dev wallet's logo as SVG text, to write next to the directory file. */
export function getDevWalletLogoSvg(): string {
  return atob(DEV_WALLET_INFO.icon.slice(DEV_WALLET_INFO.icon.indexOf(',') + 1))
}
