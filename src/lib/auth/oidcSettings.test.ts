import { describe, expect, it } from 'vitest'
import { OidcConfigError, oidcSettingsFrom } from './oidcSettings'

const TEMPLATE =
  '/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api&response_type=code&scope=openid&redirect_uri={origin}/filing/{period}/institutions'

describe('oidcSettingsFrom', () => {
  it('reads the realm and client of the configured sign-in address, on the site origin', () => {
    expect(oidcSettingsFrom(TEMPLATE, 'https://ffiec.cfpb.gov')).toEqual({
      authority: 'https://ffiec.cfpb.gov/auth/realms/hmda2',
      clientId: 'hmda2-api',
    })
  })
  it('keeps an absolute identity provider host', () => {
    expect(
      oidcSettingsFrom(
        'https://login.example.gov/auth/realms/r/protocol/openid-connect/auth?client_id=c',
        'http://127.0.0.1:4173',
      ),
    ).toEqual({ authority: 'https://login.example.gov/auth/realms/r', clientId: 'c' })
  })
  it('says what is wrong with an unusable address', () => {
    expect(() => oidcSettingsFrom('/login', 'https://x.gov')).toThrow(OidcConfigError)
    expect(() =>
      oidcSettingsFrom('/auth/realms/hmda2/protocol/openid-connect/auth', 'https://x.gov'),
    ).toThrow(/client_id/)
  })
})
