import type { FastifyInstance } from 'fastify'
import type { AuthContext } from '../createAuthContext.ts'
import { AUTH_ERRORS } from '../errors.ts'
import { encryptToPublicKey } from '../releaseShares.ts'
import { createWalletSchema, walletRecoverySchema, walletSharesSchema } from './schemas.ts'

type RecoveryShare = { kind: 'operator' | 'passcode' } & Record<string, unknown>
type WalletAddresses = { eip155: string; solana: string }

/**
 * The wallet shares on the secure origin: `POST /v1/auth/wallet` stores a new wallet's shares sealed
 * under the master key, `/shares` releases the auth share encrypted to the vault's throwaway key, and
 * `PUT /recovery` replaces the recovery share on a fresh session.
 *
 * @example
 * registerWalletShareRoutes(app, createAuthContext({ app, db, options, origin }))
 */
export function registerWalletShareRoutes(app: FastifyInstance, auth: AuthContext): void {
  const { db, masterKey } = auth
  app.post<{ Body: { authShare: string; recoveryShare: RecoveryShare; addresses: WalletAddresses } }>(
    '/v1/auth/wallet',
    { ...auth.authed, schema: createWalletSchema },
    async (request, reply) => {
      const { user } = auth.sessionOf(request)
      const { authShare, recoveryShare, addresses } = request.body
      const inserted = await db
        .insertInto('auth_wallets')
        .values({
          user_id: user.id,
          auth_share: masterKey.seal(authShare, `auth-share:${user.id}`),
          recovery_kind: recoveryShare.kind,
          recovery_share: masterKey.seal(JSON.stringify(recoveryShare), `recovery-share:${user.id}`),
          addresses: JSON.stringify(addresses),
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      if (!inserted) {
        return reply.status(409).send({ error: 'This account already has a wallet' })
      }
      return reply.status(201).send({ wallet: { addresses, recovery: recoveryShare.kind } })
    },
  )

  app.post<{ Body: { publicKey: string } }>(
    '/v1/auth/wallet/shares',
    { ...auth.authed, schema: walletSharesSchema },
    async (request, reply) => {
      const { user } = auth.sessionOf(request)
      const wallet = await db
        .selectFrom('auth_wallets')
        .selectAll()
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (!wallet) return reply.status(404).send({ error: 'No wallet yet' })
      const plaintext = JSON.stringify({
        authShare: masterKey.open(wallet.auth_share, `auth-share:${user.id}`),
        recoveryShare: JSON.parse(masterKey.open(wallet.recovery_share, `recovery-share:${user.id}`)),
      })
      try {
        return await encryptToPublicKey(request.body.publicKey, plaintext)
      } catch {
        return reply.status(400).send({ error: 'publicKey must be a raw P-256 public key (base64url)' })
      }
    },
  )

  app.put<{ Body: { recoveryShare: RecoveryShare } }>(
    '/v1/auth/wallet/recovery',
    { ...auth.authed, schema: walletRecoverySchema },
    async (request, reply) => {
      const { user, session } = auth.sessionOf(request)
      if (session.fresh_until.getTime() <= Date.now()) {
        return reply.status(403).send({ error: AUTH_ERRORS.fresh, reauthRequired: true })
      }
      const { recoveryShare } = request.body
      const updated = await db
        .updateTable('auth_wallets')
        .set({
          recovery_kind: recoveryShare.kind,
          recovery_share: masterKey.seal(JSON.stringify(recoveryShare), `recovery-share:${user.id}`),
          updated_at: new Date(),
        })
        .where('user_id', '=', user.id)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1) return reply.status(404).send({ error: 'No wallet yet' })
      return reply.status(204).send()
    },
  )
}
