import { DEV_ACCOUNTS, DEVNET_A_CHAIN_ID } from '@portico/devnet'
import { createTestClient, type Hex, http, serializeErc6492Signature } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { verifyEvmMessage } from './verifyEvmMessage.ts'

const [owner, other] = DEV_ACCOUNTS
const account = privateKeyToAccount(owner.privateKey)
const message = 'portico.test wants you to sign in with your Ethereum account'

// Runtime code answering every call with the EIP-1271 magic value: a smart account that accepts all.
const ACCEPT_ALL_1271 = '0x631626ba7e60e01b60005260206000f3'

// docs/rules/validation.md (SIWX: one-click sign-in checks each signed message against the chain before it counts).
describe('verifyEvmMessage', () => {
  const rpcUrl = () => {
    const url = inject('devnetUrls')[DEVNET_A_CHAIN_ID]
    if (!url) throw new Error('The devnet A URL is missing from the test setup')
    return url
  }

  it("accepts an EOA's EIP-191 signature through the ecrecover precompile", async () => {
    const signature = await account.signMessage({ message })
    expect(await verifyEvmMessage({ rpcUrl: rpcUrl(), address: account.address, message, signature })).toBe(
      true,
    )
    expect(
      await verifyEvmMessage({
        rpcUrl: rpcUrl(),
        address: account.address.toLowerCase(),
        message,
        signature,
      }),
    ).toBe(true)
  })

  it('refuses a signature by another key, for another message, or tampered', async () => {
    const signature = await account.signMessage({ message })
    const url = rpcUrl()
    expect(await verifyEvmMessage({ rpcUrl: url, address: other.address, message, signature })).toBe(false)
    expect(
      await verifyEvmMessage({ rpcUrl: url, address: account.address, message: `${message}!`, signature }),
    ).toBe(false)
    const tampered = `${signature.slice(0, 10)}${signature[10] === '0' ? '1' : '0'}${signature.slice(11)}`
    expect(
      await verifyEvmMessage({ rpcUrl: url, address: account.address, message, signature: tampered }),
    ).toBe(false)
    expect(
      await verifyEvmMessage({ rpcUrl: url, address: account.address, message, signature: 'nothex' }),
    ).toBe(false)
  })

  it("asks a deployed smart account's isValidSignature (EIP-1271)", async () => {
    const url = rpcUrl()
    const smartAccount = '0x00000000000000000000000000000000000c0de1'
    const client = createTestClient({ mode: 'anvil', transport: http(url, { retryCount: 0 }) })
    await client.setCode({ address: smartAccount, bytecode: ACCEPT_ALL_1271 })
    const signature: Hex = `0x${'ab'.repeat(97)}`
    expect(await verifyEvmMessage({ rpcUrl: url, address: smartAccount, message, signature })).toBe(true)
  })

  it('reads a counterfactual (EIP-6492) signature as not verified here, and an unreachable RPC as false', async () => {
    const inner = await account.signMessage({ message })
    const signature = serializeErc6492Signature({ address: other.address, data: '0x1234', signature: inner })
    expect(await verifyEvmMessage({ rpcUrl: rpcUrl(), address: account.address, message, signature })).toBe(
      false,
    )
    const signed = await account.signMessage({ message })
    expect(
      await verifyEvmMessage({
        rpcUrl: 'http://127.0.0.1:1',
        address: account.address,
        message,
        signature: signed,
      }),
    ).toBe(false)
  })
})
