import type { MethodHandler } from './context.ts'
import { irnBatchFetchMessages, irnFetchMessages } from './fetchMessages.ts'
import { irnBatchPublish, irnPublish } from './publish.ts'
import { wcApproveSession, wcProposeSession } from './sessionMethods.ts'
import { irnBatchSubscribe, irnBatchUnsubscribe, irnSubscribe, irnUnsubscribe } from './subscribe.ts'

/** Client → relay methods. */
export const RELAY_METHODS: Readonly<Record<string, MethodHandler>> = {
  irn_publish: irnPublish,
  irn_batchPublish: irnBatchPublish,
  irn_subscribe: irnSubscribe,
  irn_batchSubscribe: irnBatchSubscribe,
  irn_unsubscribe: irnUnsubscribe,
  irn_batchUnsubscribe: irnBatchUnsubscribe,
  irn_fetchMessages: irnFetchMessages,
  irn_batchFetchMessages: irnBatchFetchMessages,
  wc_proposeSession: wcProposeSession,
  wc_approveSession: wcApproveSession,
}
