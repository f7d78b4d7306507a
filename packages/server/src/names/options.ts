/** Account names (the server is the registry, off-chain): zones, limits and message freshness. */
export type NamesOptions = {
  /**
   * The zones names may be registered in, besides `reown.id` and the legacy `wcn.id`: e.g. your own
   * `example.id`. Lookups and identity prefer them in the order given, before the built-in ones; the
   * first is the preferred zone, where the modal registers names.
   */
  zones?: readonly string[] | undefined
  /** Names one address may hold per zone. Default 1. */
  namesPerAddress?: number | undefined
  /** How far (seconds) a registration message's timestamp may be from the server's clock. Default 600. */
  maxMessageAgeSeconds?: number | undefined
}

/** The built-in zones: the current one first, then the legacy one. */
export const BUILT_IN_ZONES = ['reown.id', 'wcn.id'] as const
export const DEFAULT_NAMES_PER_ADDRESS = 1
export const DEFAULT_MAX_MESSAGE_AGE_SECONDS = 600
/** Attributes a registration may carry, and their sizes. */
export const MAX_NAME_ATTRIBUTES = 10
export const MAX_ATTRIBUTE_LENGTH = 512
/** Longest label (the part before the zone), as for a DNS label. */
export const MAX_NAME_LABEL_LENGTH = 63
/** Suggestions answered at most. */
export const MAX_NAME_SUGGESTIONS = 5
