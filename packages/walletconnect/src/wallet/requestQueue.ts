import type { RpcId } from '../jsonrpc/types.ts'

/**
 * Session requests are handed to the wallet one at a time, with a pause between two (docs/rules/states.md): the
 * next one is emitted `delay` ms after the previous one is answered.
 */
export class RequestQueue {
  readonly #queue: RpcId[] = []
  readonly #delay: number
  readonly #emit: (id: RpcId) => boolean
  #active: RpcId | undefined
  #cooling = false

  /** `emit` hands a request to the wallet; it returns false when the request is gone (expired, deleted). */
  constructor(delay: number, emit: (id: RpcId) => boolean) {
    this.#delay = delay
    this.#emit = emit
  }

  get active(): RpcId | undefined {
    return this.#active
  }

  push(id: RpcId): void {
    this.#queue.push(id)
    this.#next()
  }

  /** The request was answered or dropped: after the delay, the next one goes out. */
  done(id: RpcId): void {
    const index = this.#queue.indexOf(id)
    if (index >= 0) this.#queue.splice(index, 1)
    if (this.#active !== id) return
    this.#active = undefined
    this.#cooling = true
    setTimeout(() => {
      this.#cooling = false
      this.#next()
    }, this.#delay)
  }

  #next(): void {
    while (this.#active === undefined && !this.#cooling) {
      const id = this.#queue.shift()
      if (id === undefined) return
      this.#active = id
      if (!this.#emit(id)) this.#active = undefined
    }
  }
}
