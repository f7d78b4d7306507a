import type { SponsorshipCap, SponsorshipCounter } from './createSponsorshipCounter.ts'
import { DEFAULT_SPONSORED_PER_SENDER_PER_DAY, type SponsorshipOptions } from './options.ts'

export type SponsorshipDecision =
  | { allowed: true; release(): Promise<void> }
  | { allowed: false; scope: 'sender' | 'project'; retryAfter: string; message: string }

export type SponsorshipPolicy = {
  /** Counts one sponsored operation of `sender` (a lower-case address) for the project, or refuses it. */
  take(projectId: string, sender: string): Promise<SponsorshipDecision>
}

/**
 * The server's sponsorship policy per project: at most `perSenderPerDay` sponsored user operations per
 * account (the operation's `sender`) and, when set, `perProjectPerDay` for the whole project, per UTC
 * day. A project's own entry in `projects` overrides the server's values.
 *
 * @example
 * const policy = createSponsorshipPolicy({ options: { perSenderPerDay: 50 }, counter })
 * const decision = await policy.take('shop', '0xabc…')
 */
export function createSponsorshipPolicy(parameters: {
  options: SponsorshipOptions | undefined
  counter: SponsorshipCounter
  now?: (() => number) | undefined
}): SponsorshipPolicy {
  const { options = {}, counter, now = Date.now } = parameters
  const perProject = new Map((options.projects ?? []).map((entry) => [entry.projectId, entry]))
  return {
    async take(projectId, sender) {
      const own = perProject.get(projectId)
      const perSender =
        own?.perSenderPerDay ?? options.perSenderPerDay ?? DEFAULT_SPONSORED_PER_SENDER_PER_DAY
      const projectCap = own?.perProjectPerDay ?? options.perProjectPerDay
      const caps: SponsorshipCap[] = [{ subject: `sender:${sender}`, max: perSender }]
      if (projectCap !== undefined) caps.push({ subject: 'project', max: projectCap })
      const time = now()
      const day = new Date(time).toISOString().slice(0, 10)
      const full = await counter.take(projectId, day, caps)
      if (full === undefined) {
        return {
          allowed: true,
          release: () =>
            counter.release(
              projectId,
              day,
              caps.map((cap) => cap.subject),
            ),
        }
      }
      const retryAfter = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString()
      const scope = caps[full]?.subject === 'project' ? 'project' : 'sender'
      return {
        allowed: false,
        scope,
        retryAfter,
        message:
          scope === 'sender'
            ? `Sponsorship limit reached for this account (${perSender} a day); retry after ${retryAfter}`
            : `Sponsorship limit reached for this project (${projectCap} a day); retry after ${retryAfter}`,
      }
    },
  }
}
