import { type Chain, formatEther, hexToString, isHex } from 'viem'

export type RequestSummary = { title: string; details: string }

function first<value>(params: unknown, index: number): value | undefined {
  return Array.isArray(params) ? (params[index] as value | undefined) : undefined
}

function messageText(message: unknown): string {
  if (typeof message !== 'string') return ''
  if (!isHex(message)) return message
  const text = hexToString(message)
  // Binary payloads are shown as hex rather than as garbled text.
  const printable = [...text].every((char) => {
    const code = char.codePointAt(0) ?? 0
    return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127 && code !== 0xfffd)
  })
  return printable ? text : message
}

/** A short title and details for the approval prompt of a wallet request. */
export function describeRequest(method: string, params: unknown, chain: Chain): RequestSummary {
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions': {
      const origin = typeof location === 'undefined' ? 'This app' : location.origin
      return { title: 'Connect', details: `${origin} wants to see your accounts and request signatures.` }
    }
    case 'personal_sign': {
      const [a, b] = [first<string>(params, 0), first<string>(params, 1)]
      const message = typeof a === 'string' && a.length === 42 && isHex(a) && b !== undefined ? b : a
      return { title: 'Sign message', details: messageText(message) }
    }
    case 'eth_signTypedData_v4': {
      const data = first<unknown>(params, 1)
      const parsed = (typeof data === 'string' ? JSON.parse(data) : data) as {
        primaryType?: string
        domain?: { name?: string }
      }
      return {
        title: `Sign typed data${parsed?.primaryType ? `: ${parsed.primaryType}` : ''}`,
        details: JSON.stringify(parsed, null, 2),
      }
    }
    case 'eth_sendTransaction': {
      const transaction = first<Record<string, string>>(params, 0) ?? {}
      const value = transaction.value ? formatEther(BigInt(transaction.value)) : '0'
      const lines = [
        `To: ${transaction.to ?? '(contract creation)'}`,
        `Value: ${value} ${chain.nativeCurrency.symbol}`,
        `Network: ${chain.name}`,
      ]
      if (transaction.data && transaction.data !== '0x') lines.push(`Data: ${transaction.data}`)
      return { title: 'Send transaction', details: lines.join('\n') }
    }
    case 'wallet_sendCalls': {
      const request = first<{ calls?: { to?: string; value?: string; data?: string }[] }>(params, 0)
      const calls = request?.calls ?? []
      const lines = calls.map((call, index) => {
        const value = call.value ? formatEther(BigInt(call.value)) : '0'
        const data = call.data && call.data !== '0x' ? `, data ${call.data.slice(0, 10)}…` : ''
        return `${index + 1}. To ${call.to ?? '(contract creation)'}: ${value} ${chain.nativeCurrency.symbol}${data}`
      })
      lines.push(`Network: ${chain.name}`, 'Sent one after another, not together.')
      return {
        title: `Send ${calls.length} ${calls.length === 1 ? 'call' : 'calls'}`,
        details: lines.join('\n'),
      }
    }
    default:
      return { title: method, details: JSON.stringify(params ?? null, null, 2) }
  }
}
