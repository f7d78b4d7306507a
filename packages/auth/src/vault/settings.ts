import { base58 } from '@scure/base'
import { toHex } from '../keys/deriveAccounts.ts'
import { encryptRecoveryShare, openRecoveryShare } from '../keys/passcode.ts'
import type { AuthConnected } from '../protocol.ts'
import { ApiError, api } from './api.ts'
import { t } from './messages/index.ts'
import { askCode, askNewPasscode, askPasscode, notice, showSecrets } from './screens.ts'
import { fetchShares, withKeys } from './wallet.ts'

/** Proves the user again with a fresh email code; false when they cancel. */
async function reauthenticate(title: string): Promise<boolean> {
  const { flowId } = await api<{ flowId: string }>('POST', '/v1/auth/reauth/start', {})
  let error: string | undefined
  for (;;) {
    const code = await askCode(title, t('reauthText'), error)
    if (code === undefined) return false
    try {
      await api('POST', '/v1/auth/reauth/verify', { flowId, code })
      return true
    } catch (caught) {
      if (!(caught instanceof ApiError) || caught.status === 429) throw caught
      error = caught.message
    }
  }
}

/** Export: a fresh code, then the keys on the vault's screen; they never leave the iframe. */
export async function exportKey(session: AuthConnected): Promise<{ done: boolean }> {
  if (!(await reauthenticate(t('exportTitle')))) return { done: false }
  const secrets = await withKeys(session, async (keys) => [
    { label: t('evmKeyLabel'), value: `0x${toHex(keys.evm.privateKey)}` },
    {
      label: t('solanaKeyLabel'),
      value: base58.encode(Uint8Array.from([...keys.solana.secretKey, ...keys.solana.publicKey])),
    },
  ])
  await showSecrets(secrets)
  secrets.length = 0
  return { done: true }
}

/** Set or change the recovery passcode: the recovery share re-encrypted under the new passcode. */
export async function changePasscode(): Promise<{ done: boolean }> {
  if (!(await reauthenticate(t('passcodeSettingsTitle')))) return { done: false }
  const { recoveryShare } = await fetchShares()
  let share: string | undefined
  for (let attempt = 0; share === undefined; attempt++) {
    const current = recoveryShare.kind === 'passcode' ? await askPasscode(attempt) : undefined
    if (recoveryShare.kind === 'passcode' && current === undefined) return { done: false }
    share = await openRecoveryShare(recoveryShare, current).catch(() => undefined)
  }
  const passcode = await askNewPasscode()
  if (passcode === undefined) return { done: false }
  await api('PUT', '/v1/auth/wallet/recovery', { recoveryShare: await encryptRecoveryShare(share, passcode) })
  await notice(t('passcodeSavedTitle'), t('passcodeSavedText'))
  return { done: true }
}
