import { parsePairingUri } from '@portico/walletconnect'

export type ParsePairingLinkReturnType = { ok: true; uri: string } | { ok: false; message: string }

/**
 * Reads what the user pasted: a `wc:` pairing URI, or a link that carries one in its `uri` parameter
 * (`http://127.0.0.1:5174/wc?uri=…`, `wallet://wc?uri=…`). Anything else gets a message that says what
 * is wrong.
 *
 * @example
 * parsePairingLink('wc:7f6e…@2?relay-protocol=irn&symKey=…') // { ok: true, uri: 'wc:7f6e…' }
 * parsePairingLink('hello') // { ok: false, message: 'This is not a WalletConnect link. …' }
 */
export function parsePairingLink(input: string): ParsePairingLinkReturnType {
  let uri = input.trim()
  if (uri === '') return { ok: false, message: 'Paste a WalletConnect link first: it starts with “wc:”.' }
  if (!uri.startsWith('wc:')) {
    try {
      uri = new URL(uri).searchParams.get('uri') ?? ''
    } catch {
      uri = ''
    }
  }
  if (!uri.startsWith('wc:')) {
    return { ok: false, message: 'This is not a WalletConnect link. It should start with “wc:”.' }
  }
  try {
    const parsed = parsePairingUri(uri)
    if (parsed.expiryTimestamp * 1000 <= Date.now()) {
      return { ok: false, message: 'This link has expired. Ask the app for a new QR code.' }
    }
    return { ok: true, uri }
  } catch {
    return {
      ok: false,
      message: 'This WalletConnect link is damaged or incomplete. Copy it again from the app.',
    }
  }
}
