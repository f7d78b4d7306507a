import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Hex, numberToHex } from 'viem'
import { formatUserOperation, type RpcUserOperation } from 'viem/account-abstraction'
import { createDevnetPaymaster } from '../accountAbstraction/createDevnetPaymaster.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'

const MAX_BODY_BYTES = 1_000_000

type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }

export type StartBundlerFrontParameters = { bundlerUrl: string; chainId: number; host: string; port: number }

/**
 * One URL for the bundler and the ERC-7677 paymaster: `pm_*` requests are answered here with the
 * devnet paymaster's sponsorship, everything else goes to the bundler as is.
 */
export async function startBundlerFront(parameters: StartBundlerFrontParameters) {
  const { bundlerUrl, chainId, host, port } = parameters
  const paymaster = createDevnetPaymaster({ chainId })

  async function sponsor(request: JsonRpcRequest): Promise<unknown> {
    const [operation, entryPoint, requestChainId] = (Array.isArray(request.params) ? request.params : []) as [
      RpcUserOperation<'0.7'> | undefined,
      string | undefined,
      string | undefined,
    ]
    if (!operation || typeof operation !== 'object') throw rpcError(-32602, 'Expected a user operation')
    if (entryPoint?.toLowerCase() !== DEVNET_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase())
      throw rpcError(-32602, `Only EntryPoint ${DEVNET_ACCOUNT_ABSTRACTION.entryPoint} is sponsored`)
    if (Number(requestChainId) !== chainId)
      throw rpcError(-32602, `This paymaster sponsors chain ${chainId} only`)
    const formatted = { ...formatUserOperation(operation), chainId, entryPointAddress: entryPoint as Hex }
    const data =
      request.method === 'pm_getPaymasterStubData'
        ? await paymaster.getPaymasterStubData(formatted as never)
        : await paymaster.getPaymasterData(formatted as never)
    return {
      paymaster: data.paymaster,
      paymasterData: data.paymasterData,
      paymasterVerificationGasLimit: numberToHex(data.paymasterVerificationGasLimit ?? 0n),
      paymasterPostOpGasLimit: numberToHex(data.paymasterPostOpGasLimit ?? 0n),
      sponsor: { name: 'Portico Devnet' },
      ...(request.method === 'pm_getPaymasterStubData' ? { isFinal: false } : {}),
    }
  }

  const server = createServer(async (incoming, outgoing) => {
    const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' }
    if (incoming.method === 'OPTIONS') return outgoing.writeHead(204, cors).end()
    const body = await readBody(incoming).catch(() => undefined)
    const reply = (status: number, payload: unknown) =>
      outgoing.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(payload))
    if (incoming.method !== 'POST' || body === undefined)
      return reply(400, rpcFailure(null, -32600, 'Invalid request'))
    let request: JsonRpcRequest
    try {
      request = JSON.parse(body) as JsonRpcRequest
    } catch {
      return reply(200, rpcFailure(null, -32700, 'Parse error'))
    }
    if (request.method === 'pm_getPaymasterStubData' || request.method === 'pm_getPaymasterData') {
      try {
        return reply(200, { jsonrpc: '2.0', id: request.id ?? null, result: await sponsor(request) })
      } catch (error) {
        const { code = -32603, message } = error as { code?: number; message: string }
        return reply(200, rpcFailure(request.id ?? null, code, message))
      }
    }
    try {
      const forwarded = await fetch(bundlerUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      outgoing
        .writeHead(forwarded.status, { ...cors, 'content-type': 'application/json' })
        .end(await forwarded.text())
    } catch {
      reply(502, rpcFailure(request.id ?? null, -32603, 'The bundler is unreachable'))
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function rpcError(code: number, message: string) {
  return Object.assign(new Error(message), { code })
}

function rpcFailure(id: unknown, code: number, message: string) {
  return { jsonrpc: '2.0', id, error: { code, message } }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Body too large'))
        request.destroy()
      } else chunks.push(chunk)
    })
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })
}
