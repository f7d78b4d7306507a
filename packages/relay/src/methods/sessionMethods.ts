import { RELAY_DEFAULTS, SESSION_TAGS } from '../constants.ts'
import type { MethodHandler } from './context.ts'
import { readObject, readOptionalInteger, readString, readTopic } from './params.ts'
import { publishInput, readPublishInput } from './publish.ts'

/**
 * wc_proposeSession (dapp): publishes the proposal on the pairing topic (tag 1100) and subscribes
 * the dapp to that topic itself, as the clients that send this method never do, so the wallet's
 * response reaches it.
 */
export const wcProposeSession: MethodHandler = async (context, params) => {
  const object = readObject(params)
  const pairingTopic = readTopic(object.pairingTopic, 'pairingTopic')
  const ttl = readOptionalInteger(object.ttl, 'ttl') || RELAY_DEFAULTS.sessionMessageTtlSeconds
  const proposal = readPublishInput(context, {
    topic: pairingTopic,
    message: readString(object.sessionProposal, 'sessionProposal'),
    ttl,
    tag: SESSION_TAGS.proposeRequest,
  })
  await context.subscribeOnBehalf(pairingTopic, ttl)
  await publishInput(context, proposal)
  return { result: true, afterResponse: () => context.pushStored(pairingTopic) }
}

/**
 * wc_approveSession (wallet): publishes the proposal response on the pairing topic (tag 1101) and
 * the settle request on the session topic (tag 1102), and subscribes the wallet to the session topic.
 */
export const wcApproveSession: MethodHandler = async (context, params) => {
  const object = readObject(params)
  const pairingTopic = readTopic(object.pairingTopic, 'pairingTopic')
  const sessionTopic = readTopic(object.sessionTopic, 'sessionTopic')
  const ttl = readOptionalInteger(object.ttl, 'ttl') || RELAY_DEFAULTS.sessionMessageTtlSeconds
  const response = readPublishInput(context, {
    topic: pairingTopic,
    message: readString(object.sessionProposalResponse, 'sessionProposalResponse'),
    ttl,
    tag: SESSION_TAGS.proposeResponse,
  })
  const settlement = readPublishInput(context, {
    topic: sessionTopic,
    message: readString(object.sessionSettlementRequest, 'sessionSettlementRequest'),
    ttl,
    tag: SESSION_TAGS.settleRequest,
  })
  await context.subscribeOnBehalf(sessionTopic, RELAY_DEFAULTS.sessionTopicSubscriptionSeconds)
  await publishInput(context, response)
  await publishInput(context, settlement)
  return { result: true, afterResponse: () => context.pushStored(sessionTopic) }
}
