import type { FastifyInstance } from 'fastify'
import { type Address, type Hex, isHex, type PublicClient, verifyMessage } from 'viem'
import { createChainClient } from '../blockchain/chainClient.ts'
import { BlockchainConfigError, describeFailure } from '../blockchain/errors.ts'
import type { BlockchainNetwork } from '../blockchain/network.ts'
import { evmAddressOf } from '../blockchain/routes.ts'
import { HttpError } from '../http/httpError.ts'
import { checkLabel, parseAccountName } from './accountName.ts'
import { chainIdOfCoinType } from './coinType.ts'
import {
  BUILT_IN_ZONES,
  DEFAULT_MAX_MESSAGE_AGE_SECONDS,
  DEFAULT_NAMES_PER_ADDRESS,
  MAX_NAME_LABEL_LENGTH,
  MAX_NAME_SUGGESTIONS,
  type NamesOptions,
} from './options.ts'
import { parseRegistrationMessage } from './registrationMessage.ts'
import {
  lookupNameSchema,
  nameZonesSchema,
  registerNameSchema,
  reverseNameSchema,
  suggestionsSchema,
} from './schemas.ts'
import type { NameRecord, NameStore } from './storage/nameStore.ts'

export type RegisterNameRoutesParameters = {
  store: NameStore
  /** The served EVM networks: a smart account's signature (EIP-1271) is checked on the coin type's chain. */
  networks: readonly BlockchainNetwork[]
  options?: NamesOptions | undefined
  /** The clock, in milliseconds (tests). */
  now?: (() => number) | undefined
}

type RegisterBody = { coin_type: number; address: string; message: string; signature: string }

/** The zones in preference order: the configured own zones, then `reown.id`, then the legacy `wcn.id`. */
export function nameZones(options: NamesOptions = {}): string[] {
  const zones = [...(options.zones ?? []), ...BUILT_IN_ZONES].map((zone) => zone.toLowerCase())
  for (const zone of zones) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(zone)) {
      throw new BlockchainConfigError(`names.zones: "${zone}" is not a domain like example.id`)
    }
  }
  return [...new Set(zones)]
}

/** Orders an address's names by zone preference, then age: the first is its primary name. */
export function byZonePreference(records: readonly NameRecord[], zones: readonly string[]): NameRecord[] {
  const rank = (record: NameRecord) => {
    const index = zones.indexOf(record.zone)
    return index === -1 ? zones.length : index
  }
  return [...records].sort((a, b) => rank(a) - rank(b) || a.createdAt.getTime() - b.createdAt.getTime())
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

function toNameResponse(record: NameRecord) {
  return {
    name: record.name,
    registered: seconds(record.createdAt),
    updated: seconds(record.updatedAt),
    addresses: { [String(record.coinType)]: { address: record.address, created: seconds(record.createdAt) } },
    attributes: record.attributes,
  }
}

/** Label candidates for a wanted name: the name itself, then numbered and suffixed variants. */
function candidateLabels(wanted: string): string[] {
  const base = wanted
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_NAME_LABEL_LENGTH - 4)
  if (!base) return []
  const variants = [base, `${base}-id`, `${base}-web3`]
  for (let n = 1; n <= 9; n++) variants.push(`${base}${n}`, `${base}-${n}`)
  return [...new Set(variants)].filter((label) => {
    try {
      checkLabel(label)
      return true
    } catch {
      return false
    }
  })
}

/**
 * Registers the account-name registry (docs/rules/api.md profile routes): its zones (the preferred one
 * first), lookup by name, reverse lookup by address, suggestions (in the preferred zone unless one is
 * asked), and registration of a signed message. First come, first served; one name per
 * address and zone unless configured.
 */
export function registerNameRoutes(app: FastifyInstance, parameters: RegisterNameRoutesParameters): void {
  const { store, options = {} } = parameters
  const zones = nameZones(options)
  const namesPerAddress = options.namesPerAddress ?? DEFAULT_NAMES_PER_ADDRESS
  if (!Number.isInteger(namesPerAddress) || namesPerAddress < 1) {
    throw new BlockchainConfigError('names.namesPerAddress must be a whole number of at least 1')
  }
  const maxAgeSeconds = options.maxMessageAgeSeconds ?? DEFAULT_MAX_MESSAGE_AGE_SECONDS
  const now = parameters.now ?? Date.now
  const clients = new Map<number, PublicClient>()
  const networks = new Map(parameters.networks.map((network) => [network.chainId, network]))
  const clientOf = (chainId: number) => {
    const network = networks.get(chainId)
    if (!network) return undefined
    let client = clients.get(chainId)
    if (!client) {
      client = createChainClient(network)
      clients.set(chainId, client)
    }
    return client
  }

  /** EOA signatures by recovery; on a served chain also smart accounts (EIP-1271, EIP-6492). */
  async function isSignedBy(address: Address, message: string, signature: Hex, chainId: number) {
    const client = clientOf(chainId)
    if (!client) return verifyMessage({ address, message, signature }).catch(() => false)
    try {
      return await client.verifyMessage({ address, message, signature })
    } catch (error) {
      if (await verifyMessage({ address, message, signature }).catch(() => false)) return true
      app.log.warn({ chainId, reason: describeFailure(error) }, 'name signature check failed')
      throw new HttpError(503, `Could not check the signature on chain ${chainId}`, { 'retry-after': '5' })
    }
  }

  app.get(
    '/v1/profile/zones',
    {
      schema: { ...nameZonesSchema, summary: 'The zones names are registered in, the preferred one first' },
      config: { limit: 'reads' },
    },
    async () => ({
      zones,
    }),
  )

  app.get<{ Params: { name: string } }>(
    '/v1/profile/account/:name',
    { schema: { ...lookupNameSchema, summary: 'Looks a registered name up' }, config: { limit: 'reads' } },
    async (request) => {
      const { name } = parseAccountName(request.params.name, zones)
      const record = await store.find(name)
      if (!record) throw new HttpError(404, 'Name not found')
      return toNameResponse(record)
    },
  )

  app.get<{ Params: { address: string }; Querystring: { sender?: string } }>(
    '/v1/profile/reverse/:address',
    {
      schema: { ...reverseNameSchema, summary: "An address's registered names, the primary one first" },
      config: { limit: 'reads' },
    },
    async (request) => {
      const address = evmAddressOf(request.params.address)
      if (request.query.sender !== undefined) evmAddressOf(request.query.sender, 'sender')
      return byZonePreference(await store.byAddress(address), zones).map(toNameResponse)
    },
  )

  app.get<{ Params: { name: string }; Querystring: { zone?: string } }>(
    '/v1/profile/suggestions/:name',
    {
      schema: { ...suggestionsSchema, summary: 'Whether a name is free, and free alternatives' },
      config: { limit: 'reads' },
    },
    async (request) => {
      const zone = request.query.zone ?? (zones[0] as string)
      if (!zones.includes(zone.toLowerCase())) {
        throw new HttpError(400, `Unknown zone "${zone.slice(0, 100)}": expected one of ${zones.join(', ')}`)
      }
      const wanted = request.params.name.toLowerCase()
      const label = wanted.endsWith(`.${zone.toLowerCase()}`) ? wanted.slice(0, -(zone.length + 1)) : wanted
      const names = candidateLabels(label).map((candidate) => `${candidate}.${zone.toLowerCase()}`)
      const taken = await store.registered(names)
      const [first, ...rest] = names
      const suggestions = [
        ...(first ? [{ name: first, registered: taken.has(first) }] : []),
        ...rest
          .filter((name) => !taken.has(name))
          .map((name) => ({ name, registered: false }))
          .slice(0, first && !taken.has(first) ? MAX_NAME_SUGGESTIONS - 1 : MAX_NAME_SUGGESTIONS),
      ]
      return { suggestions }
    },
  )

  app.post<{ Body: RegisterBody }>(
    '/v1/profile/account',
    {
      schema: { ...registerNameSchema, summary: 'Registers a name from a message the address signed' },
      config: { limit: 'writes' },
    },
    async (request, reply) => {
      const { coin_type: coinType, message, signature } = request.body
      const address = evmAddressOf(request.body.address)
      const chainId = chainIdOfCoinType(coinType)
      const signed = parseRegistrationMessage(message, {
        nowSeconds: Math.floor(now() / 1000),
        maxAgeSeconds,
      })
      const { name, zone } = parseAccountName(signed.name, zones)
      if (!isHex(signature) || !(await isSignedBy(address, message, signature, chainId))) {
        throw new HttpError(401, `Invalid signature: the message was not signed by ${address}`)
      }
      const outcome = await store.register(
        { name, zone, coinType, address, attributes: signed.attributes, message, signature },
        namesPerAddress,
      )
      if (outcome.status === 'taken') throw new HttpError(409, `Name ${name} is already registered`)
      if (outcome.status === 'limit') {
        const limit = namesPerAddress === 1 ? 'a name' : `${namesPerAddress} names`
        throw new HttpError(409, `Address ${address} already has ${limit} in ${zone}`)
      }
      reply.status(outcome.status === 'created' ? 201 : 200)
      return toNameResponse(outcome.record)
    },
  )
}
