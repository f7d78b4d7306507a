import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedWalletOptionsFromConfig } from './embeddedWalletOptionsFromConfig.ts'
import { parsePorticoConfig } from './parsePorticoConfig.ts'

const KEY = 'ab'.repeat(32)
const dir = mkdtempSync(join(tmpdir(), 'portico-embedded-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Issue 15: the operator configures the embedded wallet (socials only when configured) with clear errors.
describe('embeddedWallet config', () => {
  const section = {
    vaultPort: 8788,
    origin: 'http://127.0.0.1:8788',
    vaultDir: 'vault',
    frameAncestors: ['http://127.0.0.1:5173'],
    masterKeyFile: 'master.key',
    smtp: {
      host: '127.0.0.1',
      port: 2525,
      from: 'Portico <login@example.test>',
      passwordEnv: 'SMTP_PASSWORD',
    },
    socials: {
      google: { issuer: 'http://127.0.0.1:9090/google', clientId: 'id', clientSecretEnv: 'GOOGLE_SECRET' },
    },
    farcaster: { relayUrl: 'http://127.0.0.1:8789', idRegistryUrl: 'http://127.0.0.1:8789/test/registry' },
  }

  it('reads the section, secrets from the environment and paths relative to the config file', async () => {
    writeFileSync(join(dir, 'master.key'), `${KEY}\n`)
    const config = parsePorticoConfig({ embeddedWallet: section })
    const options = await embeddedWalletOptionsFromConfig(
      config.embeddedWallet ?? {},
      { SMTP_PASSWORD: 'pw', GOOGLE_SECRET: 'secret' },
      dir,
    )
    expect(options).toMatchObject({
      vaultPort: 8788,
      vaultDir: join(dir, 'vault'),
      smtp: { password: 'pw' },
      socials: { google: { clientSecret: 'secret' } },
      farcaster: { relayUrl: 'http://127.0.0.1:8789' },
    })
    expect(options.masterKey.open(options.masterKey.seal('x', 'c'), 'c')).toBe('x')
  })

  it('names the field or the missing secret', async () => {
    expect(() =>
      parsePorticoConfig({ embeddedWallet: { socials: { myspace: { issuer: 'http://a', clientId: 'x' } } } }),
    ).toThrow(
      'embeddedWallet.socials.myspace is not a social provider (one of: google, x, discord, apple, github, facebook)',
    )
    expect(() => parsePorticoConfig({ embeddedWallet: { origin: 'http://127.0.0.1:8788/vault' } })).toThrow(
      'embeddedWallet.origin must be an origin (scheme, host and port only)',
    )
    await expect(embeddedWalletOptionsFromConfig({}, {}, dir)).rejects.toThrow(
      'embeddedWallet needs a master key: set PORTICO_MASTER_KEY or embeddedWallet.masterKeyFile',
    )
    await expect(embeddedWalletOptionsFromConfig({}, { PORTICO_MASTER_KEY: 'short' }, dir)).rejects.toThrow(
      'The master key must be 32 bytes, as 64 hex digits or base64',
    )
    await expect(
      embeddedWalletOptionsFromConfig({ masterKey: KEY, smtp: section.smtp }, {}, dir),
    ).rejects.toThrow('embeddedWallet.smtp.passwordEnv names an unset variable')
    await expect(
      embeddedWalletOptionsFromConfig(
        { masterKey: KEY, farcaster: { relayUrl: 'http://127.0.0.1:8789' } },
        {},
        dir,
      ),
    ).rejects.toThrow('embeddedWallet.farcaster needs idRegistryUrl or optimismRpcUrl')
  })
})
