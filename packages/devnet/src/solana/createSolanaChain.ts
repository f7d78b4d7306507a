import { type Address, lamports, none, some } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getTokenEncoder,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { LiteSVM } from 'litesvm'
import { SOLANA_DEV_ACCOUNTS, SOLANA_DEVNET_FUNDS, SOLANA_DEVNET_PUSD } from './constants.ts'

const MINT_SIZE = 82n
const TOKEN_ACCOUNT_SIZE = 165n

/** An owner's associated token account of PUSD. */
export async function getPusdAccount(owner: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner,
    mint: SOLANA_DEVNET_PUSD.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/**
 * A fresh in-process SVM with the PUSD mint and the dev accounts funded with SOL and PUSD. Accounts
 * are written directly, so the state is the same on every start. The blockhash check is left to the
 * RPC front, which accepts any of the last 150 blockhashes as Solana does (litesvm only knows its latest).
 */
export async function createSolanaChain(): Promise<LiteSVM> {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const owners = SOLANA_DEV_ACCOUNTS.map((account) => account.address)
  svm.setAccount({
    address: SOLANA_DEVNET_PUSD.address,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: some(owners[0]!),
        supply: SOLANA_DEVNET_FUNDS.pusd * BigInt(owners.length),
        decimals: SOLANA_DEVNET_PUSD.decimals,
        isInitialized: true,
        freezeAuthority: none(),
      }),
    ),
    executable: false,
    lamports: lamports(svm.minimumBalanceForRentExemption(MINT_SIZE)),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    space: MINT_SIZE,
  })
  for (const owner of owners) {
    svm.airdrop(owner, lamports(SOLANA_DEVNET_FUNDS.lamports))
    svm.setAccount({
      address: await getPusdAccount(owner),
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint: SOLANA_DEVNET_PUSD.address,
          owner,
          amount: SOLANA_DEVNET_FUNDS.pusd,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
        }),
      ),
      executable: false,
      lamports: lamports(svm.minimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE)),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      space: TOKEN_ACCOUNT_SIZE,
    })
  }
  return svm
}
