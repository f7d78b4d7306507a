import { DEFAULT_HOST, DEFAULT_PORT } from '../server/options.ts'

export const HELP = `portico-server: Portico's self-hosted backend (wallet directory, project config, analytics,
blockchain API, and the WalletConnect relay at ws://HOST:PORT/relay)

Usage:
  portico-server [options]                     start the server
  portico-server import-wallets FILE [options] replace the wallet directory with a wallet-directory/1 file
                                               (logo paths are relative to FILE); a running server picks
                                               it up within 30 s (PostgreSQL; stop a PGlite server first)
  portico-server project list [--json]
  portico-server project create ID [--name NAME] [--origins LIST] [--analytics on|off] [--feature NAME=VALUE]...
  portico-server project set ID    [--name NAME] [--origins LIST] [--analytics on|off] [--feature NAME=VALUE]...
  portico-server project delete ID

Server options:
  --port N              port to listen on (env PORT; default ${DEFAULT_PORT}; 0 picks a free port)
  --vault-port N        the embedded wallet's secure origin port, when the config has embeddedWallet
                        (env PORTICO_VAULT_PORT; default 8788)
  --host HOST           address to listen on (env HOST; default ${DEFAULT_HOST})
  --public-url URL      origin used in absolute URLs such as image_url (env PORTICO_PUBLIC_URL;
                        default: taken from each request's Host header)
  --admin-token TOKEN   require "Authorization: Bearer TOKEN" for /v1/analytics/summary
                        (env PORTICO_ADMIN_TOKEN; default: no token needed)
  --log-level LEVEL     fatal, error, warn, info, debug, trace or silent (env LOG_LEVEL; default info)
  --config FILE         JSON config: networks, seedNetworks, tokens, nftCollections and local prices
                        of the blockchain API (env PORTICO_CONFIG; default: none, no network served;
                        see README.md)
  --trust-proxy         take the client address from X-Forwarded-For (behind a load balancer; per-IP
                        rate limits need it) (env PORTICO_TRUST_PROXY=1; default off)
  --metrics-port N      serve Prometheus metrics on GET /metrics on a listener of their own, never the
                        public one (env PORTICO_METRICS_PORT; default off; docs/deploy.md)
  --metrics-host HOST   the metrics listener's address (env PORTICO_METRICS_HOST; default 127.0.0.1)

Storage options (every command):
  --database-url URL    use PostgreSQL (env DATABASE_URL); without it, embedded PGlite is used
  --data-dir DIR        PGlite data directory (env PORTICO_DATA_DIR; default .portico/db in the
                        working directory)

Relay (environment):
  REDIS_URL                 keep the relay mailbox in Redis and fan out across servers, and count every
                            rate limit there (API reads and writes, analytics, admin tokens, the
                            embedded wallet's code requests) across servers (default: memory, per process)
  PORTICO_RATE_LIMIT_KEY_PREFIX   prefix of the rate-limit keys in Redis (default portico:rate:)
  PORTICO_RATE_LIMIT_READS  per-IP requests a minute to the routes that read a chain, a price, swap or
                            onramp API or a bundler (default 1200)
  PORTICO_RATE_LIMIT_WRITES per-IP requests a minute to the routes that store rows or check signatures,
                            and to POST /e apart (default 120)
  PORTICO_RATE_LIMIT_RELAY_CONNECTS     per-IP new relay WebSocket connections a minute (default 600)
  PORTICO_RATE_LIMIT_RELAY_CONNECTIONS  relay connections one IP may hold open at once, per process
                            (default 100)
  PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY   sponsored user operations (pm_getPaymasterData) per account,
                            project and UTC day through POST /v1/bundler (default 50; 0 sponsors none)
  PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY  the same for a whole project (default: no cap); the config
                            file's sponsorship.projects entries set them per project
  RELAY_ALLOWED_AUDIENCES   comma-separated relay URLs a client JWT may name (default: this server's
                            own ws://HOST:PORT/relay); also RELAY_REDIS_KEY_PREFIX, RELAY_HEARTBEAT_MS,
                            RELAY_MAX_MESSAGE_BYTES, RELAY_MAX_TTL_SECONDS, RELAY_MAX_SUBSCRIPTIONS,
                            RELAY_MESSAGES_PER_SECOND

Blockchain API (environment, besides --config; details in src/blockchain/README.md):
  PORTICO_PRICE_API_URL     a CoinGecko-compatible price API (+ PORTICO_PRICE_API_KEY,
                            PORTICO_PRICE_API_KEY_HEADER)
  PORTICO_BALANCE_CACHE_MS, PORTICO_PRICE_CACHE_MS     cache times
  PORTICO_SWAP_API_URL      a 1inch Swap API v6 compatible aggregator for the convert API
                            (+ PORTICO_SWAP_API_KEY, sent as a Bearer token)
  PORTICO_ONRAMP_COINBASE_KEY_NAME, PORTICO_ONRAMP_COINBASE_PRIVATE_KEY     Coinbase Onramp
                            (CDP Secret API key; + PORTICO_ONRAMP_COINBASE_API_URL, _PAY_URL)
  PORTICO_ONRAMP_MELD_PUBLIC_KEY     the Meld widget (+ PORTICO_ONRAMP_MELD_URL)
  PORTICO_ONRAMP_MELD_API_KEY        Meld quotes (+ PORTICO_ONRAMP_MELD_API_URL, _COUNTRY)
  the variable named by the config's onramp.sandbox.treasuryKeyEnv     the sandbox onramp's
                            treasury key (npm start: PORTICO_ONRAMP_SANDBOX_KEY)

Project options:
  --name NAME           display name
  --origins LIST        comma-separated origins allowed to send analytics, e.g.
                        https://app.example.com,https://*.example.com ("" clears; an empty list
                        allows local origins only: localhost, 127.0.0.1, [::1])
  --analytics on|off    whether track events other than INITIALIZE are stored
  --feature NAME=VALUE  remote feature override; NAME is one of swaps, onramp, email, socials,
                        activity, reownBranding, multiWallet, emailCapture; VALUE is true, false or a
                        comma-separated list (e.g. socials=google,github)

  -h, --help            show this help
`
