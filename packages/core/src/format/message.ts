import { InvalidMessageError } from '../errors/plain.ts'

/**
 * A small ICU MessageFormat formatter over `Intl`: `{name}`, `{n, number}`, `{n, plural, =0 {…} one {# …}
 * other {# …}}` and `{kind, select, a {…} other {…}}`, nested. No apostrophe quoting: texts write ’.
 * A full ICU library would weigh more than every message of a locale together.
 */
type Node =
  | string
  | { type: 'argument'; name: string }
  | { type: 'number'; name: string }
  | { type: 'pound' }
  | { type: 'plural'; name: string; options: Record<string, Node[]> }
  | { type: 'select'; name: string; options: Record<string, Node[]> }

export type MessageValues = Record<string, string | number>

const parsed = new Map<string, Node[]>()

function parse(message: string): Node[] {
  let index = 0
  const fail = (reason: string): never => {
    throw new InvalidMessageError({ message, reason, index })
  }
  const word = () => {
    const match = /^\s*([\w=-]+)\s*/.exec(message.slice(index))
    if (!match?.[1]) return fail('expected a name')
    index += match[0].length
    return match[1]
  }
  const nodes = (inPlural: boolean): Node[] => {
    const list: Node[] = []
    let text = ''
    while (index < message.length) {
      const char = message[index] as string
      if (char === '}') break
      if (char === '#' && inPlural) {
        if (text) list.push(text)
        text = ''
        list.push({ type: 'pound' })
        index++
        continue
      }
      if (char !== '{') {
        text += char
        index++
        continue
      }
      if (text) list.push(text)
      text = ''
      index++
      list.push(argument())
    }
    if (text) list.push(text)
    return list
  }
  const argument = (): Node => {
    const name = word()
    if (message[index] === '}') {
      index++
      return { type: 'argument', name }
    }
    if (message[index] !== ',') return fail('expected , or }')
    index++
    const type = word()
    if (type === 'number' && message[index] === '}') {
      index++
      return { type: 'number', name }
    }
    if (type !== 'plural' && type !== 'select') return fail(`unsupported type ${type}`)
    if (message[index] !== ',') return fail('expected ,')
    index++
    const options: Record<string, Node[]> = {}
    while (message[index] !== '}') {
      const key = word()
      if (message[index] !== '{') return fail('expected {')
      index++
      options[key] = nodes(type === 'plural')
      if (message[index] !== '}') return fail('expected }')
      index++
      index += /^\s*/.exec(message.slice(index))?.[0].length ?? 0
      if (index >= message.length) return fail('unclosed argument')
    }
    index++
    if (!options.other) return fail(`${name} needs an other case`)
    return { type, name, options }
  }
  const result = nodes(false)
  if (index < message.length) fail('unexpected }')
  return result
}

function parseCached(message: string): Node[] {
  let nodes = parsed.get(message)
  if (!nodes) {
    nodes = parse(message)
    parsed.set(message, nodes)
  }
  return nodes
}

function render(nodes: Node[], values: MessageValues, locale: string, count?: number): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') out += node
    else if (node.type === 'pound') out += new Intl.NumberFormat(locale).format(count ?? 0)
    else if (!(node.name in values)) out += `{${node.name}}`
    else if (node.type === 'argument') out += String(values[node.name])
    else if (node.type === 'number') out += new Intl.NumberFormat(locale).format(Number(values[node.name]))
    else if (node.type === 'select') {
      const value = String(values[node.name])
      out += render(node.options[value] ?? node.options.other ?? [], values, locale, count)
    } else {
      const value = Number(values[node.name])
      const branch =
        node.options[`=${value}`] ??
        node.options[new Intl.PluralRules(locale).select(value)] ??
        node.options.other
      out += render(branch ?? [], values, locale, value)
    }
  }
  return out
}

/**
 * Formats an ICU message in a locale; an argument without a value stays as `{name}`.
 *
 * @example
 * formatMessage('{count, plural, one {# attempt left} other {# attempts left}}', { count: 2 }, 'en') // '2 attempts left'
 */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  return render(parseCached(message), values, locale)
}

/**
 * The arguments a message takes, as `name` or `name:type` with the cases of plural and select, sorted:
 * two translations of one message must take the same ones.
 *
 * @example
 * messageArguments('{n, plural, one {# file} other {# files}} in {folder}') // ['folder', 'n:plural']
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>()
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.type === 'pound') continue
      if (node.type === 'argument') found.add(node.name)
      else if (node.type === 'number') found.add(`${node.name}:number`)
      else {
        found.add(`${node.name}:${node.type}`)
        for (const branch of Object.values(node.options)) walk(branch)
      }
    }
  }
  walk(parseCached(message))
  return [...found].sort()
}
