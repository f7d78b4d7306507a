import { RELAY, WC_TIMING } from '../constants.ts'
import { generateSymKey, hashKey } from '../crypto/keys.ts'
import { ProtocolError } from '../errors/protocol.ts'
import type { PairingRecord } from '../protocol/types.ts'
import { formatPairingUri, nowSeconds, parsePairingUri } from '../protocol/uri.ts'
import type { Engine } from './engine.ts'

/** Creates an inactive pairing (4-minute expiry), subscribes to its topic and returns its URI. */
export async function createPairing(
  engine: Engine,
  methods?: string[],
): Promise<{ topic: string; uri: string; pairing: PairingRecord }> {
  const symKey = generateSymKey()
  const topic = hashKey(symKey)
  const pairing: PairingRecord = {
    topic,
    expiry: nowSeconds() + WC_TIMING.pairingExpirySeconds,
    relay: { protocol: RELAY.protocol },
    active: false,
    ...(methods ? { methods } : {}),
  }
  await engine.keychain.set(topic, symKey)
  await engine.pairings.set(topic, pairing)
  await engine.relay.subscribe(topic)
  const uri = formatPairingUri({
    topic,
    version: 2,
    symKey,
    relay: pairing.relay,
    expiryTimestamp: pairing.expiry,
    ...(methods ? { methods } : {}),
  })
  return { topic, uri, pairing }
}

/** Stores the pairing of a scanned URI (inactive) and subscribes to its topic, where the proposal waits. */
export async function pairWithUri(engine: Engine, uri: string): Promise<PairingRecord> {
  const parsed = parsePairingUri(uri)
  if (parsed.expiryTimestamp * 1000 <= Date.now()) {
    throw new ProtocolError('Expired', `pair() URI has expired: ${parsed.expiryTimestamp}`)
  }
  if (engine.recentlyDeleted.has(parsed.topic)) {
    throw new ProtocolError('NoMatchingKey', `pair() pairing topic was deleted: ${parsed.topic}`)
  }
  const existing = engine.pairings.get(parsed.topic)
  if (existing?.active)
    throw new ProtocolError('MissingOrInvalid', `pair() pairing already exists: ${parsed.topic}`)
  const pairing: PairingRecord = {
    topic: parsed.topic,
    expiry: parsed.expiryTimestamp,
    relay: parsed.relay,
    active: false,
    ...(parsed.methods ? { methods: parsed.methods } : {}),
  }
  await engine.keychain.set(parsed.topic, parsed.symKey)
  await engine.pairings.set(parsed.topic, pairing)
  await engine.relay.subscribe(parsed.topic)
  return pairing
}
