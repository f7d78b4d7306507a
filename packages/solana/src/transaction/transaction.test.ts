import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { associatedTokenAddress } from '@portico/auth/solana/transaction'
import { HttpStatusError, RequestTimeoutError } from '@portico/core'
import { defineSolanaNetwork } from '@portico/solana/networks'
import { base58 } from '@scure/base'
import {
  type Address,
  appendTransactionMessageInstructions,
  compileTransactionMessage,
  createNoopSigner,
  createTransactionMessage,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getTransactionDecoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SolanaRpcError } from '../errors/rpc.ts'
import { createRpc, getRpc } from '../rpc/getRpc.ts'
import { decodeAddress } from './address.ts'
import { compileMessage, encodeLength } from './compileMessage.ts'
import {
  createAssociatedTokenIdempotentInstruction,
  transferCheckedInstruction,
  transferSolInstruction,
} from './instructions.ts'
import { setSignature, toWireTransaction } from './wireTransaction.ts'

const randomAddress = async () => (await generateKeyPairSigner()).address
const BLOCKHASH = base58.encode(new Uint8Array(32).fill(7))

/** Our message, read back by @solana/kit: its fee payer, blockhash and instructions, roles included. */
function decompiled(message: Uint8Array) {
  const compiled = getCompiledTransactionMessageDecoder().decode(message)
  return decompileTransactionMessage(compiled as never)
}

/**
 * The same transfer built with @solana/kit and the programs' own clients, compiled and read back the
 * same way (compiling merges an account's roles: the fee payer signs every instruction as writable).
 */
function kitMessage(feePayer: Address, instructions: Instruction[]) {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayer(feePayer, tx),
    (tx) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: BLOCKHASH as never, lastValidBlockHeight: 0n },
        tx,
      ),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  )
  return decompiled(
    new Uint8Array(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message))),
  )
}

/** What an instruction does, whoever built it: program, accounts with their roles, data. */
const shape = (instruction: {
  programAddress: string
  accounts?: readonly { address: string; role: number }[]
  data?: ArrayLike<number>
}) => ({
  programAddress: instruction.programAddress,
  accounts: instruction.accounts?.map(({ address, role }) => ({ address, role })),
  data: Array.from(instruction.data ?? []),
})

describe('Solana transactions without @solana/kit (docs/rules/permissions.md send, api.md Solana transaction)', () => {
  it('a SOL transfer is the System transfer @solana/kit builds, in a version 0 message', async () => {
    const [from, to] = [await randomAddress(), await randomAddress()]
    const message = compileMessage({
      feePayer: from,
      blockhash: BLOCKHASH,
      instructions: [transferSolInstruction(from, to, 1_500_000_000n)],
    })
    const ours = decompiled(message)
    const kit = kitMessage(from, [
      getTransferSolInstruction({ source: createNoopSigner(from), destination: to, amount: 1_500_000_000n }),
    ])
    expect(ours.version).toBe(0)
    expect(ours.feePayer.address).toBe(from)
    expect((ours.lifetimeConstraint as { blockhash: string }).blockhash).toBe(BLOCKHASH)
    expect(ours.instructions.map(shape)).toEqual(kit.instructions.map(shape))
  })

  it("a token transfer creates the receiver's associated account and sends TransferChecked, as @solana/kit does", async () => {
    const [from, to, mint] = [await randomAddress(), await randomAddress(), await randomAddress()]
    const source = associatedTokenAddress(from, mint, TOKEN_PROGRAM_ADDRESS)
    const destination = associatedTokenAddress(to, mint, TOKEN_PROGRAM_ADDRESS)
    const ours = decompiled(
      compileMessage({
        feePayer: from,
        blockhash: BLOCKHASH,
        instructions: [
          createAssociatedTokenIdempotentInstruction({ payer: from, account: destination, owner: to, mint }),
          transferCheckedInstruction({
            source,
            mint,
            destination,
            authority: from,
            amount: 1_500_000n,
            decimals: 6,
          }),
        ],
      }),
    )
    const signer = createNoopSigner(from)
    const kit = kitMessage(from, [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination as Address,
        owner: to,
        mint,
      }),
      getTransferCheckedInstruction({
        source: source as Address,
        mint,
        destination: destination as Address,
        authority: signer,
        amount: 1_500_000n,
        decimals: 6,
      }),
    ])
    expect(ours.instructions.map(shape)).toEqual(kit.instructions.map(shape))
  })

  it('writes lengths as compact-u16', () => {
    expect([0, 127, 128, 300, 16_383, 16_384].map(encodeLength)).toEqual([
      [0],
      [0x7f],
      [0x80, 0x01],
      [0xac, 0x02],
      [0xff, 0x7f],
      [0x80, 0x80, 0x01],
    ])
  })

  it("a wire transaction has an empty slot per signer, and a wallet's lone signature goes into its account's slot", async () => {
    const [from, to] = [await randomAddress(), await randomAddress()]
    const message = compileMessage({
      feePayer: from,
      blockhash: BLOCKHASH,
      instructions: [transferSolInstruction(from, to, 1n)],
    })
    const wire = toWireTransaction(message)
    const unsigned = getTransactionDecoder().decode(wire)
    expect(Object.entries(unsigned.signatures)).toEqual([[from, null]])
    const signature = new Uint8Array(64).fill(9)
    const signed = getTransactionDecoder().decode(setSignature(wire, from, signature))
    expect([...(signed.signatures[from as Address] ?? [])]).toEqual([...signature])
    expect(() => setSignature(wire, to, signature)).toThrow(`${to} is not a signer of the transaction.`)
  })

  it('refuses a string that is not a 32-byte base58 address', () => {
    expect(() => decodeAddress('0xabc')).toThrow('Invalid address')
    expect(() => decodeAddress(base58.encode(new Uint8Array(31)))).toThrow('is not a Solana address')
    expect(decodeAddress('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  })
})

/** Answers the test server never finishes: no answer at all, or headers and half a body. */
const HANG = 0
const STALL = 1

describe('the Solana JSON-RPC client (docs/rules/permissions.md balance, errors.md HTTP and RPC codes, limits.md RPC)', () => {
  let server: Server
  let answers: { status: number; body: string }[] = []
  const bodies: unknown[] = []
  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => {
        text += chunk
      })
      request.on('end', () => {
        bodies.push(JSON.parse(text))
        const answer = answers.length > 1 ? answers.shift()! : answers[0]!
        if (answer.status === HANG) return
        if (answer.status === STALL) {
          response.writeHead(200, { 'content-type': 'application/json' }).write('{"jsonrpc":"2.0",')
          return
        }
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body)
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  })
  const url = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const rpc = () =>
    getRpc(
      defineSolanaNetwork({
        genesisHash: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        name: 'RPC test',
        rpcUrls: [url()],
      }),
    )
  const requests = async (run: () => Promise<unknown>) => {
    const before = bodies.length
    const outcome = await run().catch((error: unknown) => error)
    return { outcome, requests: bodies.length - before }
  }

  it('posts JSON-RPC 2.0 and reads integers past 2^53 as bigint, leaving fractions and strings alone', async () => {
    answers = [
      {
        status: 200,
        body: '{"jsonrpc":"2.0","id":1,"result":{"value":123456789012345678901,"small":42,"f":0.12345678901234567891,"s":"12345678901234567890"}}',
      },
    ]
    const result = await rpc().request<Record<string, unknown>>('getBalance', [
      'x',
      { commitment: 'confirmed' },
    ])
    expect(result).toEqual({
      value: 123456789012345678901n,
      small: 42,
      f: 0.12345678901234568,
      s: '12345678901234567890',
    })
    expect(bodies.at(-1)).toMatchObject({
      jsonrpc: '2.0',
      method: 'getBalance',
      params: ['x', { commitment: 'confirmed' }],
    })
  })

  it("an RPC error is SolanaRpcError with the RPC's message and code, not retried unless the code says so", async () => {
    answers = [
      {
        status: 200,
        body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32002,"message":"Transaction simulation failed: insufficient funds"}}',
      },
    ]
    const { outcome, requests: made } = await requests(() => rpc().request('sendTransaction', []))
    expect(outcome).toBeInstanceOf(SolanaRpcError)
    expect(outcome).toMatchObject({
      shortMessage: 'Transaction simulation failed: insufficient funds',
      code: -32002,
      details: 'The Solana RPC answered sendTransaction with error -32002.',
    })
    expect(made).toBe(1)
  })

  it("retries 503 and -32005 up to 3 times, then says 'HTTP status code: 503'; a 400 is not retried", async () => {
    answers = [
      { status: 503, body: 'busy' },
      { status: 200, body: '{"jsonrpc":"2.0","id":1,"error":{"code":-32005,"message":"limit"}}' },
      { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":{"value":7}}' },
    ]
    expect(await requests(() => rpc().request('getBalance', []))).toEqual({
      outcome: { value: 7 },
      requests: 3,
    })
    answers = [{ status: 503, body: 'busy' }]
    const failed = await requests(() => rpc().request('getBalance', []))
    expect(failed.requests).toBe(4)
    expect(failed.outcome).toBeInstanceOf(HttpStatusError)
    expect((failed.outcome as HttpStatusError).shortMessage).toBe('HTTP status code: 503')
    answers = [{ status: 400, body: 'bad' }]
    expect((await requests(() => rpc().request('getBalance', []))).requests).toBe(1)
  })

  it("a node that never answers: each try times out, 3 retries, then 'The request took too long to respond.'", async () => {
    answers = [{ status: HANG, body: '' }]
    const { outcome, requests: made } = await requests(() =>
      createRpc(url(), { timeoutMs: 100 }).request('getBalance', []),
    )
    expect(outcome).toBeInstanceOf(RequestTimeoutError)
    expect(outcome).toMatchObject({
      shortMessage: 'The request took too long to respond.',
      details: 'No answer within 100 ms.',
    })
    expect(made).toBe(4)
  })

  it('a body that stalls after the headers times out the same way', async () => {
    answers = [{ status: STALL, body: '' }]
    const { outcome, requests: made } = await requests(() =>
      createRpc(url(), { timeoutMs: 100 }).request('getBalance', []),
    )
    expect(outcome).toBeInstanceOf(RequestTimeoutError)
    expect(made).toBe(4)
  })
})
