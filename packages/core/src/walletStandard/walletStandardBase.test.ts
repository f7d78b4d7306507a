import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/architecture.md, "One base for the wallet-standard adapters": discovery, the connection store,
// authorization and reconnect, and the generic wallet errors exist once, here and in core's errors; the
// Solana and Bitcoin adapters keep only what differs. These read the sources, so an adapter that grows
// its own copy again fails here.
const packages = join(import.meta.dirname, '..', '..', '..')

function sources(pkg: string): { file: string; text: string }[] {
  const root = join(packages, pkg, 'src')
  return readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)testing\//.test(file))
    .map((file) => ({
      file: relative(packages, join(root, file)),
      text: readFileSync(join(root, file), 'utf8'),
    }))
}

const adapters = [...sources('solana'), ...sources('bitcoin')]
const filesWith = (pattern: RegExp, files = adapters) =>
  files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)

/** The short messages of core's generic wallet errors (core/src/errors/wallet.ts). */
const GENERIC_MESSAGES = [
  'Adapter not set up',
  'Network of another namespace',
  'Wallet not found',
  'Wallet not connected',
  'User rejected the request',
  'Unsupported method',
  'Wallet request failed',
]

describe('the wallet-standard base is the only copy of what the Solana and Bitcoin adapters share', () => {
  it('both adapters build on it: discovery, the adapter skeleton and the error mapping', () => {
    const imports = (pattern: RegExp) => filesWith(pattern).sort()
    expect(imports(/\bdiscoverWallets\b/)).toEqual([
      'bitcoin/src/connectors/discoverBitcoinConnectors.ts',
      'solana/src/connectors/discoverWalletStandardConnectors.ts',
    ])
    expect(imports(/\bcreateWalletAdapterBase\(/)).toEqual([
      'bitcoin/src/createBitcoinAdapter.ts',
      'solana/src/createSolanaAdapter.ts',
    ])
    expect(imports(/\btoWalletError\(/).length).toBeGreaterThanOrEqual(2)
  })

  it('no adapter has its own discovery loop, connection store or reconnect', () => {
    // The registry's events and EIP-6963 names are followed in discoverWallets only.
    expect(filesWith(/\.on\(\s*'(register|unregister)'/)).toEqual([])
    expect(filesWith(/\bwatchAnnouncedRdns\b/)).toEqual([])
    // A wallet's account changes are followed, and its authorization ended, by the base's helpers.
    expect(filesWith(/\.on\(\s*'change'/)).toEqual([])
    expect(filesWith(/\?\.disconnect\(\)|features\[Standard(Events|Disconnect)\]/)).toEqual([])
    expect(filesWith(/function createConnectionStore\b|\bactiveConnectorId\s*[:=]\s*[a-z]/)).toEqual([])
    // The adapters' connect, reconnect and disconnect are the base's (a wallet client's own are not).
    const adapterFiles = adapters.filter(({ file }) => /\/create(Solana|Bitcoin)Adapter\.ts$/.test(file))
    expect(adapterFiles).toHaveLength(2)
    expect(
      filesWith(
        /^\s*(async )?(connect|reconnect|disconnect|switchConnection)\(\{ connectorIds?\b/m,
        adapterFiles,
      ),
    ).toEqual([])
    expect(filesWith(/\bwaitForWallet\b|\bregisterTimeoutMs \?\?/)).toEqual([])
  })

  it("no adapter declares its own copy of core's generic wallet errors", () => {
    const errorFiles = adapters.filter(({ text }) => /extends PorticoError\b/.test(text))
    const copies = errorFiles.flatMap(({ file, text }) =>
      [...text.matchAll(/super\(\s*(?:[^,]*\?\s*)?'([^']+)'(?:\s*:\s*'([^']+)')?/g)]
        .flatMap((match) => [match[1], match[2]])
        .filter((message): message is string => message !== undefined && GENERIC_MESSAGES.includes(message))
        .map((message) => `${file}: '${message}'`),
    )
    expect(copies).toEqual([])
    expect(
      filesWith(
        /class \w*(ConnectorNotFound|AdapterNotSetUp|UserRejected|MethodNotSupported|FeatureNotSupported|WalletRequest|Not(Solana|Bitcoin)Network)Error\b/,
      ),
    ).toEqual([])
  })

  it('an EVM-only dapp reaches none of it: only the Solana and Bitcoin adapters import the base', () => {
    const everything = readdirSync(packages).flatMap((pkg) => {
      try {
        return sources(pkg)
      } catch {
        return []
      }
    })
    const importers = filesWith(/from '@portico\/core\/walletStandard'/, everything)
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((file) => !/^(solana|bitcoin)\//.test(file))).toEqual([])
    // Core's root entry does not re-export it, so `@portico/core` alone never bundles it.
    expect(
      filesWith(
        /walletStandard/,
        everything.filter(({ file }) => /^core\/src\/[^/]+\.ts$/.test(file)),
      ),
    ).toEqual([])
  })
})
