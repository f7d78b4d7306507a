/** A small typed event emitter. */
export class Emitter<events extends Record<string, unknown>> {
  readonly #listeners = new Map<keyof events, Set<(payload: never) => void>>()

  on<name extends keyof events>(name: name, listener: (payload: events[name]) => void): () => void {
    let listeners = this.#listeners.get(name)
    if (!listeners) {
      listeners = new Set()
      this.#listeners.set(name, listeners)
    }
    listeners.add(listener as (payload: never) => void)
    return () => this.off(name, listener)
  }

  once<name extends keyof events>(name: name, listener: (payload: events[name]) => void): () => void {
    const off = this.on(name, (payload) => {
      off()
      listener(payload)
    })
    return off
  }

  off<name extends keyof events>(name: name, listener: (payload: events[name]) => void): void {
    this.#listeners.get(name)?.delete(listener as (payload: never) => void)
  }

  emit<name extends keyof events>(name: name, payload: events[name]): void {
    for (const listener of [...(this.#listeners.get(name) ?? [])])
      (listener as (payload: events[name]) => void)(payload)
  }
}
