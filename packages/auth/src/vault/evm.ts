import { WalletMethodNotSupportedError } from '@portico/core'
import { formatUnits, type Hex, hexToString, isHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { InvalidVaultRequestError } from '../errors.ts'
import { toHex } from '../keys/deriveAccounts.ts'
import type { AuthChain, AuthConnected } from '../protocol.ts'
import { amount, t } from './messages/index.ts'
import { readVaultTokens } from './readVaultTokens.ts'
import { approve } from './screens.ts'
import { checkUserOperation } from './userOperation.ts'
import { withKeys } from './wallet.ts'

export class UserRejectedError extends Error {
  override name = 'UserRejectedError'
  readonly code = 4001
  constructor() {
    super(t('userRejected'))
  }
}

function short(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

function readableMessage(message: string): string {
  if (!isHex(message)) return message
  try {
    const text = hexToString(message)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: printable text check
    return /^[\x09\x0a\x0d\x20-\x7e\u00a0-\uffff]*$/.test(text) ? text : message
  } catch {
    return message
  }
}

async function confirmOrThrow(summary: Parameters<typeof approve>[0]): Promise<void> {
  if (!(await approve(summary))) throw new UserRejectedError()
}

function sameAddress(a: unknown, b: string): boolean {
  return typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
}

/** The EIP-1193 methods only the key can answer: each after the vault's own approval screen. */
export async function evmRequest(
  session: AuthConnected,
  request: { method: string; params?: unknown; chain: AuthChain },
): Promise<unknown> {
  const params = Array.isArray(request.params) ? request.params : []
  const address = session.addresses.eip155
  const chain = request.chain
  switch (request.method) {
    case 'personal_sign': {
      const [message, signer] = params as [Hex, string]
      if (typeof message !== 'string' || !sameAddress(signer, address))
        throw new InvalidVaultRequestError({ method: 'personal_sign' })
      await confirmOrThrow({
        title: t('signMessageTitle'),
        lines: [
          t('signMessageText', {
            app: location.ancestorOrigins?.[0] ?? t('theApp'),
            account: short(address),
          }),
        ],
        detail: readableMessage(message),
      })
      return withKeys(session, (keys) =>
        privateKeyToAccount(`0x${toHex(keys.evm.privateKey)}`).signMessage({
          message: isHex(message) ? { raw: message } : message,
        }),
      )
    }
    case 'eth_signTypedData_v4': {
      const [signer, json] = params as [string, string]
      if (!sameAddress(signer, address) || typeof json !== 'string')
        throw new InvalidVaultRequestError({ method: 'eth_signTypedData_v4' })
      const typed = JSON.parse(json) as {
        domain: Record<string, unknown>
        types: Record<string, unknown>
        primaryType: string
        message: Record<string, unknown>
      }
      const { EIP712Domain: _domain, ...types } = typed.types
      await confirmOrThrow({
        title: t('signTypedTitle'),
        lines: [
          t('signTypedText', {
            type: typed.primaryType,
            app: String(typed.domain.name ?? t('anApp')),
            account: short(address),
          }),
          t('signTypedWarning'),
        ],
        detail: JSON.stringify(typed.message, null, 2),
      })
      return withKeys(session, (keys) =>
        privateKeyToAccount(`0x${toHex(keys.evm.privateKey)}`).signTypedData({
          domain: typed.domain,
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        } as never),
      )
    }
    case 'eth_signTransaction': {
      // The page prepared it (nonce, gas, fees) and broadcasts it: the vault reaches no network but its own origin.
      const [transaction] = params as [Record<string, Hex | undefined>]
      if (
        !transaction ||
        !sameAddress(transaction.from, address) ||
        Number(transaction.chainId) !== chain.id
      ) {
        throw new InvalidVaultRequestError({ method: 'eth_signTransaction' })
      }
      const value = BigInt(transaction.value ?? '0x0')
      const gas = BigInt(transaction.gas ?? '0x0')
      const feeCap = BigInt(transaction.maxFeePerGas ?? transaction.gasPrice ?? '0x0')
      const coin = (base: bigint) => amount(formatUnits(base, chain.currency.decimals), chain.currency.symbol)
      const to = transaction.to ? short(transaction.to) : t('newContract')
      const lines = [t('send', { value: coin(value), to, network: chain.name })]
      if (transaction.data && transaction.data !== '0x') lines.push(t('callsContract'))
      lines.push(t('fromFee', { account: short(address), fee: coin(gas * feeCap) }))
      await confirmOrThrow({ title: t('transactionTitle'), lines, detail: transaction.to })
      const request = {
        chainId: chain.id,
        to: transaction.to,
        value,
        nonce: Number(transaction.nonce),
        gas,
        ...(transaction.data ? { data: transaction.data } : {}),
        ...(transaction.maxFeePerGas
          ? {
              type: 'eip1559' as const,
              maxFeePerGas: BigInt(transaction.maxFeePerGas),
              maxPriorityFeePerGas: BigInt(transaction.maxPriorityFeePerGas ?? '0x0'),
            }
          : { type: 'legacy' as const, gasPrice: feeCap }),
      }
      return withKeys(session, (keys) =>
        privateKeyToAccount(`0x${toHex(keys.evm.privateKey)}`).signTransaction(request as never),
      )
    }
    case 'portico_signUserOperation': {
      // The page built the operation (gas, fees, sponsorship); what the screen lists is decoded from the
      // very call data whose hash is signed, so the page cannot show one thing and have another signed.
      const [operation] = params as [unknown]
      const checked = await checkUserOperation(operation, {
        owner: address,
        chain,
        readTokens: readVaultTokens(chain.id),
      })
      await confirmOrThrow(checked.summary)
      return withKeys(session, (keys) =>
        privateKeyToAccount(`0x${toHex(keys.evm.privateKey)}`).signMessage({
          message: { raw: checked.hash },
        }),
      )
    }
    default:
      throw new WalletMethodNotSupportedError({ wallet: 'The embedded wallet', method: request.method })
  }
}
