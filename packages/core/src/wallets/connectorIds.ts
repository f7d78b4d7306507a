// Apart from the rules that use them: the page's first bundle needs the ids, not the rules.
/** Id of the WalletConnect connector (SPEC §3 connector ids); one connector serves every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Id of the generic injected connector shown as 'Browser Wallet'. */
export const BROWSER_WALLET_CONNECTOR_ID = 'injected'
