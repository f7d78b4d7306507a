import type { AdapterEventMap, ChainAdapter } from '../adapters/types.ts'
import type { RemoteFeatures } from '../api/config.ts'
import { type ApiClient, createApiClient } from '../api/http.ts'
import type { ThemeMode } from '../constants/display.ts'
import { type Features, mergeFeatures } from '../features/mergeFeatures.ts'
import type { ErrorReportsController } from '../flows/errorReports.ts'
import { createStorage, type Storage } from '../storage/createStorage.ts'
import { type PorticoStorageSchema, STORAGE_ITEMS } from '../storage/items.ts'
import { type AccountController, createAccountController } from '../stores/account.ts'
import { type ConnectionsController, createConnectionsController } from '../stores/connections.ts'
import { type ConnectorsController, createConnectorsController } from '../stores/connectors.ts'
import {
  createEventsController,
  type EventName,
  type EventProperties,
  type EventsController,
} from '../stores/events.ts'
import { createIdentityController } from '../stores/identity.ts'
import { createLocaleController, type LocaleController } from '../stores/locale.ts'
import { createModalController, type ModalController } from '../stores/modal.ts'
import { createNetworksController, type NetworksController } from '../stores/networks.ts'
import { createPairingController, type PairingController } from '../stores/pairing.ts'
import { createRouterController, type RouterController } from '../stores/router.ts'
import { createSharedValues, type SharedValues } from '../stores/shared.ts'
import { createSiwxController, type SiwxController } from '../stores/siwx.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import { createThemeController, type ThemeController, type ThemeVariables } from '../stores/theme.ts'
import { createToastController, type ToastController } from '../stores/toast.ts'
import { createWalletsController, type WalletsController } from '../stores/wallets.ts'
import { type PorticoEnvironment, resolveEnvironment } from './environment.ts'
import { type PorticoOptions, type ResolvedOptions, resolveOptions, type SiwxOption } from './options.ts'

export type OptionsState = {
  options: ResolvedOptions
  /** Features in force: local options merged with the remote ones (docs/rules/entities.md). */
  features: Features
  remoteFeatures: RemoteFeatures | undefined
}

/** A Portico instance (docs/architecture.md). Everything it holds is its own: two instances share nothing. */
export type Portico = {
  readonly options: ResolvedOptions
  readonly api: ApiClient
  readonly environment: PorticoEnvironment
  /** Every item the instance persists (`portico:*`), typed and versioned over `environment.storage`. */
  readonly storage: Storage<PorticoStorageSchema>
  readonly optionsStore: StoreApi<OptionsState>
  readonly router: RouterController
  readonly modal: ModalController
  readonly theme: ThemeController
  /** The locale the UI speaks; starts at the `locale` option. */
  readonly locale: LocaleController
  readonly toast: ToastController
  readonly connectors: ConnectorsController
  readonly account: AccountController
  readonly networks: NetworksController
  readonly wallets: WalletsController
  readonly events: EventsController
  readonly errorReports: ErrorReportsController
  /** Every adapter's live connections; the account is derived from the active one. */
  readonly connections: ConnectionsController
  /** The WalletConnect pairing the QR views show (URI, approval, rejection, relay errors). */
  readonly pairing: PairingController
  /** Sign-in sessions known in the page and the sign view's status. */
  readonly siwx: SiwxController
  /** Values the adapters share (the WalletConnect session, the embedded wallet's vault). */
  readonly shared: SharedValues
  /** Sets up the adapters and restores a persisted connection. Idempotent; returns a cleanup. */
  mount(): () => void
  /**
   * The first intent (pointer-enter or focus of the connect button, or `open()`): fetches the remote
   * features and the analytics config, tracks INITIALIZE and prefetches the wallet lists. Runs once.
   */
  intent(): Promise<void>
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /**
   * Replaces the local features; remote ones still win (docs/rules/entities.md), except that a login door
   * the project opens (email, socials, emailCapture) can be kept shut or narrowed here.
   */
  setFeatures(features: Features): void
  /** Turns sign-in with the wallet on (or off with undefined), e.g. from a settings toggle. */
  setSiwx(siwx: SiwxOption | undefined): void
  isConnected(): boolean
  track(event: EventName, properties?: EventProperties): Promise<void>
}

/**
 * Creates a Portico instance. Construction makes no network request and touches no DOM, so it is
 * safe on the server and in a module scope.
 *
 * @example
 * const portico = createPortico({ projectId: 'demo', adapters: [createEvmAdapter({ networks })] })
 * openModal(portico)
 */
export function createPortico(
  parameters: PorticoOptions = {},
  environmentOverrides: Partial<PorticoEnvironment> = {},
): Portico {
  const options = resolveOptions(parameters)
  const environment = resolveEnvironment({
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    ...environmentOverrides,
  })
  const api = createApiClient({
    apiUrl: options.apiUrl,
    projectId: options.projectId,
    sdkType: options.sdkType,
    sdkVersion: options.sdkVersion,
    fetch: environment.fetch,
  })
  const optionsStore = createVanillaStore<OptionsState>({
    options,
    features: mergeFeatures(options.features, undefined),
    remoteFeatures: undefined,
  })
  const adapters: readonly ChainAdapter[] = options.adapters
  const storage = createStorage<PorticoStorageSchema>({ storage: environment.storage, items: STORAGE_ITEMS })

  // What a page needs only after an intent, a connection or an error: one chunk, loaded by the first
  // store or flow that asks (docs/architecture.md, connect path).
  const loadDeferred = () => import('./deferred.ts')
  const account = createAccountController()
  const siwx = createSiwxController()
  const isConnected = () => account.store.getState().status === 'connected'
  const events = createEventsController({
    api,
    analyticsOption: options.analytics,
    getAddress: () => account.store.getState().address,
    logger: environment.logger,
    whenIdle: environment.whenIdle,
    load: loadDeferred,
  })
  const track = (event: EventName, properties?: EventProperties) => events.track(event, properties)
  // The reports' code loads with the first error: a page without one never downloads it.
  let errorReporter: Promise<ErrorReportsController> | undefined
  const errorReports: ErrorReportsController = {
    report(error, event) {
      errorReporter ??= loadDeferred().then(({ createErrorReportsController }) =>
        createErrorReportsController({ api }),
      )
      return errorReporter.then(
        (reporter) => reporter.report(error, event),
        () => {
          errorReporter = undefined
          return false
        },
      )
    },
  }
  const networks = createNetworksController({
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
  })
  const connectors = createConnectorsController({
    initialRecent: storage.getItem('recent') ?? [],
    initialRecentWallets: storage.getItem('recent-wallets') ?? [],
    persistRecent(ids, recentWallets) {
      storage.setItem('recent', [...ids])
      storage.setItem('recent-wallets', [...recentWallets])
    },
  })
  const theme = createThemeController({
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
  })
  const locale = createLocaleController(options.locale)
  const toast = createToastController()
  const pairing = createPairingController()
  const shared = createSharedValues()

  let modal: ModalController
  const router = createRouterController({ isConnected, onEmpty: () => modal.close() })
  modal = createModalController({
    router,
    isConnected,
    isMobile: environment.isMobile,
    hasAdapters: () => adapters.length > 0,
    manualWCControl: () => options.manualWCControl,
    enableEmbedded: () => options.enableEmbedded,
    isSignInPending() {
      const { status, caipAddress } = account.store.getState()
      const required = optionsStore.getState().options.siwx?.required
      return Boolean(required && status === 'connected' && !siwx.getSession(caipAddress))
    },
    onOpen: () => void track('MODAL_OPEN', { connected: isConnected() }),
    onClose: ({ connected }) => void track('MODAL_CLOSE', { connected }),
    resetPairingUri: () => pairing.reset(),
  })

  const wallets = createWalletsController({
    api,
    featuredWalletIds: () => options.featuredWalletIds,
    includeWalletIds: () => options.includeWalletIds,
    excludeWalletIds: () => options.excludeWalletIds,
    isMobile: environment.isMobile,
    namespace: () => networks.store.getState().caipNetwork?.chainNamespace,
    preloadImage: environment.preloadImage,
    onSearch: (properties) => void track('SEARCH_WALLET', properties),
    onError: (error) => events.reportForbidden(error),
    load: loadDeferred,
  })

  const identity = createIdentityController({
    api,
    account,
    storage,
    load: loadDeferred,
  })

  let portico: Portico
  const connections = createConnectionsController({
    adapters,
    account,
    connectors,
    networks,
    storage,
    onUnsupportedChain() {
      if (!options.allowUnsupportedChain && options.enableNetworkSwitch)
        modal.open({ view: 'UnsupportedChain' })
    },
    onAccountChanged: () =>
      void loadDeferred().then(
        ({ refreshBalance }) => refreshBalance(portico),
        () => undefined,
      ),
  })

  // The sign-in flow's code loads when an account connects while sign-in or email capture is on.
  let signInFlow: Promise<unknown> | undefined
  function startSignInFlowWhenNeeded() {
    const state = optionsStore.getState()
    const wanted = state.options.siwx || state.features.emailCapture
    if (signInFlow || !wanted || account.store.getState().status !== 'connected') return
    signInFlow = import('../flows/startSignInFlow.ts').then(({ startSignInFlow }) => startSignInFlow(portico))
  }
  account.store.subscribe(startSignInFlowWhenNeeded)
  optionsStore.subscribe(startSignInFlowWhenNeeded)

  let cleanups: (() => void)[] | undefined
  let mounts = 0
  function mount() {
    mounts++
    if (!cleanups) {
      if (!options.themeMode) {
        const scope = globalThis as { matchMedia?: (query: string) => { matches: boolean } }
        if (scope.matchMedia?.('(prefers-color-scheme: dark)').matches) theme.setThemeMode('dark')
      }
      cleanups = adapters.map((adapter) =>
        adapter.setup({
          emit(event, payload) {
            if (event === 'connectorsChanged') {
              connectors.setConnectors(
                adapter.namespace,
                (payload as AdapterEventMap['connectorsChanged']).connectors,
              )
            } else if (event === 'smartAccountNetworksChanged') {
              const { caipNetworkIds } = payload as AdapterEventMap['smartAccountNetworksChanged']
              const others = networks.store
                .getState()
                .smartAccountEnabledNetworks.filter((id) => !id.startsWith(`${adapter.namespace}:`))
              networks.setSmartAccountEnabledNetworks([
                ...others,
                ...caipNetworkIds.filter((id) => id.startsWith(`${adapter.namespace}:`)),
              ])
            } else {
              connections.update(adapter.namespace, payload as AdapterEventMap['connectionsChanged'])
            }
          },
          storage: environment.storage,
          apiUrl: api.apiUrl,
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata ?? { name: 'Portico' },
          shared,
          pairing,
          theme,
          locale,
          signIn: {
            createRequest: () =>
              import('../siwx/adapterSignIn.ts').then((module) => module.createSignInRequest(portico)),
            addSession: (session) =>
              import('../siwx/adapterSignIn.ts').then((module) => module.addSignedSession(portico, session)),
          },
        }),
      )
      cleanups.push(identity.follow())
      if (connections.readPersisted())
        void loadDeferred().then(
          ({ reconnect }) => reconnect(portico),
          () => undefined,
        )
    }
    let released = false
    return () => {
      if (released) return
      released = true
      mounts--
      if (mounts === 0 && cleanups) {
        for (const cleanup of cleanups) cleanup()
        cleanups = undefined
      }
    }
  }

  let intentPromise: Promise<void> | undefined
  function intent() {
    // A chunk that fails to load leaves the next intent to try again.
    intentPromise ??= loadDeferred().then(
      ({ runIntent }) => runIntent(portico),
      () => {
        intentPromise = undefined
      },
    )
    return intentPromise
  }

  portico = {
    options,
    api,
    environment,
    storage,
    optionsStore,
    router,
    modal,
    theme,
    locale,
    toast,
    connectors,
    account,
    networks,
    wallets,
    events,
    errorReports,
    connections,
    pairing,
    siwx,
    shared,
    mount,
    intent,
    setThemeMode: (mode) => theme.setThemeMode(mode),
    setThemeVariables: (variables) => theme.setThemeVariables(variables),
    setFeatures(features) {
      const state = optionsStore.getState()
      const nextOptions = { ...state.options, features: { ...features } }
      optionsStore.setState({ options: nextOptions, features: mergeFeatures(features, state.remoteFeatures) })
    },
    setSiwx(option) {
      const state = optionsStore.getState()
      optionsStore.setState({ options: { ...state.options, siwx: option } })
    },
    isConnected,
    track,
  }
  return portico
}
