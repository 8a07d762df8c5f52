import { describe, expect, it } from 'vitest'
import { decodeJwtPayload, emailDomain, parseAccessToken, splitLeis, TokenError } from './claims'

const b64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const jwt = (payload: unknown) =>
  `${b64url('{"alg":"RS256"}')}.${b64url(JSON.stringify(payload))}.sig`

// The access token payload of the platform (derived example of the filing reference).
const platformPayload = {
  exp: 1767225600,
  iat: 1767225300,
  iss: 'https://ffiec.cfpb.gov/auth/realms/hmda2',
  azp: 'hmda2-api',
  sub: '2a0c1d9e-0000-0000-0000-000000000000',
  typ: 'Bearer',
  preferred_username: 'user@bank.com',
  email: 'user@bank.com',
  given_name: 'Pat',
  family_name: 'Filer',
  name: 'Pat Filer',
  lei: 'BANKLEIFORTEST123456,FRONTENDTESTBANK9999',
  resource_access: { 'hmda2-api': { roles: ['hmda-user'] } },
}

describe('access token claims', () => {
  it('reads the platform claims: LEIs from one comma-separated string, roles, names', () => {
    expect(parseAccessToken(jwt(platformPayload))).toEqual({
      sub: '2a0c1d9e-0000-0000-0000-000000000000',
      email: 'user@bank.com',
      username: 'user@bank.com',
      name: 'Pat Filer',
      givenName: 'Pat',
      familyName: 'Filer',
      leis: ['BANKLEIFORTEST123456', 'FRONTENDTESTBANK9999'],
      roles: ['hmda-user'],
      isAdmin: false,
      exp: 1767225600,
    })
  })
  it('gives no LEIs for an empty or missing claim, and spots the admin role', () => {
    const none = parseAccessToken(jwt({ ...platformPayload, lei: '' }))
    expect(none.leis).toEqual([])
    expect(parseAccessToken(jwt({ ...platformPayload, lei: undefined })).leis).toEqual([])
    const admin = parseAccessToken(
      jwt({
        ...platformPayload,
        resource_access: { 'hmda2-api': { roles: ['hmda-user', 'hmda-admin'] } },
      }),
    )
    expect(admin.isAdmin).toBe(true)
    expect(parseAccessToken(jwt({ ...platformPayload, resource_access: undefined })).roles).toEqual(
      [],
    )
  })
  it('trims, upper-cases and de-duplicates LEIs', () => {
    expect(splitLeis(' abc ,ABC,, def')).toEqual(['ABC', 'DEF'])
    expect(splitLeis(undefined)).toEqual([])
  })
  it('reads UTF-8 names', () => {
    expect(parseAccessToken(jwt({ ...platformPayload, name: 'José Núñez' })).name).toBe(
      'José Núñez',
    )
  })
  it('refuses what is not a token', () => {
    expect(() => decodeJwtPayload('abc')).toThrow(TokenError)
    expect(() => decodeJwtPayload('a.!!!.c')).toThrow(TokenError)
    expect(() => parseAccessToken(jwt({ sub: 'x' }))).toThrow(/expiry/)
  })
  it('takes the domain of an e-mail address', () => {
    expect(emailDomain('Sam@Lakeside.TEST')).toBe('lakeside.test')
    expect(emailDomain('none')).toBe('')
  })
})
