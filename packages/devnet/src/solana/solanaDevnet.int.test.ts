import {
  appendTransactionMessageInstructions,
  compileTransactionMessage,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SOLANA_DEV_ACCOUNTS,
  SOLANA_DEVNET_FUNDS,
  SOLANA_DEVNET_GENESIS_HASH,
  SOLANA_DEVNET_PUSD,
} from './constants.ts'
import { type StartSolanaDevnetReturnType, startSolanaDevnet } from './startSolanaDevnet.ts'

let devnet: StartSolanaDevnetReturnType
let rpc: ReturnType<typeof createSolanaRpc<`http://${string}`>>
let payer: KeyPairSigner

const hexBytes = (hex: string) => new Uint8Array(Buffer.from(hex, 'hex'))

beforeAll(async () => {
  devnet = await startSolanaDevnet({ port: 0 })
  rpc = createSolanaRpc(devnet.url as `http://${string}`)
  payer = await createKeyPairSignerFromPrivateKeyBytes(hexBytes(SOLANA_DEV_ACCOUNTS[0].privateKey))
})
afterAll(async () => {
  await devnet?.stop()
})

async function buildTransaction(instructions: Instruction[]) {
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (tx) => setTransactionMessageFeePayerSigner(payer, tx),
    (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
    (tx) => appendTransactionMessageInstructions(instructions, tx),
  )
  return { message, transaction: await signTransactionMessageWithSigners(message) }
}

async function sendAndConfirm(instructions: Instruction[]): Promise<Signature> {
  const { transaction } = await buildTransaction(instructions)
  const signature = await rpc
    .sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
    .send()
  expect(signature).toBe(getSignatureFromTransaction(transaction))
  const { value } = await rpc.getSignatureStatuses([signature]).send()
  expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  return signature
}

async function pusdBalance(owner: string): Promise<bigint> {
  const { value } = await rpc
    .getTokenAccountsByOwner(owner as never, { mint: SOLANA_DEVNET_PUSD.address }, { encoding: 'jsonParsed' })
    .send()
  return value.reduce((sum, entry) => sum + BigInt(entry.account.data.parsed.info.tokenAmount.amount), 0n)
}

describe('the local Solana chain driven by @solana/kit (docs/rules/permissions.md balance and send on Solana, api.md chain RPC)', () => {
  it('answers its genesis hash, version and slot', async () => {
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_DEVNET_GENESIS_HASH)
    expect((await rpc.getVersion().send())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await rpc.getSlot().send()).toBeGreaterThan(0n)
  })

  it('funds every dev account with SOL and PUSD (a 6-decimals mint)', async () => {
    for (const account of SOLANA_DEV_ACCOUNTS) {
      const { value } = await rpc.getBalance(account.address).send()
      expect(value).toBeGreaterThan(SOLANA_DEVNET_FUNDS.lamports - 1_000_000_000n)
    }
    expect(await pusdBalance(SOLANA_DEV_ACCOUNTS[2].address)).toBe(SOLANA_DEVNET_FUNDS.pusd)
    const { value: mint } = await rpc
      .getAccountInfo(SOLANA_DEVNET_PUSD.address, { encoding: 'base64' })
      .send()
    expect(mint?.owner).toBe(TOKEN_PROGRAM_ADDRESS)
    const { value: tokenAccounts } = await rpc
      .getTokenAccountsByOwner(
        SOLANA_DEV_ACCOUNTS[1].address,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'base64' },
      )
      .send()
    expect(tokenAccounts).toHaveLength(1)
  })

  it('sends SOL: the receiver gets exactly the amount, the payer pays 5000 lamports per signature', async () => {
    const receiver = await generateKeyPairSigner()
    const before = (await rpc.getBalance(payer.address).send()).value
    const instruction = getTransferSolInstruction({
      source: payer,
      destination: receiver.address,
      amount: lamports(500_000_000n),
    })
    const { message } = await buildTransaction([instruction])
    const messageBase64 = getBase64Decoder().decode(
      getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
    )
    const { value: fee } = await rpc.getFeeForMessage(messageBase64 as never).send()
    expect(fee).toBe(5000n)
    const signature = await sendAndConfirm([instruction])
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(500_000_000n)
    expect((await rpc.getBalance(payer.address).send()).value).toBe(before - 500_000_000n - 5000n)
    const transaction = await rpc
      .getTransaction(signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 })
      .send()
    expect(transaction?.meta?.fee).toBe(5000n)
  })

  it("sends PUSD, creating the receiver's associated token account", async () => {
    const receiver = await generateKeyPairSigner()
    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: SOLANA_DEVNET_PUSD.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint: SOLANA_DEVNET_PUSD.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    expect((await rpc.getAccountInfo(destination).send()).value).toBeNull()
    await sendAndConfirm([
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: receiver.address,
        mint: SOLANA_DEVNET_PUSD.address,
      }),
      getTransferCheckedInstruction({
        source,
        mint: SOLANA_DEVNET_PUSD.address,
        destination,
        authority: payer,
        amount: 1_500_000n,
        decimals: SOLANA_DEVNET_PUSD.decimals,
      }),
    ])
    expect(await pusdBalance(receiver.address)).toBe(1_500_000n)
  })

  it('simulates without sending, and refuses a failing transaction with its error and logs', async () => {
    const receiver = await generateKeyPairSigner()
    const { transaction } = await buildTransaction([
      getTransferSolInstruction({
        source: payer,
        destination: receiver.address,
        amount: lamports(1_000_000_000n),
      }),
    ])
    const simulated = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' })
      .send()
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.unitsConsumed).toBeGreaterThan(0n)
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(0n)

    const poor = await generateKeyPairSigner()
    const { value: blockhash } = await rpc.getLatestBlockhash().send()
    const failing = await signTransactionMessageWithSigners(
      pipe(
        createTransactionMessage({ version: 0 }),
        (tx) => setTransactionMessageFeePayerSigner(poor, tx),
        (tx) => setTransactionMessageLifetimeUsingBlockhash(blockhash, tx),
        (tx) =>
          appendTransactionMessageInstructions(
            [
              getTransferSolInstruction({
                source: poor,
                destination: receiver.address,
                amount: lamports(1n),
              }),
            ],
            tx,
          ),
      ),
    )
    await expect(
      rpc.sendTransaction(getBase64EncodedWireTransaction(failing), { encoding: 'base64' }).send(),
    ).rejects.toMatchObject({ context: { __code: -32002 } })
  })

  it("lists an address's signatures newest first and answers getTransaction with balances, as real nodes do", async () => {
    const receiver = await generateKeyPairSigner()
    const airdrop = await rpc.requestAirdrop(receiver.address, lamports(1_000_000_000n)).send()
    const send = await sendAndConfirm([
      getTransferSolInstruction({
        source: payer,
        destination: receiver.address,
        amount: lamports(250_000_000n),
      }),
    ])
    const listed = await rpc.getSignaturesForAddress(receiver.address).send()
    expect(listed.map((entry) => entry.signature)).toEqual([send, airdrop])
    expect(listed[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(typeof listed[0]?.blockTime).toBe('bigint')
    const older = await rpc.getSignaturesForAddress(receiver.address, { before: send, limit: 5 }).send()
    expect(older.map((entry) => entry.signature)).toEqual([airdrop])
    expect(await rpc.getSignaturesForAddress(receiver.address, { limit: 1 }).send()).toHaveLength(1)

    const transaction = await rpc
      .getTransaction(send, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    const keys = transaction!.transaction.message.accountKeys as readonly string[]
    expect(keys.slice(0, 2)).toEqual([payer.address, receiver.address])
    const delta = (index: number) =>
      BigInt(transaction!.meta!.postBalances[index]!) - BigInt(transaction!.meta!.preBalances[index]!)
    expect(delta(0)).toBe(-250_000_000n - 5000n)
    expect(delta(1)).toBe(250_000_000n)
    expect(transaction!.transaction.signatures).toEqual([send])

    const [source] = await findAssociatedTokenPda({
      owner: payer.address,
      mint: SOLANA_DEVNET_PUSD.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const [destination] = await findAssociatedTokenPda({
      owner: receiver.address,
      mint: SOLANA_DEVNET_PUSD.address,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    })
    const tokenSend = await sendAndConfirm([
      getCreateAssociatedTokenIdempotentInstruction({
        payer,
        ata: destination,
        owner: receiver.address,
        mint: SOLANA_DEVNET_PUSD.address,
      }),
      getTransferCheckedInstruction({
        source,
        mint: SOLANA_DEVNET_PUSD.address,
        destination,
        authority: payer,
        amount: 2_000_000n,
        decimals: SOLANA_DEVNET_PUSD.decimals,
      }),
    ])
    const token = await rpc
      .getTransaction(tokenSend, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()
    const post = token!.meta!.postTokenBalances!.find((balance) => balance.owner === receiver.address)
    expect(post).toMatchObject({
      mint: SOLANA_DEVNET_PUSD.address,
      uiTokenAmount: { amount: '2000000', decimals: 6 },
    })
    expect(
      token!.meta!.preTokenBalances!.find((balance) => balance.owner === receiver.address),
    ).toBeUndefined()
  })

  it('airdrops, answers rent and priority fees, and errors on other methods', async () => {
    const receiver = await generateKeyPairSigner()
    const signature = await rpc.requestAirdrop(receiver.address, lamports(2_000_000_000n)).send()
    expect((await rpc.getSignatureStatuses([signature]).send()).value[0]?.err).toBeNull()
    expect((await rpc.getBalance(receiver.address).send()).value).toBe(2_000_000_000n)
    expect(await rpc.getMinimumBalanceForRentExemption(165n).send()).toBe(2_039_280n)
    expect((await rpc.getRecentPrioritizationFees().send())[0]?.prioritizationFee).toBe(0n)
    const response = await fetch(devnet.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBlock', params: [1] }),
    })
    expect(await response.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not found' },
    })
  })
})
