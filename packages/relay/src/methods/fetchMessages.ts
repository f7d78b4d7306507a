import type { MethodContext, MethodHandler } from './context.ts'
import { readArray, readObject, readTopic } from './params.ts'

type ReceivedMessage = {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: string
}

/**
 * Hands over up to a page of stored messages for the topics and acknowledges them: fetched
 * messages count as delivered. `hasMore` tells the client to fetch again.
 */
async function fetchMessages(context: MethodContext, topics: string[]) {
  const messages: ReceivedMessage[] = []
  let hasMore = false
  for (const topic of topics) {
    for (const stored of await context.hub.fetch(context.clientId, topic)) {
      if (messages.length === context.limits.fetchPageSize) {
        hasMore = true
        break
      }
      context.markDelivered(stored)
      await context.hub.ack(stored.topic, stored.hash)
      const { message, publishedAt, tag } = stored
      messages.push({ topic, message, publishedAt, tag, attestation: '' })
    }
    if (hasMore) break
  }
  return { messages, hasMore }
}

/** irn_fetchMessages: stored messages of one topic, for a client that has not subscribed yet. */
export const irnFetchMessages: MethodHandler = async (context, params) => ({
  result: await fetchMessages(context, [readTopic(readObject(params).topic)]),
})

export const irnBatchFetchMessages: MethodHandler = async (context, params) => {
  const topics = readArray(readObject(params).topics, 'topics').map((topic, index) =>
    readTopic(topic, `topics[${index}]`),
  )
  return { result: await fetchMessages(context, topics) }
}
