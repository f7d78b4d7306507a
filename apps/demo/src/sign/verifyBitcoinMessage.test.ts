import { BITCOIN_DEV_ACCOUNTS } from '@portico/devnet/bitcoin'
import { signBip322Message, signEcdsaMessage } from '@portico/devnet/wallet'
import { describe, expect, it } from 'vitest'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.ts'

const [first, second] = BITCOIN_DEV_ACCOUNTS

describe('verifyBitcoinMessage (BIP-322 simple, BIP-137 legacy)', () => {
  it('accepts the BIP-322 test vectors of a mainnet P2WPKH address, each for its own message only', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(
      verifyBitcoinMessage({
        address,
        message: 'Hello World',
        signature:
          'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    ).toBe(true)
    expect(
      verifyBitcoinMessage({
        address,
        message: '',
        signature:
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    ).toBe(true)
    expect(
      verifyBitcoinMessage({
        address,
        message: 'Hello World',
        signature:
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    ).toBe(false)
  })

  it('accepts what the dev wallet signs with its regtest P2WPKH and P2TR keys, and nothing else', () => {
    for (const key of ['payment', 'ordinals'] as const) {
      const account = first![key]
      const { signature } = signBip322Message({
        address: account.address,
        privateKey: account.privateKey,
        message: 'Hello from the Portico demo',
        ...(key === 'ordinals' ? { tapInternalKey: account.publicKey } : {}),
      })
      expect(
        verifyBitcoinMessage({ address: account.address, message: 'Hello from the Portico demo', signature }),
      ).toBe(true)
      expect(
        verifyBitcoinMessage({ address: account.address, message: 'Hello from the Portico dem0', signature }),
      ).toBe(false)
      expect(
        verifyBitcoinMessage({
          address: second![key].address,
          message: 'Hello from the Portico demo',
          signature,
        }),
      ).toBe(false)
    }
  })

  it('accepts the legacy signature (BIP-137) the dev wallet makes for its P2WPKH address', async () => {
    const { signature } = await signEcdsaMessage({ privateKey: first!.payment.privateKey, message: 'Legacy' })
    expect(verifyBitcoinMessage({ address: first!.payment.address, message: 'Legacy', signature })).toBe(true)
    expect(verifyBitcoinMessage({ address: first!.payment.address, message: 'Legacy!', signature })).toBe(
      false,
    )
    expect(verifyBitcoinMessage({ address: second!.payment.address, message: 'Legacy', signature })).toBe(
      false,
    )
  })

  it('leaves an address kind neither form covers unchecked', () => {
    expect(
      verifyBitcoinMessage({
        address: 'bcrt1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qzf8qdt',
        message: 'x',
        signature: 'AA==',
      }),
    ).toBe(undefined)
    expect(verifyBitcoinMessage({ address: 'not an address', message: 'x', signature: 'AA==' })).toBe(
      undefined,
    )
  })
})
