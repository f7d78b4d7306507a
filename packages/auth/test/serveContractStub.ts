import { fileURLToPath } from 'node:url'
import { startContractStub } from './contractStub.ts'

// Runs the contract stand-in on the vault and mail ports, for trying the modal's login views in a
// browser before the real server's vault listener is there: `npx tsx packages/auth/test/serveContractStub.ts`.
const stub = await startContractStub({
  vaultDir: fileURLToPath(new URL('../dist/vault', import.meta.url)),
  port: Number(process.env.PORTICO_VAULT_PORT ?? 8788),
  mailPort: Number(process.env.PORTICO_MAIL_PORT ?? 8025),
})
console.log(`Contract stand-in on ${stub.url}`)
