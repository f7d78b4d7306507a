import { WC_TIMING } from '../constants.ts'
import type { SessionEventParams } from '../protocol/types.ts'
import { validatePermittedEvent, validateReason } from '../protocol/validation.ts'
import type { Engine } from './engine.ts'

/** Requests both sides answer: session delete, ping (answered after 500 ms, docs/rules/api.md) and event; pairing ping and delete. */
export function registerSharedHandlers(engine: Engine): void {
  engine.registerRequestHandler('wc_sessionDelete', async ({ topic, payload }) => {
    const reason = payload.params
    validateReason(reason, 'wc_sessionDelete')
    engine.getSession(topic, 'wc_sessionDelete')
    await engine.sendResult(topic, payload.id, true, 'wc_sessionDelete')
    await engine.deleteSession(topic, reason)
    engine.events.emit('session_delete', { topic, reason })
  })

  engine.registerRequestHandler('wc_sessionPing', async ({ topic, payload }) => {
    engine.getSession(topic, 'wc_sessionPing')
    engine.events.emit('session_ping', { topic, id: payload.id })
    setTimeout(() => {
      engine.sendResult(topic, payload.id, true, 'wc_sessionPing').catch(() => undefined)
    }, WC_TIMING.pingResponseDelay)
  })

  engine.registerRequestHandler('wc_sessionEvent', async ({ topic, payload }) => {
    const params = payload.params as SessionEventParams
    const session = engine.getSession(topic, 'wc_sessionEvent')
    validatePermittedEvent(session, params?.chainId, params?.event?.name)
    await engine.sendResult(topic, payload.id, true, 'wc_sessionEvent')
    engine.events.emit('session_event', { topic, id: payload.id, params })
  })

  engine.registerRequestHandler('wc_pairingPing', ({ topic, payload }) =>
    engine.sendResult(topic, payload.id, true, 'wc_pairingPing'),
  )

  engine.registerRequestHandler('wc_pairingDelete', async ({ topic, payload }) => {
    validateReason(payload.params, 'wc_pairingDelete')
    await engine.sendResult(topic, payload.id, true, 'wc_pairingDelete')
    await engine.deletePairing(topic)
    engine.events.emit('pairing_delete', { topic })
  })
}
