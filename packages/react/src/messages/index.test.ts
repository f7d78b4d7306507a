import { describe, expect, it } from 'vitest'
import { ALL_WALLETS_MESSAGES } from '../views/allWalletsMessages.ts'
import { en, type MessageTexts } from './en.ts'
import { messageArguments } from './format.ts'
import {
  format,
  getDirection,
  getMessages,
  getViewMessages,
  LOCALES,
  loadLocale,
  resolveLocale,
  type ViewCatalogue,
  type ViewTexts,
  wantViewTexts,
} from './index.ts'
import { formatFiat, formatTimeAgo, localizeDecimal } from './intl.ts'
import { ERROR_MESSAGE_IDS } from './locales/errorMessageIds.ts'

type Texts = Record<string, string>

const firstViews = import.meta.glob<{ default: MessageTexts }>('./locales/!(*.views).ts', { eager: true })
const viewTranslations = import.meta.glob<{ default: ViewTexts }>('./locales/*.views.ts', { eager: true })
const sources = import.meta.glob<string>('./locales/*.ts', { query: '?raw', import: 'default', eager: true })
// Every view catalogue in the package: any `*Messages.ts` export with English texts.
const catalogueModules = import.meta.glob<Record<string, unknown>>('../views/**/*Messages.ts', {
  eager: true,
})
const catalogues = Object.entries(catalogueModules).flatMap(([path, module]) =>
  Object.values(module)
    .filter((value): value is ViewCatalogue => typeof value === 'object' && value !== null && 'en' in value)
    .map((catalogue) => ({ path, catalogue })),
)

const translated = LOCALES.filter((locale) => locale !== 'en')

/** A locale's file name: 'pt-BR' → 'ptBr' (file names are camelCase). */
const file = (locale: string) =>
  locale.replace(/-(\w)(\w*)/, (_, first: string, rest: string) => first + rest.toLowerCase())

/**
 * The keys a locale file's comments name, list by list: a first-views file's one list under '', a views
 * file's under each catalogue id.
 */
function namedKeys(source: string): Map<string, string[]> {
  const lists = new Map<string, string[]>()
  let list = ''
  for (const line of source.split('\n')) {
    const start = line.match(/^ {2}(\w+): \[$/)
    if (start) list = start[1]!
    const named = line.match(/, \/\/ (\w+)$/)
    if (named) lists.set(list, [...(lists.get(list) ?? []), named[1]!])
  }
  return lists
}

/**
 * What is wrong with a locale's list of texts for an English catalogue: its length, the first entry whose
 * comment names another key than the English one in its place, and messages whose ICU arguments differ.
 */
function differences(english: Texts, list: MessageTexts | undefined, names: string[] | undefined): string[] {
  if (!list) return ['the whole catalogue is missing']
  const keys = Object.keys(english)
  const problems: string[] = []
  if (list.length !== keys.length) problems.push(`${list.length} texts for ${keys.length} keys`)
  const misnamed = keys.findIndex((key, index) => names?.[index] !== key)
  if (misnamed >= 0)
    problems.push(
      `entry ${misnamed + 1} is named ${names?.[misnamed]}, the English key there is ${keys[misnamed]}`,
    )
  keys.forEach((key, index) => {
    const text = list[index]
    if (text !== undefined && messageArguments(text).join() !== messageArguments(english[key]!).join())
      problems.push(`${key} takes ${messageArguments(text)} instead of ${messageArguments(english[key]!)}`)
  })
  return problems
}

describe('ICU messages (docs/architecture.md: every text from a catalogue, selected by locale)', () => {
  it('fills arguments and keeps unknown ones', () => {
    expect(format(en.continueIn, { name: 'Rainbow' })).toBe('Continue in Rainbow')
    expect(format('{a} {b}', { a: 1 })).toBe('1 {b}')
  })

  it('picks plural forms by the locale’s rules, with exact matches and #', () => {
    const english = '{count, plural, =0 {none left} one {# attempt left} other {# attempts left}}'
    expect(format(english, { count: 0 }, 'en')).toBe('none left')
    expect(format(english, { count: 1 }, 'en')).toBe('1 attempt left')
    expect(format(english, { count: 1234 }, 'en')).toBe('1,234 attempts left')
    const russian = '{n, plural, one {# попытка} few {# попытки} many {# попыток} other {# попытки}}'
    expect([1, 3, 5, 21].map((n) => format(russian, { n }, 'ru'))).toEqual([
      '1 попытка',
      '3 попытки',
      '5 попыток',
      '21 попытка',
    ])
    const arabic = '{n, plural, zero {صفر} one {واحد} two {اثنان} few {قليل} many {كثير} other {آخر}}'
    expect([0, 1, 2, 3, 11, 100].map((n) => format(arabic, { n }, 'ar'))).toEqual([
      'صفر',
      'واحد',
      'اثنان',
      'قليل',
      'كثير',
      'آخر',
    ])
  })

  it('selects, formats numbers in the locale and nests', () => {
    const message = '{kind, select, in {Received {amount, number}} other {Sent {amount, number}}}'
    expect(format(message, { kind: 'in', amount: 1234.5 }, 'de')).toBe('Received 1.234,5')
    expect(format(message, { kind: 'x', amount: 2 }, 'en')).toBe('Sent 2')
    expect(messageArguments(message)).toEqual(['amount:number', 'kind:select'])
  })

  it('rejects malformed messages with the place of the problem', () => {
    expect(() => format('{count, plural, one {x}}')).toThrow('count needs an other case')
    expect(() => format('{name')).toThrow('Invalid message')
    expect(() => format('{n, date}')).toThrow('unsupported type date')
  })
})

describe('locales', () => {
  it('resolves tags to a shipped locale: exact, by language, else English', () => {
    expect(resolveLocale('pt-BR')).toBe('pt-BR')
    expect(resolveLocale('pt-PT')).toBe('pt-BR')
    expect(resolveLocale('zh-HK')).toBe('zh-TW')
    expect(resolveLocale('zh-Hant-TW')).toBe('zh-TW')
    expect(resolveLocale('zh')).toBe('zh-CN')
    expect(resolveLocale('de-AT')).toBe('de')
    expect(resolveLocale('ar-EG')).toBe('ar')
    expect(resolveLocale('xx')).toBe('en')
    expect(resolveLocale(undefined)).toBe('en')
    expect(getDirection('ar')).toBe('rtl')
    expect(getDirection('ja')).toBe('ltr')
  })

  it('ships a first-view catalogue and a views file for every locale but English', () => {
    expect(LOCALES).toHaveLength(13)
    for (const locale of translated) {
      expect(firstViews[`./locales/${file(locale)}.ts`], locale).toBeDefined()
      expect(viewTranslations[`./locales/${file(locale)}.views.ts`], locale).toBeDefined()
    }
  })

  it.each(translated)(
    '%s has every first-view text in the English order, with the same ICU arguments',
    (locale) => {
      const path = `./locales/${file(locale)}.ts`
      expect(differences(en, firstViews[path]?.default, namedKeys(sources[path]!).get(''))).toEqual([])
    },
  )

  it.each(translated)(
    '%s has every view catalogue’s texts in the English order, with the same ICU arguments',
    (locale) => {
      const path = `./locales/${file(locale)}.views.ts`
      const views = viewTranslations[path]!.default
      const names = namedKeys(sources[path]!)
      const problems = catalogues.flatMap(({ path, catalogue }) =>
        differences(catalogue.en, views[catalogue.id], names.get(catalogue.id)).map(
          (problem) => `${catalogue.id} (${path}): ${problem}`,
        ),
      )
      // `errors` holds the errors' fixed messages, whose texts errors.test.ts checks.
      const errors = { list: views.errors, names: names.get('errors') }
      if (errors.list.length !== ERROR_MESSAGE_IDS.length)
        problems.push(`errors: ${errors.list.length} texts for ${ERROR_MESSAGE_IDS.length} ids`)
      if (errors.names?.join() !== ERROR_MESSAGE_IDS.join())
        problems.push('errors: the comments do not name ERROR_MESSAGE_IDS in order')
      const known = new Set<string>(['errors', ...catalogues.map(({ catalogue }) => catalogue.id)])
      for (const id of Object.keys(views)) if (!known.has(id)) problems.push(`extra ${id}`)
      expect(problems).toEqual([])
    },
  )

  it('finds every view catalogue, each with its own id', () => {
    const ids = catalogues.map(({ catalogue }) => catalogue.id)
    expect(ids.length).toBeGreaterThanOrEqual(23)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('loads a locale’s chunks on demand; English until then', async () => {
    expect(getMessages('ko').connectWallet).toBe('Connect Wallet')
    wantViewTexts()
    await loadLocale('ko-KR')
    expect(getMessages('ko').connectWallet).toBe('지갑 연결')
    expect(getViewMessages(ALL_WALLETS_MESSAGES, 'ko').searchWallet).toBe('지갑 검색')
    expect(getViewMessages(ALL_WALLETS_MESSAGES, 'en-GB').searchWallet).toBe('Search wallet')
  })

  it('keeps the English names the accessibility contract uses', () => {
    expect([en.connectWallet, en.allWallets, en.back, en.close]).toEqual([
      'Connect Wallet',
      'All Wallets',
      'Back',
      'Close',
    ])
  })
})

describe('numbers, currencies and times through Intl (docs/rules/limits.md formats in English)', () => {
  it('keeps en-US with 2 decimals in English and uses the locale elsewhere', () => {
    expect(formatFiat(1234.5, 'en')).toBe('$1,234.50')
    expect(formatFiat(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 $')
    expect(formatFiat(1234.5, 'ja')).toBe('$1,234.50')
    // Arabic's 'US$' is isolated left to right, so a right-to-left line keeps it 'US$', not '$US'.
    expect(formatFiat(1234.5, 'ar')).toMatch(/\u2066US\$\u2069/)
    expect(localizeDecimal('1234.567', 'en')).toBe('1234.567')
    expect(localizeDecimal('1234.567', 'de')).toBe('1.234,567')
    expect(localizeDecimal('12345678901234567.890', 'fr').replace(/\s/g, ' ')).toBe(
      '12 345 678 901 234 567,890',
    )
  })

  it('describes times relative to now', () => {
    const now = Date.UTC(2026, 0, 10)
    expect(formatTimeAgo(now - 3 * 3_600_000, 'en', now)).toBe('3 hrs ago')
    expect(formatTimeAgo(now - 3 * 3_600_000, 'ja', now)).toBe('3 時間前')
    expect(formatTimeAgo(now - 2 * 86_400_000, 'es', now)).toBe('hace 2 d')
    expect(formatTimeAgo('not a date', 'fr', now)).toBe('')
  })
})
