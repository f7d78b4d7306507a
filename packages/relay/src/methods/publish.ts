import { RPC_ERROR_CODES } from '@portico/core'
import { RelayRpcError } from '../errors/rpc.ts'
import { messageHash } from '../messageHash.ts'
import type { RelayMessage } from '../storage/types.ts'
import type { MethodContext, MethodHandler } from './context.ts'
import { invalidParams, readArray, readObject, readOptionalInteger, readString, readTopic } from './params.ts'

export type PublishInput = { topic: string; message: string; ttl: number; tag: number }

/** Checks one published message against the relay's limits. */
export function readPublishInput(context: MethodContext, value: unknown, name = 'params'): PublishInput {
  const params = readObject(value, name)
  const topic = readTopic(params.topic, `${name}.topic`)
  const message = readString(params.message, `${name}.message`)
  const ttl = readOptionalInteger(params.ttl, `${name}.ttl`)
  if (ttl === undefined || ttl === 0) throw invalidParams(`${name}.ttl must be a positive number of seconds`)
  if (ttl > context.limits.maxTtlSeconds)
    throw new RelayRpcError(
      RPC_ERROR_CODES.InvalidRequest,
      `TTL ${ttl} s exceeds the maximum of ${context.limits.maxTtlSeconds} s`,
    )
  if (Buffer.byteLength(message) > context.limits.maxMessageBytes)
    throw new RelayRpcError(
      RPC_ERROR_CODES.InvalidRequest,
      `Message exceeds the maximum of ${context.limits.maxMessageBytes} bytes`,
    )
  return { topic, message, ttl, tag: readOptionalInteger(params.tag, `${name}.tag`) ?? 0 }
}

export function publishInput(context: MethodContext, input: PublishInput): Promise<boolean> {
  const message: RelayMessage = {
    ...input,
    publishedAt: context.now(),
    hash: messageHash(input.message),
    publisher: context.clientId,
  }
  return context.hub.publish(message)
}

/** irn_publish: store the message for the topic and deliver it to its subscribers. */
export const irnPublish: MethodHandler = async (context, params) => {
  await publishInput(context, readPublishInput(context, params))
  return { result: true }
}

/** irn_batchPublish: every message is checked before any is published. */
export const irnBatchPublish: MethodHandler = async (context, params) => {
  const messages = readArray(readObject(params).messages, 'messages')
  const inputs = messages.map((message, index) => readPublishInput(context, message, `messages[${index}]`))
  for (const input of inputs) await publishInput(context, input)
  return { result: true }
}
