import { describe, expect, it } from 'vitest'
import { bundlerOptionsFromConfig } from './bundlerOptionsFromConfig.ts'
import { PorticoConfigError } from './errors.ts'
import { parsePorticoConfig } from './parsePorticoConfig.ts'

// Issue 21 (docs/security.md, "Sponsorship"): the sponsorship caps from the config file and the
// environment; bad values are a clear config error, never a server that sponsors without a cap.
describe('bundlerOptionsFromConfig: sponsorship caps (issue 21)', () => {
  const config = parsePorticoConfig({
    sponsorship: {
      perSenderPerDay: 20,
      projects: [{ projectId: 'shop', perSenderPerDay: 5, perProjectPerDay: 500 }],
    },
  })

  it('reads the file, and the environment wins over its server-wide values', () => {
    expect(bundlerOptionsFromConfig(config).sponsorship).toEqual({
      perSenderPerDay: 20,
      perProjectPerDay: undefined,
      projects: [{ projectId: 'shop', perSenderPerDay: 5, perProjectPerDay: 500 }],
    })
    const fromEnv = bundlerOptionsFromConfig(config, {
      PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY: '0',
      PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY: '1000',
    }).sponsorship
    expect(fromEnv).toMatchObject({ perSenderPerDay: 0, perProjectPerDay: 1000 })
  })

  it('refuses caps that are not whole numbers from 0', () => {
    expect(() =>
      bundlerOptionsFromConfig(config, { PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY: 'lots' }),
    ).toThrow(PorticoConfigError)
    expect(() => parsePorticoConfig({ sponsorship: { perSenderPerDay: -1 } })).toThrow(
      'sponsorship.perSenderPerDay must be a whole number from 0 to 1000000000',
    )
    expect(() => parsePorticoConfig({ sponsorship: { projects: [{ projectId: 'no spaces' }] } })).toThrow(
      'sponsorship.projects[0].projectId must be a project id',
    )
    expect(() => parsePorticoConfig({ sponsorship: { perDay: 1 } })).toThrow(
      'sponsorship has an unknown field "perDay"',
    )
  })
})
