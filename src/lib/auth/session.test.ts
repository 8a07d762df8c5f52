import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAccessToken, getSession, isSignInResponse, withoutSignInResponse } from './session'

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
  it('cleans the provider answer out of the query, keeping the rest', () => {
    expect(withoutSignInResponse('/filing/profile', '?period=2025&code=c&state=s&iss=x')).toBe(
      '/filing/profile?period=2025',
    )
    expect(withoutSignInResponse('/filing/2025/institutions', '?code=c&state=s')).toBe(
      '/filing/2025/institutions',
    )
    expect(withoutSignInResponse('/a', '?error=x&error_description=y&state=s')).toBe('/a')
  })
})

// The session's logic against a stand-in for the OIDC library (its events and calls recorded).
const b64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const token = (exp: number) =>
  `${b64url('{"alg":"RS256"}')}.${b64url(
    JSON.stringify({ exp, email: 'pat@bank.test', name: 'Pat', lei: 'BANK' }),
  )}.sig`
const userOf = (expiresAt: number) => ({
  access_token: token(expiresAt),
  id_token: 'id',
  expires_at: expiresAt,
  expired: false,
})

const fake = vi.hoisted(() => ({
  expiring: [] as (() => void)[],
  expired: [] as (() => void)[],
  signinSilent: vi.fn(),
  signinRedirect: vi.fn(),
  signinRedirectCallback: vi.fn(),
}))

vi.mock('oidc-client-ts', () => ({
  UserManager: class {
    events = {
      addAccessTokenExpiring: (cb: () => void) => fake.expiring.push(cb),
      addAccessTokenExpired: (cb: () => void) => fake.expired.push(cb),
    }
    signinSilent = fake.signinSilent
    signinRedirect = fake.signinRedirect
    signinRedirectCallback = fake.signinRedirectCallback
    removeUser = vi.fn()
    signoutRedirect = vi.fn()
  },
  InMemoryWebStorage: class {
    kind = 'memory'
  },
  WebStorageStateStore: class {
    kind = 'store'
  },
}))

const SIGN_IN =
  'http://127.0.0.1/auth/realms/hmda2/protocol/openid-connect/auth?client_id=hmda2-api'

describe('session logic (with a stand-in OIDC library)', () => {
  let session: typeof import('./session')
  const now = Date.parse('2026-03-01T15:00:00Z')

  beforeEach(async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] })
    vi.resetModules()
    fake.expiring.length = 0
    fake.expired.length = 0
    fake.signinSilent.mockReset()
    fake.signinRedirect.mockReset()
    fake.signinRedirectCallback.mockReset()
    sessionStorage.clear()
    localStorage.clear()
    vi.stubGlobal('isSecureContext', true) // PKCE needs it; jsdom's page is http
    session = await import('./session')
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  /** Signs in through a callback whose state this tab started. */
  async function signedIn() {
    sessionStorage.setItem('oidc.s1', '{}')
    fake.signinRedirectCallback.mockResolvedValueOnce(userOf(now / 1000 + 70))
    await session.completeSignIn(
      SIGN_IN,
      'http://127.0.0.1/filing/2025/institutions#code=c&state=s1',
    )
    expect(session.getSession().status).toBe('signed-in')
  }
  const fireExpiring = () => fake.expiring.forEach((cb) => cb())

  // First: the page's listeners of earlier tests' module copies stay on window.
  it('a key press while the warning shows counts as activity: one refresh, warning gone', async () => {
    await signedIn()
    vi.setSystemTime(now + 10_000)
    fireExpiring()
    expect(session.getSession().expiring).toBe(true)
    fake.signinSilent.mockResolvedValueOnce(userOf(now / 1000 + 80))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    session.markActive()
    await vi.waitFor(() => expect(session.getSession().expiring).toBe(false))
    // One refresh at a time: a rotated refresh token must not be used twice.
    expect(fake.signinSilent).toHaveBeenCalledTimes(1)
    expect(session.getSession().status).toBe('signed-in')
  })

  it('without activity the warning shows (no refresh)', async () => {
    await signedIn()
    vi.setSystemTime(now + 10_000)
    fireExpiring()
    expect(session.getSession().expiring).toBe(true)
    expect(fake.signinSilent).not.toHaveBeenCalled()
  })

  it('while an upload or processing holds the session, it is refreshed instead of warned', async () => {
    await signedIn()
    const release = session.holdSession()
    vi.setSystemTime(now + 10_000)
    fake.signinSilent.mockResolvedValueOnce(userOf(now / 1000 + 80))
    fireExpiring()
    expect(session.getSession().expiring).toBe(false)
    expect(fake.signinSilent).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(session.getSession().expiresAt).toBe((now / 1000 + 80) * 1000))
    release()
    vi.setSystemTime(now + 30_000)
    fireExpiring()
    expect(session.getSession().expiring).toBe(true)
  })

  it('a hold taken while the warning shows refreshes at once', async () => {
    await signedIn()
    vi.setSystemTime(now + 10_000)
    fireExpiring()
    expect(session.getSession().expiring).toBe(true)
    fake.signinSilent.mockResolvedValueOnce(userOf(now / 1000 + 80))
    const release = session.holdSession()
    await vi.waitFor(() => expect(session.getSession().expiring).toBe(false))
    expect(fake.signinSilent).toHaveBeenCalledTimes(1)
    release()
  })

  it('an unknown state (crafted or reused callback) keeps the session and calls no library', async () => {
    await signedIn()
    fake.signinRedirectCallback.mockClear()
    await session.completeSignIn(
      SIGN_IN,
      'http://127.0.0.1/filing/2025/institutions#error=x&state=x',
    )
    expect(fake.signinRedirectCallback).not.toHaveBeenCalled()
    expect(session.getSession()).toMatchObject({ status: 'signed-in', error: null })
  })

  it('an unknown state when not signed in: plain words, never the library text', async () => {
    fake.signinRedirectCallback.mockRejectedValue(new Error('No matching state found in storage'))
    await session.completeSignIn(
      SIGN_IN,
      'http://127.0.0.1/filing/2025/institutions#code=c&state=old',
    )
    const { status, error } = session.getSession()
    expect(status).toBe('signed-out')
    expect(error).toMatch(/old or already used/)
    expect(error).not.toMatch(/No matching state/)
  })

  it('an answer in the query is never ours (we ask for the fragment): ignored, not hanging', async () => {
    sessionStorage.setItem('oidc.s1', '{}')
    await session.completeSignIn(
      SIGN_IN,
      'http://127.0.0.1/filing/2025/institutions?code=c&state=s1',
    )
    expect(fake.signinRedirectCallback).not.toHaveBeenCalled()
    expect(session.getSession().status).toBe('signed-out')
  })

  it('a second tab (flag shared by the browser, no token here) restores silently, once', async () => {
    await signedIn()
    vi.resetModules()
    sessionStorage.clear() // a new tab: its own sessionStorage
    const tab2 = await import('./session')
    expect(await tab2.restoreSession(SIGN_IN, '/filing/2025/institutions')).toBe(true)
    expect(fake.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: 'none' }) as unknown,
    )
    // Back without an answer (e.g. the provider failed): one try only, then signed out.
    vi.resetModules()
    const again = await import('./session')
    expect(await again.restoreSession(SIGN_IN, '/filing/2025/institutions')).toBe(false)
    expect(again.getSession().status).toBe('signed-out')
  })

  it('a restore that cannot start (provider unreachable) signs out with words, never hangs', async () => {
    localStorage.setItem(session.SESSION_FLAG, '1')
    fake.signinRedirect.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect(await session.restoreSession(SIGN_IN, '/filing/2025/institutions')).toBe(false)
    const { status, error } = session.getSession()
    expect(status).toBe('signed-out')
    expect(error).toMatch(/could not be reached/)
  })
})

describe('signing out', () => {
  it('removes what was typed while signed in, from any screen, and nothing else', async () => {
    vi.resetModules()
    const session = await import('./session')
    sessionStorage.clear()
    sessionStorage.setItem(`${session.SIGNED_IN_ENTRIES_PREFIX}help-draft:edit:X:2025`, '{}')
    sessionStorage.setItem(`${session.SIGNED_IN_ENTRIES_PREFIX}other`, 'typed')
    sessionStorage.setItem('unrelated', 'kept')
    vi.stubGlobal('isSecureContext', true)
    await session.signOut(SIGN_IN, '/hmda-help/')
    expect(Object.keys(sessionStorage)).toEqual(['unrelated'])
    vi.unstubAllGlobals()
  })
})
