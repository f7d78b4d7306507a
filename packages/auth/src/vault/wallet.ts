import type { SessionAnswer } from '@portico/core'
import { VaultWalletError } from '../errors.ts'
import { type DerivedAccounts, deriveAccounts, wipeAccounts } from '../keys/deriveAccounts.ts'
import { openRecoveryShare, type RecoveryShare } from '../keys/passcode.ts'
import { createShareReceiver } from '../keys/sealedShares.ts'
import { combineShares, splitEntropy } from '../keys/shares.ts'
import type { AuthAddresses, AuthConnected } from '../protocol.ts'
import { api } from './api.ts'
import { loadDeviceShare, saveDeviceShare } from './deviceStore.ts'
import { t } from './messages/index.ts'

export type AskPasscode = (attempt: number) => Promise<string>

type Shares = { authShare: string; recoveryShare: RecoveryShare }

/** The auth and recovery share, sealed by the server to a throwaway key of this iframe. */
export async function fetchShares(): Promise<Shares> {
  const receiver = await createShareReceiver()
  const sealed = await api<{ publicKey: string; iv: string; ciphertext: string }>(
    'POST',
    '/v1/auth/wallet/shares',
    {
      publicKey: receiver.publicKey,
    },
  )
  return receiver.open<Shares>(sealed)
}

function sameAddresses(accounts: DerivedAccounts, addresses: AuthAddresses): boolean {
  return (
    accounts.evm.address.toLowerCase() === addresses.eip155.toLowerCase() &&
    accounts.solana.address === addresses.solana
  )
}

async function createWallet(userId: string): Promise<AuthAddresses> {
  const entropy = crypto.getRandomValues(new Uint8Array(32))
  const accounts = deriveAccounts(entropy)
  const addresses = { eip155: accounts.evm.address, solana: accounts.solana.address }
  wipeAccounts(accounts)
  const { deviceShare, authShare, recoveryShare } = await splitEntropy(entropy)
  entropy.fill(0)
  await api('POST', '/v1/auth/wallet', {
    authShare,
    recoveryShare: { kind: 'operator', share: recoveryShare },
    addresses,
  })
  await saveDeviceShare(userId, deviceShare, addresses)
  return addresses
}

/**
 * A new device (each dapp site is one, as the browser partitions the vault's storage): rebuilds the
 * key from the auth and the recovery share, checks it against the wallet's addresses and keeps the
 * recovery share as this device's share.
 */
async function recoverWallet(
  userId: string,
  addresses: AuthAddresses,
  askPasscode: AskPasscode,
): Promise<void> {
  const { authShare, recoveryShare } = await fetchShares()
  for (let attempt = 0; ; attempt++) {
    const passcode = recoveryShare.kind === 'passcode' ? await askPasscode(attempt) : undefined
    const opened = await openRecoveryShare(recoveryShare, passcode).catch(() => undefined)
    if (opened === undefined) continue
    const entropy = await combineShares([authShare, opened])
    const accounts = deriveAccounts(entropy)
    entropy.fill(0)
    const matches = sameAddresses(accounts, addresses)
    wipeAccounts(accounts)
    if (!matches) throw new VaultWalletError(t('recoveredKeyMismatch'))
    await saveDeviceShare(userId, opened, addresses)
    return
  }
}

/** After sign-in: the user's wallet on this device, created on the first login, recovered on a new device. */
export async function ensureWallet(askPasscode: AskPasscode): Promise<AuthConnected> {
  const session = await api<SessionAnswer>('GET', '/v1/auth/session')
  if (!session.wallet) return { user: session.user, addresses: await createWallet(session.user.id) }
  const { addresses } = session.wallet
  if (!(await loadDeviceShare(session.user.id, addresses)))
    await recoverWallet(session.user.id, addresses, askPasscode)
  return { user: session.user, addresses }
}

/**
 * Runs `use` with the wallet's keys rebuilt from the device and the auth share, and wipes them
 * afterwards whatever happens.
 */
export async function withKeys<result>(
  session: AuthConnected,
  use: (accounts: DerivedAccounts) => Promise<result>,
): Promise<result> {
  const deviceShare = await loadDeviceShare(session.user.id, session.addresses)
  if (!deviceShare) throw new VaultWalletError(t('noDeviceShare'))
  const { authShare } = await fetchShares()
  const entropy = await combineShares([deviceShare, authShare])
  const accounts = deriveAccounts(entropy)
  entropy.fill(0)
  try {
    if (!sameAddresses(accounts, session.addresses)) throw new VaultWalletError(t('rebuiltKeyMismatch'))
    return await use(accounts)
  } finally {
    wipeAccounts(accounts)
  }
}
