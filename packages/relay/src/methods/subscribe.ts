import type { MethodHandler } from './context.ts'
import { readArray, readObject, readTopic } from './params.ts'

/** irn_subscribe: answers the subscription id, then pushes the topic's stored messages. */
export const irnSubscribe: MethodHandler = async (context, params) => {
  const topic = readTopic(readObject(params).topic)
  const id = context.subscribe(topic)
  return { result: id, afterResponse: () => context.pushStored(topic) }
}

/** irn_batchSubscribe: like irn_subscribe for each topic; answers the ids in order. */
export const irnBatchSubscribe: MethodHandler = async (context, params) => {
  const topics = readArray(readObject(params).topics, 'topics').map((topic, index) =>
    readTopic(topic, `topics[${index}]`),
  )
  const ids = topics.map((topic) => context.subscribe(topic))
  return {
    result: ids,
    afterResponse: async () => {
      for (const topic of topics) await context.pushStored(topic)
    },
  }
}

/** irn_unsubscribe: the client's `id` is not needed, the topic identifies the subscription. */
export const irnUnsubscribe: MethodHandler = async (context, params) => {
  await context.unsubscribe(readTopic(readObject(params).topic))
  return { result: true }
}

export const irnBatchUnsubscribe: MethodHandler = async (context, params) => {
  const subscriptions = readArray(readObject(params).subscriptions, 'subscriptions')
  const topics = subscriptions.map((subscription, index) =>
    readTopic(readObject(subscription, `subscriptions[${index}]`).topic, `subscriptions[${index}].topic`),
  )
  for (const topic of topics) await context.unsubscribe(topic)
  return { result: true }
}
