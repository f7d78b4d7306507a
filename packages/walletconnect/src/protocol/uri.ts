import { WC_TIMING } from '../constants.ts'
import { isHex32 } from '../crypto/keys.ts'
import { ProtocolError } from '../errors/protocol.ts'
import type { RelayProtocol } from './types.ts'

/** The parts of a pairing URI `wc:{topic}@2?relay-protocol=irn&symKey=…&expiryTimestamp=…`. */
export type PairingUri = {
  topic: string
  version: 2
  symKey: string
  relay: RelayProtocol
  /** Unix seconds. */
  expiryTimestamp: number
  methods?: string[]
}

export function formatPairingUri(parameters: PairingUri): string {
  const { topic, symKey, relay, expiryTimestamp, methods } = parameters
  const query = new URLSearchParams({
    'relay-protocol': relay.protocol,
    symKey,
    expiryTimestamp: String(expiryTimestamp),
  })
  if (relay.data) query.set('relay-data', relay.data)
  if (methods && methods.length > 0) query.set('methods', methods.join(','))
  return `wc:${topic}@2?${query.toString()}`
}

/** Parses and validates a pairing URI; throws MISSING_OR_INVALID for anything malformed. */
export function parsePairingUri(uri: string): PairingUri {
  const match = /^wc:([0-9a-fA-F]{64})@(\d+)\?(.*)$/.exec(uri.trim())
  if (!match) throw new ProtocolError('MissingOrInvalid', `pair() uri: ${uri}`)
  const [, topic = '', version, query = ''] = match
  if (version !== '2') throw new ProtocolError('MissingOrInvalid', `pair() uri version: ${String(version)}`)
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey') ?? ''
  const protocol = params.get('relay-protocol') ?? ''
  const expiry = Number(params.get('expiryTimestamp'))
  if (!isHex32(symKey)) throw new ProtocolError('MissingOrInvalid', 'pair() uri#symKey')
  if (!protocol) throw new ProtocolError('MissingOrInvalid', 'pair() uri#relay-protocol')
  const relayData = params.get('relay-data')
  const methods = params.get('methods')
  return {
    topic: topic.toLowerCase(),
    version: 2,
    symKey: symKey.toLowerCase(),
    relay: relayData ? { protocol, data: relayData } : { protocol },
    expiryTimestamp:
      Number.isFinite(expiry) && expiry > 0 ? expiry : nowSeconds() + WC_TIMING.pairingExpirySeconds,
    ...(methods ? { methods: methods.split(',').map((method) => method.trim()) } : {}),
  }
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** docs/rules/limits.md: a pairing counts as expired when 10 s or less remains. */
export function isPairingExpired(expirySeconds: number, now: number = Date.now()): boolean {
  return expirySeconds * 1000 - now <= WC_TIMING.pairingExpiredMargin
}
