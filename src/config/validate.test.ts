import { describe, expect, it } from 'vitest'
import devBeta from '../../config/dev-beta.json'
import dev from '../../config/dev.json'
import prodBeta from '../../config/prod-beta.json'
import prod from '../../config/prod.json'
import type { EnvironmentConfig, EnvironmentName } from './types'
import { validateOverlay, type ValidationResult } from './validate'

/** Every key of EnvironmentConfig (src/config/types.ts), listed by hand on purpose. */
const CONFIG_KEYS: (keyof EnvironmentConfig)[] = [
  'name',
  'announcement',
  'fileServerDomain',
  'publicationReleaseYear',
  'mlarReleaseYear',
  'maintenanceMode',
  'filingAnnouncement',
  'ffvtAnnouncement',
  'toolAnnouncement',
  'dataPublicationYears',
  'dataBrowserYears',
  'dataBrowserMapsYears',
  'timedGuards',
  'signup',
  'api',
  'signInUrl',
  'contactEmail',
  'docSearch',
  'searchFeedbackUrl',
]

const DATA_PUBLICATION_KEYS = [
  'shared',
  'mlar',
  'threeYear',
  'oneYear',
  'aggregate',
  'disclosure',
  'dynamic',
  'snapshot',
  'national',
]

const BUILT_IN: [EnvironmentName, unknown][] = [
  ['prod', prod],
  ['prod-beta', prodBeta],
  ['dev', dev],
  ['dev-beta', devBeta],
]

/** The errors of a result that must be invalid. */
function errorsOf(result: ValidationResult): string[] {
  expect(result.ok).toBe(false)
  return result.ok ? [] : result.errors
}

/** Asserts that the overlay is rejected with an error message naming `field`. */
function expectError(json: unknown, field: string, expected?: EnvironmentName) {
  const errors = errorsOf(validateOverlay(json, expected))
  expect(
    errors.some((e) => e.includes(field)),
    `errors: ${JSON.stringify(errors)}`,
  ).toBe(true)
  return errors
}

const GOOD_GUARD = '04/01/2024 - 05/30/2024 - 06/30/2024'

describe('validateOverlay: built-in configurations', () => {
  it.each(BUILT_IN)('accepts %s as valid for its own environment', (name, json) => {
    const result = validateOverlay(json, name)
    expect(result).toEqual({ ok: true, value: json })
  })

  it.each(BUILT_IN)('%s is complete: every EnvironmentConfig key is present', (name, json) => {
    expect(Object.keys(json as object).sort()).toEqual([...CONFIG_KEYS].sort())
    const result = validateOverlay(json, name)
    expect(result.ok && Object.keys(result.value).sort()).toEqual([...CONFIG_KEYS].sort())
  })

  it.each(BUILT_IN)('%s names itself', (name, json) => {
    expect((json as EnvironmentConfig).name).toBe(name)
  })

  it.each(BUILT_IN)('%s lists every data publication key and a preview list', (_name, json) => {
    const config = json as EnvironmentConfig
    expect(Object.keys(config.dataPublicationYears).sort()).toEqual(
      [...DATA_PUBLICATION_KEYS].sort(),
    )
    expect(Array.isArray(config.timedGuards.preview)).toBe(true)
  })

  it.each(BUILT_IN)('%s is rejected when checked as another environment', (name, json) => {
    const other = name === 'prod' ? 'dev' : 'prod'
    expectError(json, 'name', other)
  })
})

describe('validateOverlay: partial overlays', () => {
  it.each<[string, unknown]>([
    ['an empty object', {}],
    ['maintenance mode only', { maintenanceMode: true }],
    ['a filing announcement', { filingAnnouncement: { message: 'Down', type: 'warning' } }],
    ['a null filing announcement', { filingAnnouncement: null }],
    [
      'an announcement with a link',
      {
        announcement: [
          { heading: 'H', message: 'M', type: 'info', link: { url: '/x', text: 'More' } },
        ],
      },
    ],
    ['an empty announcement list', { announcement: [] }],
    ['one data publication key', { dataPublicationYears: { mlar: ['2024'] } }],
    ['one quarter of one year', { timedGuards: { '2026': { Q1: GOOD_GUARD } } }],
    ['only the preview list', { timedGuards: { preview: ['2027', '2027-Q1'] } }],
    ['a null signup url', { signup: { url: null } }],
    ['one API base', { api: { filing: '/v3/filing' } }],
    ['the right name', { name: 'prod' }],
  ])('accepts %s', (_name, json) => {
    const result = validateOverlay(json, 'prod')
    expect(result).toEqual({ ok: true, value: json })
  })

  it('accepts any valid name when no environment is expected', () => {
    expect(validateOverlay({ name: 'dev-beta' }).ok).toBe(true)
  })
})

describe('validateOverlay: errors name the field', () => {
  it('rejects a bad announcement type', () => {
    expectError({ announcement: [{ message: 'm', type: 'danger' }] }, 'announcement[0].type')
    expectError({ filingAnnouncement: { message: 'm', type: 'urgent' } }, 'filingAnnouncement.type')
    expectError({ ffvtAnnouncement: { message: 'm' } }, 'ffvtAnnouncement.type')
  })

  it('rejects announcements of the wrong shape', () => {
    expectError({ announcement: { message: 'm', type: 'info' } }, 'announcement must be a list')
    expectError({ announcement: [null] }, 'announcement[0]')
    expectError({ announcement: [{ type: 'info' }] }, 'announcement[0].message')
    expectError({ filingAnnouncement: 'Down tonight' }, 'filingAnnouncement')
    expectError(
      { filingAnnouncement: { message: 'm', type: 'info', heading: 3 } },
      'filingAnnouncement.heading',
    )
    expectError(
      { filingAnnouncement: { message: 'm', type: 'info', link: { url: '/x' } } },
      'filingAnnouncement.link',
    )
  })

  it.each([['true'], [1], [null], [[]]])('rejects maintenanceMode %j', (value) => {
    expectError({ maintenanceMode: value }, 'maintenanceMode')
  })

  it.each<[string, unknown]>([
    ['numbers', [2024, 2023]],
    ['two-digit strings', ['24']],
    ['five-digit strings', ['20240']],
    ['a string', '2024'],
    ['a year with a quarter', ['2024-Q1']],
  ])('rejects years given as %s', (_name, value) => {
    expectError({ dataBrowserYears: value }, 'dataBrowserYears')
    expectError({ dataBrowserMapsYears: value }, 'dataBrowserMapsYears')
    expectError({ dataPublicationYears: { mlar: value } }, 'dataPublicationYears.mlar')
  })

  it('rejects a guard with only two dates', () => {
    expectError(
      { timedGuards: { '2024': { Q1: '04/01/2024 - 05/30/2024' } } },
      'timedGuards.2024.Q1',
    )
  })

  it('rejects an impossible date (02/30)', () => {
    expectError(
      { timedGuards: { '2024': { annual: '02/30/2025 - 03/03/2025 - 12/31/2027' } } },
      'timedGuards.2024.annual',
    )
  })

  it('rejects a guard that is not a string', () => {
    expectError({ timedGuards: { '2024': { Q2: 20240701 } } }, 'timedGuards.2024.Q2')
  })

  it('rejects an unknown period key (Q4)', () => {
    const errors = expectError({ timedGuards: { '2024': { Q4: GOOD_GUARD } } }, 'timedGuards.2024')
    expect(errors.join(' ')).toContain('Q4')
  })

  it.each(['24', 'twenty24', '2024-Q1', 'annual'])(
    'rejects the non-year key %j in timedGuards',
    (key) => {
      const errors = expectError({ timedGuards: { [key]: { Q1: GOOD_GUARD } } }, 'timedGuards')
      expect(errors.join(' ')).toContain(`"${key}"`)
    },
  )

  it('rejects a year of timedGuards that is not an object', () => {
    expectError({ timedGuards: { '2024': GOOD_GUARD } }, 'timedGuards.2024')
    expectError({ timedGuards: [] }, 'timedGuards')
  })

  it.each<[string, unknown]>([
    ['a fourth quarter', ['2024-Q4']],
    ['a number', [2024]],
    ['a two-digit year', ['24']],
    ['a string instead of a list', '2024'],
  ])('rejects a preview entry that is %s', (_name, preview) => {
    expectError({ timedGuards: { preview } }, 'timedGuards.preview')
  })

  it('rejects a name that is not the expected environment', () => {
    const errors = expectError({ name: 'dev' }, 'name', 'prod')
    expect(errors.join(' ')).toContain('prod')
    expectError({ name: 'prod' }, 'name', 'prod-beta')
  })

  it('rejects a name that is no environment at all', () => {
    expectError({ name: 'staging' }, 'name')
    expectError({ name: 'staging' }, 'name', 'prod')
  })

  it('rejects bad strings, signup and api values', () => {
    expectError({ fileServerDomain: 42 }, 'fileServerDomain')
    expectError({ signInUrl: null }, 'signInUrl')
    expectError({ contactEmail: ['a@b.gov'] }, 'contactEmail')
    expectError({ signup: { url: 5 } }, 'signup.url')
    expectError({ signup: { topicCode: null } }, 'signup.topicCode')
    expectError({ signup: 'x' }, 'signup')
    expectError({ api: { public: 1 } }, 'api.public')
    expectError({ dataPublicationYears: [] }, 'dataPublicationYears')
  })

  it('reports every error, not just the first', () => {
    const errors = errorsOf(validateOverlay({ maintenanceMode: 'no', dataBrowserYears: [2024] }))
    expect(errors).toHaveLength(2)
    expect(errors[0]).toContain('maintenanceMode')
    expect(errors[1]).toContain('dataBrowserYears')
  })

  it.each<[string, unknown]>([
    ['an array', []],
    ['null', null],
    ['a string', 'x'],
    ['a number', 1],
    ['undefined', undefined],
  ])('rejects JSON that is %s rather than an object', (_name, json) => {
    const errors = errorsOf(validateOverlay(json, 'prod'))
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(/object/)
  })
})

describe('validateOverlay: unknown fields', () => {
  it('drops unknown top-level keys from the value', () => {
    const result = validateOverlay(
      { maintenanceMode: true, maintenance: true, extra: { a: 1 }, timedguards: {} },
      'prod',
    )
    expect(result).toEqual({ ok: true, value: { maintenanceMode: true } })
  })

  it('does not validate dropped keys', () => {
    expect(validateOverlay({ notAField: 'anything', alsoNot: [1, 2] }).ok).toBe(true)
  })
})

describe('validateOverlay guard order', () => {
  it('rejects a guard whose dates are out of order', () => {
    const result = validateOverlay({
      timedGuards: { '2024': { Q1: '06/30/2024 - 05/30/2024 - 04/01/2024' } },
    })
    expect(result.ok).toBe(false)
    if (!result.ok)
      expect(result.errors.join(' ')).toMatch(/timedGuards\.2024\.Q1 dates must be in order/)
  })
})

describe('validateOverlay: documentation search settings', () => {
  const ALGOLIA = { appId: 'APP123', apiKey: 'search-only-key', indexName: 'hmda-docs' }

  it('accepts null or complete Algolia settings', () => {
    expect(validateOverlay({ docSearch: null })).toEqual({ ok: true, value: { docSearch: null } })
    expect(validateOverlay({ docSearch: ALGOLIA })).toEqual({
      ok: true,
      value: { docSearch: ALGOLIA },
    })
  })

  it('rejects partial or empty Algolia settings', () => {
    expectError({ docSearch: { appId: 'APP123', apiKey: 'k' } }, 'docSearch.indexName')
    expectError({ docSearch: { ...ALGOLIA, apiKey: ' ' } }, 'docSearch.apiKey')
    expectError({ docSearch: { ...ALGOLIA, appId: 7 } }, 'docSearch.appId')
    expectError({ docSearch: 'APP123' }, 'docSearch')
    expectError({ docSearch: [] }, 'docSearch')
  })

  it('accepts mailto: and https feedback addresses only', () => {
    for (const url of [
      'mailto:hmdahelp@cfpb.gov?subject=Documentation%20search',
      'https://github.com/cfpb/hmda-frontend/issues/new?title={query}',
    ]) {
      expect(validateOverlay({ searchFeedbackUrl: url }).ok).toBe(true)
    }
    for (const url of ['http://example.gov/', 'javascript:alert(1)', 'mailto:', '', null]) {
      expectError({ searchFeedbackUrl: url }, 'searchFeedbackUrl')
    }
  })

  it.each(BUILT_IN)('%s searches the local index and sends feedback by email', (_, json) => {
    const config = json as EnvironmentConfig
    expect(config.docSearch).toBeNull()
    expect(config.searchFeedbackUrl).toMatch(
      new RegExp(`^mailto:${config.contactEmail}\\?subject=`),
    )
  })
})

describe('validateOverlay: links and the sign-in address', () => {
  const withLink = (url: unknown) => ({
    announcement: [{ message: 'm', type: 'info', link: { url, text: 'More' } }],
  })
  const BUILT_IN_SIGN_IN = (prod as EnvironmentConfig).signInUrl

  it.each([
    '/updates-notes',
    '/documentation/faq/data-collection-timelines#2025',
    'https://www.consumerfinance.gov/data-research/hmda/',
    'mailto:hmdahelp@cfpb.gov',
    'mailto:hmdahelp@cfpb.gov?subject=Filing%20help',
  ])('accepts the link %j', (url) => {
    expect(validateOverlay(withLink(url)).ok).toBe(true)
    expect(validateOverlay({ filingAnnouncement: withLink(url).announcement[0] }).ok).toBe(true)
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox(1)',
    'http://www.consumerfinance.gov/',
    '//evil.example/path',
    '/\\evil.example/path',
    'https://',
    'https:evil.example',
    'mailto:',
    'mailto:not an address',
    'updates-notes',
    '',
  ])('rejects the link %j, naming the field', (url) => {
    const errors = expectError(withLink(url), 'announcement[0].link.url')
    expect(errors.join(' ')).toMatch(/site path|https:|mailto:/)
    expectError(
      { toolAnnouncement: [{ ...withLink(url).announcement[0], tool: 'Rate Spread' }] },
      'toolAnnouncement[0].link.url',
    )
    expectError({ ffvtAnnouncement: withLink(url).announcement[0] }, 'ffvtAnnouncement.link.url')
  })

  it('accepts the built-in sign-in address and the same endpoint with other parameters', () => {
    expect(validateOverlay({ signInUrl: BUILT_IN_SIGN_IN }, 'prod').ok).toBe(true)
    expect(
      validateOverlay({
        signInUrl: '/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api',
      }).ok,
    ).toBe(true)
  })

  it.each([
    [
      'another host',
      'https://evil.example/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api',
    ],
    [
      'a protocol-relative host',
      '//evil.example/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api',
    ],
    [
      'a backslash host',
      '/\\evil.example/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api',
    ],
    ['a script', 'javascript:alert(1)'],
    [
      'plain http',
      'http://ffiec.cfpb.gov/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api',
    ],
    ['another endpoint', '/auth/realms/hmda2/protocol/openid-connect/token?client_id=hmda2-api'],
    ['no client', '/auth/realms/hmda2/protocol/openid-connect/auth?response_type=code'],
    ['an empty string', ''],
  ])('rejects a sign-in address on %s', (_name, signInUrl) => {
    const errors = expectError({ signInUrl }, 'signInUrl', 'prod')
    expect(errors.join(' ')).toMatch(/identity/)
  })
})
