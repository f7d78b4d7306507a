import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

/** Compiles contracts/*.sol with solc-js and writes contracts/artifacts/<Contract>.json (abi + bytecode). */
const contractsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'contracts')
const artifactsDir = join(contractsDir, 'artifacts')
const require = createRequire(import.meta.url)

const sources = Object.fromEntries(
  readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort()
    .map((file) => [file, { content: readFileSync(join(contractsDir, file), 'utf8') }]),
)

function findImports(path: string) {
  try {
    return { contents: readFileSync(require.resolve(path), 'utf8') }
  } catch (error) {
    return { error: `Cannot import ${path}: ${(error as Error).message}` }
  }
}

const input = {
  language: 'Solidity',
  sources,
  settings: {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    metadata: { bytecodeHash: 'none' },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}

type Output = {
  errors?: { severity: string; formattedMessage: string }[]
  contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>
}

const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as Output
const errors = (output.errors ?? []).filter((error) => error.severity === 'error')
for (const message of output.errors ?? []) console.error(message.formattedMessage)
if (errors.length > 0) process.exit(1)

mkdirSync(artifactsDir, { recursive: true })
for (const file of Object.keys(sources)) {
  for (const [contractName, contract] of Object.entries(output.contracts[file] ?? {})) {
    const artifact = {
      contractName,
      sourceName: file,
      compiler: `solc ${solc.version()}`,
      abi: contract.abi,
      bytecode: `0x${contract.evm.bytecode.object}`,
    }
    writeFileSync(join(artifactsDir, `${contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`)
    console.log(`contracts/artifacts/${contractName}.json`)
  }
}
