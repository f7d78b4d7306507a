import type { AuthAddresses, AuthUser } from '@portico/core'
import { InvalidVaultRequestError } from './errors.ts'
/**
 * The postMessage protocol between the dapp page and the vault iframe. Requests are named after the
 * flows they serve; every message is checked against these shapes on arrival, both ways. No key,
 * mnemonic or share is ever part of a message.
 */

/** Marks Portico vault messages among the page's other postMessage traffic. */
export const VAULT_CHANNEL = 'portico:vault'

/** The user and the addresses as the auth routes answer them (core's API contract). */
export type { AuthAddresses, AuthUser }

/** A signed-in user with a wallet: what `verifyCode`, `connectSocial` and `connectFarcaster` end with. */
export type AuthConnected = { user: AuthUser; addresses: AuthAddresses }

/**
 * What the page tells the vault about a Solana transaction: the network's name, and labels the vault
 * shows only where the message confirms them (the receiver owning the receiving token account).
 */
export type AuthSolanaContext = {
  networkName: string
  receiver?: string | undefined
  tokenSymbol?: string | undefined
}

/** The chain a wallet request is for, as the dapp's adapter knows it. */
export type AuthChain = {
  id: number
  name: string
  rpcUrl: string
  currency: { symbol: string; decimals: number }
}

export type VaultMethods = {
  getProviders: {
    params: Record<string, never>
    result: { email: boolean; socials: string[]; farcaster: boolean }
  }
  /** The signed-in user and wallet of this device, or null. */
  getSession: { params: Record<string, never>; result: AuthConnected | null }
  connectEmail: { params: { email: string }; result: { flowId: string } }
  verifyCode: { params: { flowId: string; code: string }; result: AuthConnected }
  getSocialRedirectUri: { params: { provider: string }; result: { url: string; state: string } }
  /** Resolves once the social provider's answer has reached the server (the popup's work is done). */
  awaitSocialResult: { params: { state: string }; result: { finished: true } }
  /**
   * Asks the server at once whether the social provider's answer has arrived: the modal's question when
   * it sees the popup closed, so a popup closed by the visitor fails within a second.
   */
  checkSocialResult: { params: { state: string }; result: { finished: boolean } }
  connectSocial: { params: { state: string }; result: AuthConnected }
  getFarcasterUri: { params: Record<string, never>; result: { url: string; channelToken: string } }
  connectFarcaster: { params: { channelToken: string }; result: AuthConnected }
  updateEmail: { params: { newEmail: string }; result: { changeId: string } }
  updateEmailVerify: {
    params: { changeId: string; currentCode: string; newCode: string }
    result: { user: AuthUser }
  }
  updateEmailStatus: { params: { changeId: string }; result: { status: 'pending' | 'done' } }
  /** An EIP-1193 request of the EVM provider; signing ones wait for the vault's approval screen. */
  evmRequest: { params: { method: string; params?: unknown; chain: AuthChain }; result: unknown }
  /** Solana signing (base64 message or wire transaction); waits for the approval screen. */
  solanaSignMessage: { params: { message: string }; result: { signature: string } }
  solanaSignTransaction: {
    params: { transaction: string; context: AuthSolanaContext }
    result: { transaction: string }
  }
  /** Opens a settings screen the vault renders over the modal (export key, recovery passcode). */
  openSettings: { params: { screen: 'exportKey' | 'passcode' }; result: { done: boolean } }
  setTheme: { params: { mode: 'light' | 'dark' }; result: null }
  /**
   * The language of the vault's screens: one of Portico's locale tags (anything else is English). It
   * changes only the words around the data, never what is signed.
   */
  setLocale: { params: { locale: string }; result: null }
  logout: { params: Record<string, never>; result: null }
}

export type VaultMethod = keyof VaultMethods

export type VaultRequest = {
  channel: typeof VAULT_CHANNEL
  id: string
  method: VaultMethod
  params: Record<string, unknown>
}

export type VaultError = {
  message: string
  code?: number | undefined
  details?: Record<string, unknown> | undefined
}

export type VaultResponse =
  | { channel: typeof VAULT_CHANNEL; id: string; result: unknown }
  | { channel: typeof VAULT_CHANNEL; id: string; error: VaultError }

/** What the vault tells the page unasked: it is ready, or its screen must be shown or hidden. */
export type VaultEvent = { channel: typeof VAULT_CHANNEL; event: 'ready' | 'show' | 'hide' }

export const VAULT_METHODS: readonly VaultMethod[] = [
  'getProviders',
  'getSession',
  'connectEmail',
  'verifyCode',
  'getSocialRedirectUri',
  'awaitSocialResult',
  'checkSocialResult',
  'connectSocial',
  'getFarcasterUri',
  'connectFarcaster',
  'updateEmail',
  'updateEmailVerify',
  'updateEmailStatus',
  'evmRequest',
  'solanaSignMessage',
  'solanaSignTransaction',
  'openSettings',
  'setTheme',
  'setLocale',
  'logout',
]

const ID = /^[A-Za-z0-9_-]{1,64}$/

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A request from the page, or undefined for anything else. */
export function parseVaultRequest(data: unknown): VaultRequest | undefined {
  if (!isRecord(data) || data.channel !== VAULT_CHANNEL) return undefined
  if (typeof data.id !== 'string' || !ID.test(data.id)) return undefined
  if (!(VAULT_METHODS as readonly unknown[]).includes(data.method)) return undefined
  if (!isRecord(data.params)) return undefined
  return data as VaultRequest
}

/** A response or event from the vault, or undefined for anything else. */
export function parseVaultMessage(data: unknown): VaultResponse | VaultEvent | undefined {
  if (!isRecord(data) || data.channel !== VAULT_CHANNEL) return undefined
  if ('event' in data) {
    return data.event === 'ready' || data.event === 'show' || data.event === 'hide'
      ? (data as VaultEvent)
      : undefined
  }
  if (typeof data.id !== 'string' || !ID.test(data.id)) return undefined
  if ('error' in data) {
    const error = data.error
    return isRecord(error) && typeof error.message === 'string' ? (data as VaultResponse) : undefined
  }
  return 'result' in data ? (data as VaultResponse) : undefined
}

/** Field checks for request parameters, so the vault refuses a malformed request before acting on it. */
export function requireString(params: Record<string, unknown>, key: string, max = 4096): string {
  const value = params[key]
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw new InvalidVaultRequestError({ parameter: key })
  }
  return value
}

/** The Solana context of a signing request, or an error naming the bad field. */
export function parseSolanaContext(value: unknown): AuthSolanaContext {
  if (!isRecord(value)) throw new InvalidVaultRequestError({ parameter: 'context' })
  const optional = (key: string) => (value[key] === undefined ? undefined : requireString(value, key, 64))
  return {
    networkName: requireString(value, 'networkName', 64),
    receiver: optional('receiver'),
    tokenSymbol: optional('tokenSymbol'),
  }
}
