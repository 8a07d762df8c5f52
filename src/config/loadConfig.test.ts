import { describe, expect, it } from 'vitest'
import devBetaJson from '../../config/dev-beta.json'
import devJson from '../../config/dev.json'
import prodBetaJson from '../../config/prod-beta.json'
import prodJson from '../../config/prod.json'
import { deriveConfig } from './filingPeriods'
import {
  BUILT_IN,
  DEFAULT_CONFIG_BASE_URL,
  buildConfig,
  environmentsToFetch,
  liveConfigUrl,
  mergedConfig,
  type Overlays,
} from './loadConfig'
import { deepMerge } from './merge'
import type { EnvironmentConfig, EnvironmentName } from './types'

const prod = prodJson as EnvironmentConfig
const prodBeta = prodBetaJson as EnvironmentConfig

const NOV_2026 = new Date('2026-11-21T15:00:00Z')
const JUNE_2025 = new Date('2025-06-15T16:00:00Z')
const NOW = 1_700_000_000_000

describe('liveConfigUrl', () => {
  it('appends the environment file and a ?t= timestamp to a base with a trailing slash', () => {
    expect(liveConfigUrl('prod', '/config/', 123)).toBe('/config/prod.json?t=123')
  })

  it('adds the missing slash to a base without one', () => {
    expect(liveConfigUrl('prod-beta', '/config', 456)).toBe('/config/prod-beta.json?t=456')
    expect(liveConfigUrl('dev', 'https://example.gov/cfg', 7)).toBe(
      'https://example.gov/cfg/dev.json?t=7',
    )
  })

  it('uses the timestamp given, so each call can bust the cache', () => {
    expect(liveConfigUrl('dev-beta', '/config/', NOW)).toBe(`/config/dev-beta.json?t=${NOW}`)
    expect(liveConfigUrl('dev-beta', '/config/', NOW + 1)).not.toBe(
      liveConfigUrl('dev-beta', '/config/', NOW),
    )
  })

  it('defaults to /config/', () => {
    expect(DEFAULT_CONFIG_BASE_URL).toBe('/config/')
  })
})

describe('environmentsToFetch', () => {
  it.each<[EnvironmentName, EnvironmentName[]]>([
    ['prod', ['prod']],
    ['dev', ['dev']],
    ['prod-beta', ['prod-beta', 'prod']],
    ['dev-beta', ['dev-beta', 'dev']],
  ])('%s fetches %j', (env, expected) => {
    expect(environmentsToFetch(env)).toEqual(expected)
  })
})

describe('BUILT_IN and mergedConfig', () => {
  it('holds the four built-in configurations', () => {
    expect(BUILT_IN).toEqual({
      prod: prodJson,
      'prod-beta': prodBetaJson,
      dev: devJson,
      'dev-beta': devBetaJson,
    })
  })

  it('is the built-in config when there is no overlay', () => {
    expect(mergedConfig('prod', {})).toEqual(prod)
  })

  it('ignores the overlays of other environments', () => {
    expect(mergedConfig('prod', { dev: { maintenanceMode: true } })).toEqual(prod)
  })

  it('does not change the built-in config', () => {
    const before = structuredClone(BUILT_IN.prod)
    mergedConfig('prod', { prod: { maintenanceMode: true, timedGuards: { preview: ['2027'] } } })
    expect(BUILT_IN.prod).toEqual(before)
  })
})

describe('buildConfig', () => {
  it('is the derived built-in config without overlays', () => {
    expect(buildConfig('prod', {}, NOV_2026)).toEqual(deriveConfig(prod, NOV_2026))
  })

  it('merges the overlay: scalars replaced, arrays replaced, objects merged', () => {
    const overlays: Overlays = {
      prod: {
        maintenanceMode: true,
        dataBrowserYears: ['2020'],
        dataPublicationYears: { mlar: ['2025'] } as EnvironmentConfig['dataPublicationYears'],
        filingAnnouncement: { message: 'Down tonight.', type: 'warning' },
      },
    }
    const config = buildConfig('prod', overlays, NOV_2026)
    expect(config.maintenanceMode).toBe(true)
    expect(config.dataBrowserYears).toEqual(['2020'])
    expect(config.dataBrowserMapsYears).toEqual(prod.dataBrowserMapsYears)
    expect(config.dataPublicationYears).toEqual({ ...prod.dataPublicationYears, mlar: ['2025'] })
    expect(config.filingAnnouncement).toEqual({ message: 'Down tonight.', type: 'warning' })
    expect(config.name).toBe('prod')
  })

  it('adds the derived fields', () => {
    const config = buildConfig('prod', {}, NOV_2026)
    expect(config.derivedAt).toBe(NOV_2026.getTime())
    expect(config.defaultPeriod).toBe('2026-Q3')
    expect(config.defaultDocsPeriod).toBe('2026')
    expect(config.filingPeriodStatus['2026-Q3']).toMatchObject({ isOpen: true, isVisible: true })
    expect(config.filingPeriodStatus['2025']).toMatchObject({ isLate: true })
  })

  it('derives periods from the merged guards', () => {
    const overlays: Overlays = {
      prod: { timedGuards: { '2026': { Q3: '10/03/2026 - 11/15/2026 - 12/31/2026' } } },
    }
    const config = buildConfig('prod', overlays, NOV_2026)
    expect(config.filingPeriodStatus['2026-Q3']).toMatchObject({ isOpen: false, isLate: true })
    expect(config.filingPeriodStatus['2026-Q2']).toMatchObject({ isPassed: true })
    expect(config.timedGuards['2026']).toEqual({
      ...(prod.timedGuards['2026'] as object),
      Q3: '10/03/2026 - 11/15/2026 - 12/31/2026',
    })
  })

  it('recomputes the default period from the overlay (a preview year becomes the default)', () => {
    const config = buildConfig('prod', { prod: { timedGuards: { preview: ['2027'] } } }, NOV_2026)
    expect(config.defaultPeriod).toBe('2027')
    expect(config.defaultDocsPeriod).toBe('2027')
  })

  describe('beta rule (applied after the merge)', () => {
    const productionDefaults = (overlays: Overlays, now: Date) => {
      const production = deriveConfig(deepMerge(prod, overlays.prod), now)
      return { defaultPeriod: production.defaultPeriod, docs: production.defaultDocsPeriod }
    }
    const betaDefaults = (overlays: Overlays, now: Date) => {
      const beta = buildConfig('prod-beta', overlays, now)
      return { defaultPeriod: beta.defaultPeriod, docs: beta.defaultDocsPeriod }
    }

    it.each([NOV_2026, JUNE_2025])('prod-beta takes its default periods from prod at %s', (now) => {
      expect(betaDefaults({}, now)).toEqual(productionDefaults({}, now))
    })

    it('uses prod defaults even where prod-beta alone would choose otherwise', () => {
      // On its own, prod-beta (2025 and 2025-Q1 in preview) would choose the year 2025.
      expect(deriveConfig(prodBeta, JUNE_2025).defaultPeriod).toBe('2025')
      expect(betaDefaults({}, JUNE_2025)).toEqual({ defaultPeriod: '2025-Q1', docs: '2025' })
    })

    it('keeps everything else of prod-beta', () => {
      const beta = buildConfig('prod-beta', {}, JUNE_2025)
      const own = deriveConfig(prodBeta, JUNE_2025)
      expect(beta).toEqual({ ...own, defaultPeriod: '2025-Q1', defaultDocsPeriod: '2025' })
      expect(beta.name).toBe('prod-beta')
    })

    it('follows a production overlay that adds a preview year', () => {
      const overlays: Overlays = { prod: { timedGuards: { preview: ['2027'] } } }
      expect(productionDefaults(overlays, NOV_2026)).toEqual({
        defaultPeriod: '2027',
        docs: '2027',
      })
      expect(betaDefaults(overlays, NOV_2026)).toEqual({ defaultPeriod: '2027', docs: '2027' })
      // prod-beta's own periods are not changed by prod's overlay.
      const beta = buildConfig('prod-beta', overlays, NOV_2026)
      expect(beta.timedGuards.preview).toEqual(prodBeta.timedGuards.preview)
    })

    it('follows a production overlay that changes a guard (Nov 2026)', () => {
      // 2026-Q3 no longer open on 21 Nov: the default falls back to the late 2025 annual period.
      const overlays: Overlays = {
        prod: { timedGuards: { '2026': { Q3: '12/01/2026 - 12/15/2026 - 12/31/2026' } } },
      }
      expect(productionDefaults(overlays, NOV_2026)).toEqual({
        defaultPeriod: '2025',
        docs: '2025',
      })
      expect(betaDefaults(overlays, NOV_2026)).toEqual({ defaultPeriod: '2025', docs: '2025' })
      expect(betaDefaults({}, NOV_2026)).toEqual({ defaultPeriod: '2026-Q3', docs: '2026' })
    })

    it('follows a production overlay that changes a guard (June 2025)', () => {
      // The 2025 annual period opened early: the year wins over its open quarter.
      const overlays: Overlays = {
        prod: { timedGuards: { '2025': { annual: '06/01/2025 - 03/02/2026 - 12/31/2028' } } },
      }
      expect(productionDefaults(overlays, JUNE_2025)).toEqual({
        defaultPeriod: '2025',
        docs: '2025',
      })
      expect(betaDefaults(overlays, JUNE_2025)).toEqual({ defaultPeriod: '2025', docs: '2025' })
    })

    it('ignores a prod-beta overlay when choosing the default periods', () => {
      const overlays: Overlays = { 'prod-beta': { timedGuards: { preview: ['2027'] } } }
      expect(betaDefaults(overlays, NOV_2026)).toEqual({ defaultPeriod: '2026-Q3', docs: '2026' })
      const beta = buildConfig('prod-beta', overlays, NOV_2026)
      expect(beta.filingPeriodStatus['2027']).toMatchObject({ isOpen: true, isVisible: true })
    })

    it('applies the same rule to dev-beta and dev', () => {
      const overlays: Overlays = { dev: { timedGuards: { preview: ['2027'] } } }
      const devDerived = buildConfig('dev', overlays, NOV_2026)
      const devBeta = buildConfig('dev-beta', overlays, NOV_2026)
      expect(devBeta.defaultPeriod).toBe(devDerived.defaultPeriod)
      expect(devBeta.defaultDocsPeriod).toBe(devDerived.defaultDocsPeriod)
      expect(devBeta.name).toBe('dev-beta')
    })

    it('does not apply to production environments', () => {
      const overlays: Overlays = { 'prod-beta': { timedGuards: { preview: ['2027'] } } }
      expect(buildConfig('prod', overlays, NOV_2026).defaultPeriod).toBe('2026-Q3')
    })
  })
})
