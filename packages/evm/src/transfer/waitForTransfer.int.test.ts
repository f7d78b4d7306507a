import {
  createDevnetChain,
  DEV_ACCOUNTS,
  DEVNET_A_CHAIN_ID,
  DEVNET_CONTRACT_ADDRESSES,
} from '@portico/devnet'
import { createClient, createWalletClient, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { TransactionReceiptTimeoutError, TransactionRevertedError } from '../errors/transaction.ts'
import { waitForTransfer } from './waitForTransfer.ts'

describe('waiting for a transfer to be final', () => {
  const chain = createDevnetChain({
    chainId: DEVNET_A_CHAIN_ID,
    rpcUrl: inject('devnetUrls')[DEVNET_A_CHAIN_ID],
  })
  const client = createClient({ chain, transport: http() })
  const polling = { timeout: 2_000, pollingInterval: 50 }

  it('a mined but reverted transaction is TransactionRevertedError', async () => {
    // Account 4 is used by no other test file. The token has no payable fallback, so ETH sent to it reverts;
    // a fixed gas limit skips the estimate that would refuse it.
    const wallet = createWalletClient({
      account: privateKeyToAccount(DEV_ACCOUNTS[4].privateKey),
      chain,
      transport: http(),
    })
    const hash = await wallet.sendTransaction({
      to: DEVNET_CONTRACT_ADDRESSES.pusd,
      value: 1n,
      gas: 100_000n,
    })
    const error = await waitForTransfer(client, { hash, ...polling }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect(error).toMatchObject({ hash, shortMessage: 'Transaction failed' })
  })

  it('no receipt in time is TransactionReceiptTimeoutError, not a revert', async () => {
    const hash = `0x${'cd'.repeat(32)}` as const
    const error = await waitForTransfer(client, { hash, timeout: 300, pollingInterval: 50 }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(TransactionReceiptTimeoutError)
    expect(error).not.toBeInstanceOf(TransactionRevertedError)
    expect(error).toMatchObject({ hash })
  })
})
