import { getRemoteFeatures } from '../api/config.ts'
import { getAssetImageUrl } from '../api/walletDirectory.ts'
import { WALLET_LIST } from '../constants/walletList.ts'
import { mergeFeatures } from '../features/mergeFeatures.ts'
import type { Portico } from '../instance/createPortico.ts'

/** How long the adapters' code waits after the first intent: the modal's open animation (100 ms) and a frame. */
const ADAPTER_LOAD_DELAY_MS = 150

/**
 * The work of the first intent: the remote features, the analytics config and INITIALIZE, the wallet
 * lists, the images and the adapters' code. Part of the deferred chunk (`deferred.ts`), fetched at the
 * first intent: a page whose visitor never reaches for the button downloads none of it.
 */
export async function runIntent(portico: Portico): Promise<void> {
  const { api, environment, events, options, optionsStore, wallets, connectors } = portico
  // What the Connect view shows (the lists, the project's remote features: email and social logins)
  // is asked for right after the click's first frame: starting requests costs the main thread a few
  // milliseconds, and the answers could not be rendered before that frame anyway. Analytics and images
  // wait until the page is idle, after the opening frames.
  await new Promise<void>((resolve) => environment.afterPaint(resolve))
  const lists = wallets.prefetch()
  const remote = getRemoteFeatures(api).then(
    (remoteFeatures) =>
      optionsStore.setState({
        remoteFeatures,
        features: mergeFeatures(optionsStore.getState().options.features, remoteFeatures),
      }),
    (error: unknown) => {
      // Known to be none: the views stop holding a place for the login options the project may turn off.
      optionsStore.setState({ remoteFeatures: {} })
      events.reportForbidden(error)
    },
  )
  await new Promise<void>((resolve) => environment.whenIdle(resolve))
  const networkImages = wallets.prefetchOnce('networkImages', () =>
    Promise.all(
      options.networks
        .map((network) => network.assets?.imageId)
        .filter((id): id is string => Boolean(id))
        .map((id) => environment.preloadImage(getAssetImageUrl(api, id), WALLET_LIST.imagePreloadTimeoutMs)),
    ),
  )
  // The adapters' code waits until the dialog has zoomed in and the page is idle: on a click without a
  // hover first, parsing it would cost the opening frames, and the connectors are known already
  // (setup or discovery). A wallet picked sooner loads its adapter on demand.
  const adaptersLoaded = new Promise<void>((resolve) =>
    setTimeout(() => environment.whenIdle(resolve), ADAPTER_LOAD_DELAY_MS),
  ).then(() => Promise.all(options.adapters.map((adapter) => adapter.preload?.())))
  const connectorImages = adaptersLoaded.then(() =>
    wallets.prefetchOnce('connectorImages', () =>
      Promise.all(
        connectors.store
          .getState()
          .connectors.filter((connector) => !connector.imageUrl && connector.imageId)
          .map((connector) =>
            environment.preloadImage(
              wallets.imageUrl({ image_id: connector.imageId })!,
              WALLET_LIST.imagePreloadTimeoutMs,
            ),
          ),
      ),
    ),
  )
  await Promise.all([
    connectorImages,
    remote,
    events.configure(),
    portico.track('INITIALIZE', {
      themeMode: portico.theme.store.getState().themeMode,
      networks: options.networks.map((network) => network.caipNetworkId).join(','),
      adapters: options.adapters.map((adapter) => adapter.namespace).join(','),
    }),
    lists,
    networkImages,
  ])
}
