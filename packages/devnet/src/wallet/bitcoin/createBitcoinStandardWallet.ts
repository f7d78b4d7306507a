import { base64, hex } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import { ProviderRpcError, WALLET_ERROR_CODES } from '../errors.ts'
import type { BitcoinDevAddress, BitcoinDevWalletCore } from './types.ts'

const CHAINS = ['bitcoin:regtest'] as const

const BitcoinConnect = 'bitcoin:connect'
const BitcoinSignMessage = 'bitcoin:signMessage'
const BitcoinSignTransaction = 'bitcoin:signTransaction'

type Purpose = BitcoinDevAddress['purpose']

type SignTransactionInput = {
  psbt: Uint8Array
  chain: string
  inputsToSign: { account: WalletAccount; signingIndexes: number[]; sigHash?: number }[]
}

/**
 * The dev wallet's Bitcoin side as a wallet-standard wallet, with the features of ExodusMovement's
 * Bitcoin wallet standard: `bitcoin:connect` (accounts in the order of the purposes asked for),
 * `bitcoin:signMessage` (BIP-322: the feature has no protocol choice), `bitcoin:signTransaction` (PSBT
 * bytes, the inputs to sign per account), and `standard:events` and `standard:disconnect`.
 */
export function createBitcoinStandardWallet(core: BitcoinDevWalletCore): Wallet {
  const cache = new Map<string, WalletAccount>()
  const toAccount = (entry: BitcoinDevAddress): WalletAccount => {
    let account = cache.get(entry.address)
    if (!account) {
      account = Object.freeze({
        address: entry.address,
        publicKey: hex.decode(entry.publicKey),
        chains: CHAINS,
        features: [BitcoinSignMessage, BitcoinSignTransaction] as const,
        label: entry.purpose === 'payment' ? 'Payment' : 'Ordinals',
      })
      cache.set(entry.address, account)
    }
    return account
  }
  const exposed = () => (core.authorized() ? core.addresses().map(toAccount) : [])

  const connect = async (input: { purposes: readonly Purpose[] }) => {
    await core.connect(BitcoinConnect)
    const addresses = core.addresses()
    const purposes = input?.purposes?.length ? input.purposes : (['payment', 'ordinals'] as const)
    return {
      accounts: purposes.flatMap((purpose) => {
        const entry = addresses.find((candidate) => candidate.purpose === purpose)
        return entry ? [toAccount(entry)] : []
      }),
    }
  }
  const signMessage = async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
    const outputs = []
    for (const input of inputs) {
      const { signature } = await core.signMessage({
        method: BitcoinSignMessage,
        address: input.account.address,
        message: new TextDecoder().decode(input.message),
        protocol: 'BIP322',
      })
      outputs.push({ signedMessage: input.message, signature: base64.decode(signature) })
    }
    return outputs
  }
  const signTransaction = async (...inputs: SignTransactionInput[]) => {
    const outputs = []
    for (const input of inputs) {
      if (!(CHAINS as readonly string[]).includes(input.chain))
        throw new ProviderRpcError(
          WALLET_ERROR_CODES.UnrecognizedChain,
          `The wallet does not sign for ${input.chain}`,
        )
      const signInputs: Record<string, number[]> = {}
      for (const { account, signingIndexes } of input.inputsToSign)
        signInputs[account.address] = [...(signInputs[account.address] ?? []), ...signingIndexes]
      const { psbt } = await core.signPsbt({
        method: BitcoinSignTransaction,
        psbt: input.psbt,
        signInputs,
        broadcast: false,
      })
      outputs.push({ signedPsbt: psbt })
    }
    return outputs
  }
  const on: StandardEventsFeature[typeof StandardEvents]['on'] = (event, listener) => {
    if (event !== 'change') return () => undefined
    return core.onChange(() => listener({ accounts: exposed() }))
  }
  const disconnect: StandardDisconnectFeature[typeof StandardDisconnect]['disconnect'] = async () => {
    core.revoke()
  }

  return {
    version: '1.0.0',
    name: core.name,
    icon: core.icon,
    chains: CHAINS,
    get accounts() {
      return exposed()
    },
    features: {
      [BitcoinConnect]: { version: '1.0.0', connect },
      [BitcoinSignMessage]: { version: '1.0.0', signMessage },
      [BitcoinSignTransaction]: { version: '1.0.0', signTransaction },
      [StandardEvents]: { version: '1.0.0', on },
      [StandardDisconnect]: { version: '1.0.0', disconnect },
    },
  }
}
