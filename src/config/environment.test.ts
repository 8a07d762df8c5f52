import { describe, expect, it } from 'vitest'
import { environmentForHost, isBeta, isLocalHost, productionOf } from './environment'
import type { EnvironmentName } from './types'

describe('environmentForHost', () => {
  it.each([
    ['ffiec.cfpb.gov', 'prod'],
    ['ffiec.beta.cfpb.gov', 'prod-beta'],
    ['hmda4.demo.cfpb.gov', 'dev'],
    ['beta.example.gov', 'dev-beta'],
    ['FFIEC.CFPB.GOV', 'prod'],
    ['FFIEC.BETA.CFPB.GOV', 'prod-beta'],
    ['ffiec.cfpb.gov:443', 'prod'],
    ['localhost', 'dev'],
    ['localhost:5173', 'dev'],
    ['127.0.0.1:4173', 'dev'],
    ['127.0.0.1', 'dev'],
    ['notffiec.gov', 'dev'],
    ['www.ffiec.cfpb.gov', 'dev'],
    ['hmda-beta.demo.cfpb.gov', 'dev-beta'],
  ])('maps %s to %s', (host, env) => {
    expect(environmentForHost(host)).toBe(env)
  })
})

describe('isLocalHost', () => {
  it.each(['localhost', 'localhost:5173', '127.0.0.1', '127.0.0.1:4173', 'LOCALHOST:80'])(
    'treats %s as local',
    (host) => {
      expect(isLocalHost(host)).toBe(true)
    },
  )

  it.each([
    'ffiec.cfpb.gov',
    'localhost.example.gov',
    'mylocalhost',
    '127.0.0.2',
    '127.0.0.1.example.gov',
    'localhost:',
    '',
  ])('does not treat %j as local', (host) => {
    expect(isLocalHost(host)).toBe(false)
  })
})

describe('productionOf', () => {
  it.each<[EnvironmentName, EnvironmentName]>([
    ['prod', 'prod'],
    ['prod-beta', 'prod'],
    ['dev', 'dev'],
    ['dev-beta', 'dev'],
  ])('gives %s → %s', (env, production) => {
    expect(productionOf(env)).toBe(production)
  })
})

describe('isBeta', () => {
  it.each<[EnvironmentName, boolean]>([
    ['prod', false],
    ['prod-beta', true],
    ['dev', false],
    ['dev-beta', true],
  ])('%s → %s', (env, beta) => {
    expect(isBeta(env)).toBe(beta)
  })
})
