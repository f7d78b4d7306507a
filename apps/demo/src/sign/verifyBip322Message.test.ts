import { BITCOIN_DEV_ACCOUNTS } from '@portico/devnet/bitcoin'
import { signBip322Message } from '@portico/devnet/wallet'
import { describe, expect, it } from 'vitest'
import { verifyBip322Message } from './verifyBip322Message.ts'

const [first, second] = BITCOIN_DEV_ACCOUNTS

describe('verifyBip322Message (BIP-322 simple)', () => {
  it('accepts the BIP-322 test vectors of a mainnet P2WPKH address, each for its own message only', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    expect(
      verifyBip322Message({
        address,
        message: 'Hello World',
        signature:
          'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    ).toBe(true)
    expect(
      verifyBip322Message({
        address,
        message: '',
        signature:
          'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      }),
    ).toBe(true)
    expect(
      verifyBip322Message({
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
        verifyBip322Message({ address: account.address, message: 'Hello from the Portico demo', signature }),
      ).toBe(true)
      expect(
        verifyBip322Message({ address: account.address, message: 'Hello from the Portico dem0', signature }),
      ).toBe(false)
      expect(
        verifyBip322Message({
          address: second![key].address,
          message: 'Hello from the Portico demo',
          signature,
        }),
      ).toBe(false)
    }
  })

  it('leaves an address kind the simple form does not cover unchecked', () => {
    expect(
      verifyBip322Message({ address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', message: 'x', signature: 'AA==' }),
    ).toBe(undefined)
    expect(verifyBip322Message({ address: 'not an address', message: 'x', signature: 'AA==' })).toBe(
      undefined,
    )
  })
})
