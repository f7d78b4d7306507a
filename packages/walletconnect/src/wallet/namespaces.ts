import { ProtocolError } from '../errors/protocol.ts'
import { chainOfAccount, namespaceChains, namespaceOf } from '../protocol/caip.ts'
import type { ProposalRecord, SessionNamespaces } from '../protocol/types.ts'

/** What the wallet supports, per namespace: CAIP-2 chains, methods, events and CAIP-10 accounts. */
export type SupportedNamespaces = Record<
  string,
  { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
>

/**
 * The namespaces to approve for a proposal: every requested (required or optional) chain, method and
 * event the wallet supports, with the wallet's accounts on those chains. Throws when a required
 * namespace cannot be met.
 */
export function buildApprovedNamespaces(parameters: {
  proposal: Pick<ProposalRecord, 'requiredNamespaces' | 'optionalNamespaces'>
  supportedNamespaces: SupportedNamespaces
}): SessionNamespaces {
  const { proposal, supportedNamespaces } = parameters
  const approved: SessionNamespaces = {}
  const requested = [
    ...Object.entries(proposal.requiredNamespaces),
    ...Object.entries(proposal.optionalNamespaces),
  ]
  for (const [key, wanted] of requested) {
    const namespace = namespaceOf(key)
    const supported = supportedNamespaces[namespace]
    if (!supported) continue
    const chains = namespaceChains(key, wanted).filter((chain) => supported.chains.includes(chain))
    if (chains.length === 0) continue
    const entry = approved[namespace] ?? { chains: [], accounts: [], methods: [], events: [] }
    const union = (a: string[], b: string[]) => [...new Set([...a, ...b])]
    entry.chains = union(entry.chains ?? [], chains)
    entry.accounts = union(
      entry.accounts,
      supported.accounts.filter((account) => chains.includes(chainOfAccount(account))),
    )
    entry.methods = union(
      entry.methods,
      wanted.methods.filter((method) => supported.methods.includes(method)),
    )
    entry.events = union(
      entry.events,
      wanted.events.filter((event) => supported.events.includes(event)),
    )
    approved[namespace] = entry
  }
  for (const key of Object.keys(proposal.requiredNamespaces)) {
    if (!approved[namespaceOf(key)])
      throw new ProtocolError('UnsupportedNamespaceKey', `buildApprovedNamespaces() ${key}`)
  }
  return approved
}
