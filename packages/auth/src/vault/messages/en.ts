/**
 * The vault's screens in English: the source of the keys and the fallback. Amounts, addresses, token
 * symbols and network names are arguments (data), never part of a translation.
 */
export const en = {
  origin: 'Shown by your wallet ({host})',
  reject: 'Reject',
  approve: 'Approve',
  cancel: 'Cancel',
  unlock: 'Unlock',
  continue: 'Continue',
  savePasscode: 'Save passcode',
  done: 'Done',
  close: 'Close',

  passcodeTitle: 'Enter your recovery passcode',
  passcodeText: 'This browser is new to your wallet. Your passcode unlocks it here.',
  passcodeWrong: 'Wrong passcode. Try again.',
  passcodeLabel: 'Recovery passcode',
  codeLabel: '6-digit code',
  newPasscodeTitle: 'Set a recovery passcode',
  newPasscodeText:
    'With a passcode, only you can recover your wallet on a new browser; without it, the service operator holds the recovery share. Use at least 8 characters.',
  newPasscodeLabel: 'New passcode',
  repeatPasscodeLabel: 'Repeat the passcode',
  passcodeMismatch: 'The passcodes must match and have at least 8 characters',
  reauthText: 'We sent a 6-digit code to your email. Enter it to continue.',
  exportTitle: 'Export private key',
  passcodeSettingsTitle: 'Recovery passcode',
  passcodeSavedTitle: 'Passcode saved',
  passcodeSavedText: 'Your wallet now needs this passcode on a new browser. Keep it somewhere safe.',
  secretsTitle: 'Your private keys',
  secretsWarning: 'Anyone with these keys controls your funds. Never share them.',
  evmKeyLabel: 'EVM private key',
  solanaKeyLabel: 'Solana private key (base58)',

  theApp: 'The app',
  anApp: 'an app',
  signMessageTitle: 'Sign a message',
  signMessageText: '{app} asks you to sign this message with {account}. Signing costs nothing.',
  signTypedTitle: 'Sign structured data',
  signTypedText: 'Sign "{type}" for {app} with {account}.',
  signTypedWarning: 'Signing costs nothing, but the app may use this signature to act for you.',
  transactionTitle: 'Approve transaction',
  callsTitle: '{count, plural, one {Approve # call} other {Approve # calls}}',
  send: 'Send {value} to {to} on {network}.',
  newContract: 'a new contract',
  callsContract: 'The transaction also calls a contract with data.',
  fromFee: 'From {account}. Network fee: at most {fee}.',

  callSend: 'Send {value} to {to}',
  callApprove: 'Allow {spender} to spend up to {amount} of the token {token}',
  callTransfer: 'Send {amount} of the token {token} to {to}',
  baseUnits: '{amount} base units',
  callContract: 'Call {function} on the contract {contract}',
  functionSelector: 'function {selector}',
  callPaying: '{call}, paying {value}',
  callLine: '{index, number}. {call}.',
  sessionGrantTitle: 'Grant a session key',
  sessionRevokeTitle: 'End a session key',
  sessionGrant:
    "Let the app's session key {key} call {function} on the contract {contract} without asking you again, moving at most {limit} in total, until {until}",
  sessionRevoke: 'End the session of the key {key}: it can no longer act for your account',
  fromSmartAccount: 'From your smart account {account} on {network}:',
  fromSmartAccountBatch:
    'From your smart account {account} on {network}, {count, plural, one {this # call runs} other {these # calls run}} together, all or none:',
  createsAccount: 'This first use also creates your smart account on this network.',
  feeSponsored: "Network fee: paid by the app's sponsor ({paymaster}).",
  feeSmartAccount: 'Network fee: at most {fee}, paid by your smart account.',

  solanaSignMessageText:
    '{app} asks you to sign this message with your Solana account {account}. Signing costs nothing.',
  solanaSend: 'Send {value} to {to} on {network}.',
  solanaSendFrom: 'Send {value} from {from} to {to} on {network}.',
  solanaTokenSend: 'Send {amount} {token} to {to} on {network}.',
  solanaTokenWithSymbol: '{symbol} (token {mint})',
  solanaToken: 'of token {mint}',
  solanaTokenAccount: 'token account {account}',
  solanaTokenMove: 'Move {amount} base units of a token to token account {account} on {network}.',
  solanaOpenAccount:
    "Open the receiver's token account for {owner}; {payerKind, select, you {you pay} other {{payer} pays}} its rent deposit.",
  solanaProgram: 'Call the program {program} (the wallet cannot describe what it does).',
  solanaNothing: 'Sign a transaction on {network} that does nothing else.',
  solanaFromFee: 'From {account}. Network fee: {fee}.',
  solanaFromOtherPays: 'From {account}. {payer} pays the network fee ({fee}).',
  solanaUnresolved: 'an account the wallet cannot resolve',
  receiver: 'Receiver: {address}',
  receivingTokenAccount: 'Receiving token account: {address}',
  tokenMint: 'Token mint: {address}',
  program: 'Program: {address}',
  unknown: 'unknown',

  // Errors the vault answers a request with (the modal shows them as the wallet's own words).
  userRejected: 'User rejected the request.',
  recoveryCancelled: 'Recovery cancelled',
  loginNotFinished: 'The login was not finished in time',
  notConnected: 'Not connected to email or social',
  recoveredKeyMismatch: 'The recovered key does not match the wallet',
  noDeviceShare: 'This device has no share of the wallet',
  rebuiltKeyMismatch: 'The rebuilt key does not match the wallet',
} as const

export type VaultMessageKey = keyof typeof en

/** A translation of the vault's screens: every English key, with the same arguments. */
export type VaultMessages = { readonly [key in VaultMessageKey]: string }
