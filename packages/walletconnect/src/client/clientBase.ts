import type { PairingRecord, SessionRecord } from '../protocol/types.ts'
import type { Engine } from './engine.ts'
import type { SessionEvents } from './types.ts'

/** What the dapp and wallet clients share: the engine, its events and its records. */
export abstract class ClientBase {
  readonly engine: Engine

  constructor(engine: Engine) {
    this.engine = engine
  }

  on<name extends keyof SessionEvents>(
    name: name,
    listener: (payload: SessionEvents[name]) => void,
  ): () => void {
    return this.engine.events.on(name, listener)
  }

  off<name extends keyof SessionEvents>(name: name, listener: (payload: SessionEvents[name]) => void): void {
    this.engine.events.off(name, listener)
  }

  once<name extends keyof SessionEvents>(
    name: name,
    listener: (payload: SessionEvents[name]) => void,
  ): () => void {
    return this.engine.events.once(name, listener)
  }

  getSessions(): SessionRecord[] {
    return this.engine.sessions.values()
  }

  getPairings(): PairingRecord[] {
    return this.engine.pairings.values()
  }
}
