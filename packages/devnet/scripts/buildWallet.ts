import { relative } from 'node:path'
import { buildDevWalletBundle } from '../src/walletBundle.ts'

const { outfile, bytes } = await buildDevWalletBundle()
console.log(`${relative(process.cwd(), outfile)} ${(bytes / 1024).toFixed(1)} KiB`)
