import { LOCALES, messageArguments } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { UserRejectedError } from '../evm.ts'
import { describeCall } from '../userOperation.ts'
import { en, type VaultMessages } from './en.ts'
import { amount, parseVaultLocale, setVaultLocale, t, vaultLocale } from './index.ts'

// docs/architecture.md (every text from a catalogue, selected by locale) and issue #20 item 4, for the vault's
// secure-origin screens: the same 13 locales as the modal, complete, with the same ICU arguments.

const catalogues = import.meta.glob<{ default: VaultMessages }>('./locales/*.ts', { eager: true })

/** A locale's file name: 'pt-BR' → 'ptBr' (file names are camelCase). */
const file = (locale: string) =>
  locale.replace(/-(\w)(\w*)/, (_, first: string, rest: string) => first + rest.toLowerCase())

const translated = LOCALES.filter((locale) => locale !== 'en')

afterEach(() => setVaultLocale('en'))

describe('the vault catalogue', () => {
  it('has a file for every shipped locale and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual(
      translated.map((locale) => `./locales/${file(locale)}.ts`).sort(),
    )
  })

  it.each(translated)('%s has every key with the same ICU arguments as English', (locale) => {
    const messages = catalogues[`./locales/${file(locale)}.ts`]?.default as Record<string, string>
    const problems: string[] = []
    for (const [key, english] of Object.entries(en)) {
      const text = messages[key]
      if (text === undefined) problems.push(`missing ${key}`)
      else if (messageArguments(text).join() !== messageArguments(english).join())
        problems.push(`${key} takes ${messageArguments(text)} instead of ${messageArguments(english)}`)
    }
    for (const key of Object.keys(messages)) if (!(key in en)) problems.push(`extra ${key}`)
    expect(problems).toEqual([])
  })

  it.each(translated)('%s keeps every data argument in its text', async (locale) => {
    await setVaultLocale(locale)
    const text = t('send', { value: 'VALUE', to: 'TO', network: 'NETWORK' })
    for (const part of ['VALUE', 'TO', 'NETWORK']) expect(text).toContain(part)
    expect(t('callsTitle', { count: 3 })).toMatch(/3|٣/)
  })
})

describe('the locale the page sends', () => {
  it('is taken only when it is a shipped tag, else English', () => {
    expect(parseVaultLocale('ar')).toBe('ar')
    expect(parseVaultLocale('pt-BR')).toBe('pt-BR')
    for (const bad of ['pt-PT', 'xx', '', 42, null, undefined, { locale: 'ar' }, '__proto__'])
      expect(parseVaultLocale(bad)).toBe('en')
  })

  it('switches the texts once the locale has loaded; the last switch wins', async () => {
    const first = setVaultLocale('ja')
    const second = setVaultLocale('de')
    await Promise.all([first, second])
    expect(vaultLocale()).toBe('de')
    expect(t('approve')).toBe('Bestätigen')
    await setVaultLocale('nonsense')
    expect(vaultLocale()).toBe('en')
    expect(t('approve')).toBe('Approve')
  })
})

describe('data in the texts', () => {
  it('keeps English exactly as before', () => {
    expect(t('send', { value: amount('1234.5', 'ETH'), to: '0x1234…abcd', network: 'Sepolia' })).toBe(
      'Send 1234.5 ETH to 0x1234…abcd on Sepolia.',
    )
    expect(t('fromSmartAccountBatch', { account: '0xabcd…0001', network: 'Devnet A', count: 2 })).toBe(
      'From your smart account 0xabcd…0001 on Devnet A, these 2 calls run together, all or none:',
    )
    expect(t('callsTitle', { count: 2 })).toBe('Approve 2 calls')
    expect(t('solanaOpenAccount', { owner: 'Abcd…wxyz', payerKind: 'you', payer: 'Efgh…1234' })).toBe(
      "Open the receiver's token account for Abcd…wxyz; you pay its rent deposit.",
    )
    expect(t('solanaOpenAccount', { owner: 'Abcd…wxyz', payerKind: 'other', payer: 'Efgh…1234' })).toBe(
      "Open the receiver's token account for Abcd…wxyz; Efgh…1234 pays its rent deposit.",
    )
  })

  it('writes amounts with the locale’s separators and every digit', async () => {
    await setVaultLocale('de')
    expect(amount('1234.000000000000000001', 'ETH')).toBe('1.234,000000000000000001 ETH')
    await setVaultLocale('fr')
    expect(amount('0.5', 'SOL')).toBe('0,5 SOL')
  })

  it('isolates data in Arabic so an address keeps its order inside right-to-left text', async () => {
    await setVaultLocale('ar')
    const text = t('send', { value: '1 ETH', to: '0x1234…abcd', network: 'Sepolia' })
    expect(text).toContain('\u20680x1234…abcd\u2069')
    expect(text).toContain('\u2068Sepolia\u2069')
    expect(text.startsWith('إرسال')).toBe(true)
    // A select's key is not data: it still picks its case.
    expect(t('solanaOpenAccount', { owner: 'A…B', payerKind: 'you', payer: 'C…D' })).toContain('تدفع أنت')
  })
})

describe('an approval screen in another locale', () => {
  const chain = {
    id: 31337,
    name: 'Portico Devnet A',
    rpcUrl: 'http://127.0.0.1:8545',
    currency: { symbol: 'ETH', decimals: 18 },
  }
  const call = {
    target: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    value: 1_234_500_000_000_000_000_000n,
    data: '0x',
  } as const

  it('states the same amount, symbol and receiver as the English one', async () => {
    expect(describeCall(call, chain)).toBe('Send 1234.5 ETH to 0x7099…79C8')
    await setVaultLocale('de')
    expect(describeCall(call, chain)).toBe('1.234,5 ETH an 0x7099…79C8 senden')
    await setVaultLocale('ar')
    const arabic = describeCall(call, chain)
    expect(arabic).toContain('\u20680x7099…79C8\u2069')
    expect(arabic).toContain(`\u2068${new Intl.NumberFormat('ar').format(1234.5)} ETH\u2069`)
  })
})

describe("the vault's errors", () => {
  it('answers a rejected request in the page’s locale, with the provider code (docs/rules/errors.md: 4001)', async () => {
    expect(new UserRejectedError()).toMatchObject({ message: 'User rejected the request.', code: 4001 })
    await setVaultLocale('ja')
    expect(new UserRejectedError()).toMatchObject({
      message: 'ユーザーがリクエストを拒否しました。',
      code: 4001,
    })
    await setVaultLocale('ar')
    expect(new UserRejectedError().message).toBe('رفض المستخدم الطلب.')
  })
})
