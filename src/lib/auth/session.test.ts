import { describe, expect, it } from 'vitest'
import { getAccessToken, getSession, isSignInResponse } from './session'

describe('sign-in session', () => {
  it('recognises the provider answer in the fragment (or the query), with its state', () => {
    expect(isSignInResponse('#code=abc&state=s1&iss=x')).toBe(true)
    expect(isSignInResponse('#error=login_required&state=s1')).toBe(true)
    expect(isSignInResponse('', '?code=abc&state=s1')).toBe(true)
    expect(isSignInResponse('#code=abc')).toBe(false)
    expect(isSignInResponse('', '?period=2025')).toBe(false)
    expect(isSignInResponse('#main-content')).toBe(false)
  })
  it('starts unknown and without a token', () => {
    expect(getSession()).toMatchObject({ status: 'unknown', claims: null, expiring: false })
    expect(getAccessToken()).toBeNull()
  })
})
