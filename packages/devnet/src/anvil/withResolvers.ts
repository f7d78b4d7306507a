type Resolvers<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (reason?: unknown) => void }

/**
 * prool uses `Promise.withResolvers` (Node 22); the project supports Node 20.19, so install the
 * standard behaviour before prool is loaded when the runtime lacks it.
 */
export function ensurePromiseWithResolvers(): void {
  const promise = Promise as PromiseConstructor & { withResolvers?: <T>() => Resolvers<T> }
  if (typeof promise.withResolvers === 'function') return
  promise.withResolvers = <T>() => {
    let resolve!: (value: T) => void
    let reject!: (reason?: unknown) => void
    const created = new Promise<T>((res, rej) => {
      resolve = res
      reject = rej
    })
    return { promise: created, resolve, reject }
  }
}
