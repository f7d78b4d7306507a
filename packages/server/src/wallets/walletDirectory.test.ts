import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SEED_WALLETS_FILE } from '../seed/seedPaths.ts'
import { CERTIFIED_MAX_RANK } from './badge.ts'
import { parseWalletDirectory } from './parseWalletDirectory.ts'
import { WalletDirectory } from './walletDirectory.ts'
import type { WalletRecord } from './walletRecord.ts'

const seed = parseWalletDirectory(JSON.parse(readFileSync(SEED_WALLETS_FILE, 'utf8')))
const directory = new WalletDirectory(
  1,
  seed.map((wallet) => wallet.record),
  new Map(),
)
const origin = 'http://127.0.0.1:8787'

function record(id: string, name: string, extra: Partial<WalletRecord> = {}): WalletRecord {
  const [only] = parseWalletDirectory({ schema: 'wallet-directory/1', wallets: [{ id, name }] })
  if (!only) throw new Error('no record')
  return { ...only.record, ...extra }
}

describe('wallet directory search (docs/rules/states.md wallet loading, api.md getWallets)', () => {
  const small = new WalletDirectory(
    1,
    [
      record('a', 'Rainbow', { aliases: ['Rainbow Wallet'] }),
      record('b', 'Best Wallet'),
      record('c', 'Wallet3'),
      record('d', 'Zerion', { aliases: ['WalletZ'] }),
      record('e', 'Superwallet'),
      record('f', 'Other'),
    ],
    new Map(),
  )
  const names = (search: string) =>
    small.query({ page: 1, entries: 100, search }, origin).data.map((wallet) => wallet.name)

  it('ranks name or alias prefixes first, then word prefixes, then substrings, each in directory order', () => {
    expect(names('wallet')).toEqual(['Wallet3', 'Zerion', 'Rainbow', 'Best Wallet', 'Superwallet'])
  })

  it('trims and ignores case; an empty search lists everything', () => {
    expect(names('  ZERION ')).toEqual(['Zerion'])
    expect(names('   ')).toHaveLength(6)
  })

  it('counts all matches while paging', () => {
    const page = small.query({ page: 2, entries: 2, search: 'wallet' }, origin)
    expect(page.count).toBe(5)
    expect(page.data.map((wallet) => wallet.name)).toEqual(['Rainbow', 'Best Wallet'])
  })
})

describe('seeded wallet directory (docs/rules/entities.md Wallet, limits.md page sizes)', () => {
  it('keeps the popularity order and fills image_url only for wallets with a logo', () => {
    const { data, count } = directory.query({ page: 1, entries: 40 }, origin)
    expect(count).toBe(seed.length)
    expect(data).toHaveLength(40)
    expect(data.every((wallet) => wallet.image_url === null)).toBe(true)
  })

  it(`certifies only wallets ranked in the top ${CERTIFIED_MAX_RANK} with a WalletConnect id`, () => {
    const certified = directory.query({ page: 1, entries: 100, badgeType: 'certified' }, origin).data
    expect(certified.length).toBeGreaterThan(10)
    for (const wallet of certified) {
      const source = seed.find((item) => item.record.id === wallet.id)?.record
      expect(source?.walletconnectId).toBeTruthy()
      expect(source?.rank).toBeLessThanOrEqual(CERTIFIED_MAX_RANK)
    }
  })

  it('serialises the same answer as query() for the JSON route', () => {
    for (const query of [
      { page: 1, entries: 40 },
      { page: 3, entries: 100, search: 'Wallet ' },
      { page: 1, entries: 4, include: ['io.metamask', 'io.rabby'] },
    ]) {
      expect(JSON.parse(directory.queryJson(query, origin).toString('utf8'))).toEqual(
        directory.query(query, origin),
      )
    }
  })

  it('derives namespaces from chains when the directory lists none', () => {
    const { data } = directory.query({ page: 1, entries: 100, chains: ['eip155:1'] }, origin)
    expect(
      data.every((wallet) => wallet.namespaces.includes('eip155') || wallet.chains.includes('eip155:1')),
    ).toBe(true)
  })
})

describe('parseWalletDirectory (issue 3 import-wallets)', () => {
  const parse =
    (wallets: unknown[], schema = 'wallet-directory/1') =>
    () =>
      parseWalletDirectory({ schema, wallets })

  it('reads the reference format, missing fields as unknown', () => {
    const [wallet] = parseWalletDirectory({
      schema: 'wallet-directory/1',
      wallets: [{ id: 'x.y', name: ' X ' }],
    })
    expect(wallet?.record).toMatchObject({
      id: 'x.y',
      name: 'X',
      aliases: [],
      rdns: null,
      namespaces: [],
      rank: null,
    })
    expect(wallet?.logo).toBeNull()
  })

  it.each([
    [parse([], 'other/1'), 'Expected schema "wallet-directory/1"'],
    [() => parseWalletDirectory([]), 'The file is not a JSON object'],
    [parse([{ id: '../x', name: 'X' }]), 'Invalid wallet id'],
    [parse([{ id: 'x', name: '' }]), 'A wallet needs a name'],
    [
      parse([
        { id: 'x', name: 'X' },
        { id: 'x', name: 'Y' },
      ]),
      'Duplicate wallet id',
    ],
    [parse([{ id: 'x', name: 'X', chains: ['nope'] }]), 'Expected a string matching'],
    [parse([{ id: 'x', name: 'X', logo: '/etc/passwd' }]), '"logo" must be a relative path'],
    [parse([{ id: 'x', name: 'X', logo: 'a/../../b.svg' }]), '"logo" must be a relative path'],
    [parse([{ id: 'x', name: 'X', thirdweb_rank: -1 }]), '"thirdweb_rank" must be a positive integer'],
    [parse([{ id: 'x', name: 'X', injected: [{ global: 'window.x' }] }]), 'Expected a CAIP-2 namespace'],
  ])('rejects bad records with a clear message (%#)', (run, message) => {
    expect(run).toThrow(message)
  })
})
