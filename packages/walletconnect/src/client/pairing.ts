import { RELAY, WC_TIMING } from '../constants.ts'
import { generateSymKey, hashKey } from '../crypto/keys.ts'
import { ProtocolError } from '../errors/protocol.ts'
import type { PairingRecord } from '../protocol/types.ts'
import { formatPairingUri, nowSeconds, parsePairingUri } from '../protocol/uri.ts'
import type { Engine } from './engine.ts'

export type PreparedPairing = { topic: string; uri: string; symKey: string; pairing: PairingRecord }

/** A new inactive pairing (4-minute expiry) and its URI, before anything is stored or subscribed. */
export function preparePairing(methods?: string[]): PreparedPairing {
  const symKey = generateSymKey()
  const topic = hashKey(symKey)
  const pairing: PairingRecord = {
    topic,
    expiry: nowSeconds() + WC_TIMING.pairingExpirySeconds,
    relay: { protocol: RELAY.protocol },
    active: false,
    ...(methods ? { methods } : {}),
  }
  const uri = formatPairingUri({
    topic,
    version: 2,
    symKey,
    relay: pairing.relay,
    expiryTimestamp: pairing.expiry,
    ...(methods ? { methods } : {}),
  })
  return { topic, uri, symKey, pairing }
}

/** Stores a prepared pairing and subscribes to its topic, where the wallet's answer will arrive. */
export async function storePairing(engine: Engine, prepared: PreparedPairing): Promise<void> {
  await engine.keychain.set(prepared.topic, prepared.symKey)
  await engine.pairings.set(prepared.topic, prepared.pairing)
  await engine.relay.subscribe(prepared.topic)
}

/** Creates an inactive pairing (4-minute expiry), subscribes to its topic and returns its URI. */
export async function createPairing(
  engine: Engine,
  methods?: string[],
): Promise<{ topic: string; uri: string; pairing: PairingRecord }> {
  const prepared = preparePairing(methods)
  await storePairing(engine, prepared)
  return { topic: prepared.topic, uri: prepared.uri, pairing: prepared.pairing }
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
