/**
 * Returns the source text of the top-level `"id"` member of a JSON object, or undefined when there
 * is none. Client ids are 19-digit numbers, beyond Number's 53-bit precision, so the relay echoes
 * this text back verbatim instead of the parsed value. Assumes `text` already parsed as JSON.
 */
export function readRawId(text: string): string | undefined {
  let depth = 0
  let index = 0
  while (index < text.length) {
    const char = text[index]
    if (char === '"') {
      const end = endOfString(text, index)
      if (depth === 1 && text.slice(index, end) === '"id"') {
        const colon = skipWhitespace(text, end)
        if (text[colon] === ':') return readValue(text, skipWhitespace(text, colon + 1))
      }
      index = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    index++
  }
  return undefined
}

/** Index just past the closing quote of the string starting at `start`. */
function endOfString(text: string, start: number): number {
  let quote = text.indexOf('"', start + 1)
  while (quote !== -1) {
    let backslashes = 0
    while (text[quote - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return quote + 1
    quote = text.indexOf('"', quote + 1)
  }
  return text.length
}

function skipWhitespace(text: string, start: number): number {
  let index = start
  while (index < text.length && /\s/.test(text[index] ?? '')) index++
  return index
}

/** The id is a number, a string or null (JSON-RPC 2.0); anything else is not an id. */
function readValue(text: string, start: number): string | undefined {
  if (text[start] === '"') return text.slice(start, endOfString(text, start))
  const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|null)/.exec(text.slice(start, start + 64))
  return match?.[0]
}
