import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getDevnetServerConfig } from '@portico/devnet'
import { afterAll, describe, expect, it } from 'vitest'
import { PorticoConfigError } from './errors.ts'
import { loadPorticoConfig } from './loadPorticoConfig.ts'
import { parsePorticoConfig } from './parsePorticoConfig.ts'

const dir = mkdtempSync(join(tmpdir(), 'portico-config-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function write(name: string, text: string): string {
  const file = join(dir, name)
  writeFileSync(file, text)
  return file
}

function problem(run: () => unknown): Pick<PorticoConfigError, 'shortMessage' | 'details'> {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(PorticoConfigError)
    const { shortMessage, details } = error as PorticoConfigError
    return { shortMessage, details }
  }
  return expect.unreachable('expected a PorticoConfigError')
}

const PUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'

describe('loadPorticoConfig (the server config file)', () => {
  it('reads a valid file, checksumming addresses and lower-casing currencies', () => {
    const file = write(
      'valid.json',
      JSON.stringify({
        networks: [
          {
            caipNetworkId: 'eip155:31337',
            name: 'Local',
            rpcUrls: ['http://127.0.0.1:9545'],
            webSocketUrls: ['ws://127.0.0.1:9545'],
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            multicall3: null,
          },
        ],
        seedNetworks: ['eip155:1'],
        tokens: [
          {
            caipNetworkId: 'eip155:31337',
            address: PUSD.toLowerCase(),
            name: 'Portico USD',
            symbol: 'PUSD',
            decimals: 6,
          },
        ],
        nftCollections: [{ caipNetworkId: 'eip155:31337', address: PUSD, fromBlock: 12 }],
        prices: { USD: { 'eip155:31337:native': 3000, [`eip155:31337:${PUSD}`]: 1 } },
      }),
    )
    const config = loadPorticoConfig(file)
    expect(config.tokens?.[0]?.address).toBe(PUSD)
    expect(config.networks?.[0]).toMatchObject({ multicall3: null, webSocketUrls: ['ws://127.0.0.1:9545'] })
    expect(config.nftCollections).toEqual([{ caipNetworkId: 'eip155:31337', address: PUSD, fromBlock: 12 }])
    expect(config.prices).toEqual({ usd: { 'eip155:31337:native': 3000, [`eip155:31337:${PUSD}`]: 1 } })
    expect(loadPorticoConfig(write('empty.json', '{}'))).toEqual({})
  })

  it('names a missing file', () => {
    const file = join(dir, 'nowhere.json')
    expect(problem(() => loadPorticoConfig(file))).toEqual({
      shortMessage: 'Config file not found',
      details: file,
    })
  })

  it('names a file that is not JSON', () => {
    const file = write('broken.json', '{"networks": [')
    const { shortMessage, details } = problem(() => loadPorticoConfig(file))
    expect(shortMessage).toBe('Config file is not valid JSON')
    expect(details).toContain(file)
  })

  it.each([
    ['[]', 'The config must be an object'],
    ['{"netwroks": []}', 'The config has an unknown field "netwroks"'],
    ['{"networks": {}}', 'networks must be a list'],
    ['{"networks": [{"rpcUrls": ["http://a"]}]}', 'networks[0] is missing "caipNetworkId"'],
    [
      '{"networks": [{"caipNetworkId": "1", "rpcUrls": ["http://a"]}]}',
      'networks[0].caipNetworkId must be a CAIP-2 network id such as "eip155:1"',
    ],
    ['{"networks": [{"caipNetworkId": "eip155:1", "rpcUrls": []}]}', 'networks[0].rpcUrls must not be empty'],
    [
      '{"networks": [{"caipNetworkId": "eip155:1", "rpcUrls": ["http://a", "ftp://b"]}]}',
      'networks[0].rpcUrls[1] must be a URL (http or https)',
    ],
    [
      '{"networks": [{"caipNetworkId": "eip155:1", "rpcUrls": ["http://a"], "multicall3": "0x12"}]}',
      'networks[0].multicall3 must be an EVM address (0x and 40 hex digits)',
    ],
    [
      '{"networks": [{"caipNetworkId": "eip155:1", "rpcUrls": ["http://a"], "nativeCurrency": {"name": "Ether", "symbol": "ETH", "decimals": -1}}]}',
      'networks[0].nativeCurrency.decimals must be a whole number from 0 to 255',
    ],
    [
      '{"tokens": [{"caipNetworkId": "eip155:1", "address": "0x12"}]}',
      'tokens[0].address must be an EVM address (0x and 40 hex digits)',
    ],
    [
      `{"nftCollections": [{"caipNetworkId": "eip155:1", "address": "${PUSD}", "fromBlock": 1.5}]}`,
      'nftCollections[0].fromBlock must be a whole number from 0 to 9007199254740991',
    ],
    [
      '{"prices": {"usd": {"ETH": 3000}}}',
      'prices.usd["ETH"] must be keyed by a CAIP-10 token address or "{caipNetworkId}:native"',
    ],
    [
      '{"prices": {"usd": {"eip155:1:native": "lots"}}}',
      'prices.usd["eip155:1:native"] must be a price of 0 or more',
    ],
    [
      '{"history": {"networks": {"eip155:1": {"source": "etherscan"}}}}',
      'history.networks["eip155:1"].source must be one of: indexer, explorer, none',
    ],
    [
      '{"history": {"networks": {"eip155:1": {"source": "explorer", "url": "ftp://x"}}}}',
      'history.networks["eip155:1"].url must be a URL (http or https)',
    ],
    [
      '{"history": {"indexer": {"reorgDepth": 0}}}',
      'history.indexer.reorgDepth must be a whole number from 1 to 10000',
    ],
    ['{"history": {"pageSize": 500}}', 'history.pageSize must be a whole number from 1 to 100'],
  ])('names the field of a bad value: %s', (text, message) => {
    const file = write('bad.json', text)
    expect(problem(() => loadPorticoConfig(file))).toEqual({ shortMessage: message, details: file })
  })

  it('accepts the config @portico/devnet writes for its chains', () => {
    const config = getDevnetServerConfig({ urls: { 31337: 'http://127.0.0.1:9545' } })
    expect(parsePorticoConfig(JSON.parse(JSON.stringify(config)))).toEqual(config)
  })
})
