/**
 * The filing sign-in session: OpenID Connect authorization code + PKCE (S256) against the
 * platform's realm, with `oidc-client-ts` (loaded only when a filing screen needs it).
 *
 * Where tokens live: in memory only (the library's user store is an InMemoryWebStorage). Nothing
 * readable by another tab or left on disk holds a token. What survives a reload, and reaches a
 * second tab, is the identity provider's own session cookie (on its host, HttpOnly) and, in the
 * site's localStorage, the flag `hmda-filing-session` = "1" (no token, no personal data). On a
 * page without a token in memory and with that flag, the site goes back through the provider
 * with `prompt=none` (once per tab until an answer comes back, marked in sessionStorage): while
 * the provider session lives it answers at once with a new code (no form), else with
 * `login_required`, and the flag is removed. sessionStorage also holds, for the seconds of a
 * redirect, the library's PKCE state (verifier and nonce; removed once used). A provider answer
 * whose state this tab did not start (an old, copied or crafted callback address) is ignored:
 * an existing session is kept.
 *
 * Refresh: 60 s before the access token expires, the token is refreshed with the refresh token
 * if the user did anything on the page (pointer or key) since it was issued, or while work holds
 * the session (`holdSession`: an upload or its processing); otherwise a warning offers to stay
 * signed in (refresh) or sign out, and any key press or click on the page while it shows counts
 * as staying. At expiry without refresh the session ends (state 'expired'). Sign-out ends the
 * provider session too (RP-initiated logout with the ID token).
 */
import type { User, UserManager } from 'oidc-client-ts'
import { parseAccessToken, TokenError, type UserClaims } from './claims'
import { oidcSettingsFrom } from './oidcSettings'

export type SessionStatus =
  | 'unknown' // not checked yet (or restoring through the provider)
  | 'signed-out'
  | 'signed-in'
  | 'expired' // the access token expired without a refresh
  | 'error' // sign-in failed (message in `error`)

export interface SessionState {
  status: SessionStatus
  claims: UserClaims | null
  /** Epoch ms when the access token expires (0 when none). */
  expiresAt: number
  /** True while the "your session is about to end" warning should show. */
  expiring: boolean
  error: string | null
}

export const SESSION_FLAG = 'hmda-filing-session'
/** sessionStorage: a silent restore of this tab was started and has not come back yet. */
const RESTORING = 'hmda-filing-restoring'
/** The words for a provider answer this tab did not ask for. */
export const UNKNOWN_ANSWER =
  'The sign-in answer in the address was old or already used (or not started from this tab), so it was ignored. Sign in to continue.'
/** Seconds before expiry at which the token is refreshed or the warning shows. */
export const EXPIRING_SECONDS = 60

let state: SessionState = {
  status: 'unknown',
  claims: null,
  expiresAt: 0,
  expiring: false,
  error: null,
}
const listeners = new Set<() => void>()
let manager: UserManager | null = null
let managerPromise: Promise<UserManager> | null = null
let user: User | null = null
let lastActivity = 0
let tokenIssuedAt = 0
/** Work that keeps the session alive while under way (uploads, processing). */
let holds = 0
let refreshing: Promise<boolean> | null = null

function set(next: Partial<SessionState>) {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export const getSession = () => state
export function subscribeSession(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current access token (null when signed out or expired). */
export const getAccessToken = () =>
  user && !user.expired && state.status === 'signed-in' ? user.access_token : null

function flag(on: boolean) {
  try {
    if (on) localStorage.setItem(SESSION_FLAG, '1')
    else localStorage.removeItem(SESSION_FLAG)
  } catch {
    // storage unavailable: a reload then asks to sign in again
  }
}
function hasFlag() {
  try {
    return localStorage.getItem(SESSION_FLAG) === '1'
  } catch {
    return false
  }
}
function restoring(on?: boolean) {
  try {
    if (on === undefined) return sessionStorage.getItem(RESTORING) === '1'
    if (on) sessionStorage.setItem(RESTORING, '1')
    else sessionStorage.removeItem(RESTORING)
  } catch {
    // storage unavailable: no silent restore
  }
  return true
}

function noteActivity() {
  lastActivity = Date.now()
  // The user is here while the warning shows: that is staying signed in.
  if (state.expiring) void refresh()
}

/**
 * Keeps the session alive while some work is under way (an upload, the platform's processing):
 * the token is refreshed before it expires instead of warning. Returns the release.
 */
export function holdSession(): () => void {
  holds += 1
  if (state.expiring) void refresh()
  let released = false
  return () => {
    if (released) return
    released = true
    holds -= 1
  }
}

function accept(next: User) {
  user = next
  let claims: UserClaims
  try {
    claims = parseAccessToken(next.access_token)
  } catch (error) {
    set({
      status: 'error',
      error: error instanceof TokenError ? error.message : 'The sign-in could not be read.',
    })
    return
  }
  tokenIssuedAt = Date.now()
  flag(true)
  set({
    status: 'signed-in',
    claims,
    expiresAt: (next.expires_at ?? claims.exp) * 1000,
    expiring: false,
    error: null,
  })
}

/** The library's manager for this site's origin (created once, on first need). */
export function loadManager(signInUrl: string): Promise<UserManager> {
  managerPromise ??= import('oidc-client-ts').then(
    ({ UserManager: Manager, InMemoryWebStorage, WebStorageStateStore }) => {
      const { origin } = window.location
      const { authority, clientId } = oidcSettingsFrom(signInUrl, origin)
      const m = new Manager({
        authority,
        client_id: clientId,
        redirect_uri: `${origin}/filing/`,
        post_logout_redirect_uri: `${origin}/filing/`,
        response_type: 'code',
        response_mode: 'fragment',
        scope: 'openid',
        loadUserInfo: false,
        monitorSession: false,
        automaticSilentRenew: false,
        accessTokenExpiringNotificationTimeInSeconds: EXPIRING_SECONDS,
        userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
        stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
      })
      m.events.addAccessTokenExpiring(() => {
        if (holds > 0 || lastActivity > tokenIssuedAt) void refresh()
        else set({ expiring: true })
      })
      m.events.addAccessTokenExpired(() => {
        user = null
        flag(false)
        set({ status: 'expired', expiring: false, claims: null, expiresAt: 0 })
      })
      for (const type of ['pointerdown', 'keydown'])
        window.addEventListener(type, noteActivity, { passive: true, capture: true })
      manager = m
      return m
    },
  )
  return managerPromise
}

/**
 * Starts a sign-in: the browser goes to the provider and comes back to `returnPath` (a path of
 * this site) with a code. `silent`: only if the provider session still exists (`prompt=none`).
 */
export async function signIn(signInUrl: string, returnPath: string, silent = false) {
  // PKCE needs the Web Crypto API, which browsers give to secure (https) pages only.
  if (!window.isSecureContext || !globalThis.crypto?.subtle)
    throw new Error('Signing in needs a secure (https) connection to this site.')
  const m = await loadManager(signInUrl)
  await m.signinRedirect({
    redirect_uri: `${window.location.origin}${returnPath}`,
    ...(silent ? { prompt: 'none' } : {}),
  })
}

/** True when the URL is the provider's answer to a sign-in (code or error, with state). */
export function isSignInResponse(hash: string, search = '') {
  const params = new URLSearchParams(hash.replace(/^#/, '') || search.replace(/^\?/, ''))
  return params.has('state') && (params.has('code') || params.has('error'))
}

const RESPONSE_PARAMS = [
  'code',
  'state',
  'session_state',
  'iss',
  'error',
  'error_description',
  'error_uri',
]

/** The address without a provider answer in its query (the rest of the query kept). */
export function withoutSignInResponse(pathname: string, search: string) {
  const params = new URLSearchParams(search)
  if (params.has('state')) for (const name of RESPONSE_PARAMS) params.delete(name)
  const rest = params.toString()
  return rest ? `${pathname}?${rest}` : pathname
}

/** The state of a provider answer this tab started (in the fragment, as asked), else null. */
function knownState(url: string): string | null {
  const { hash } = new URL(url, window.location.origin)
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('state')
  if (!id) return null
  try {
    return sessionStorage.getItem(`oidc.${id}`) === null ? null : id
  } catch {
    return null
  }
}

/**
 * Completes a sign-in from the provider's answer in `url`. A silent sign-in refused because the
 * provider session has ended (`login_required`) signs out quietly. An answer this tab did not
 * ask for (unknown state: an old, reused or crafted callback, or one in the query) is ignored:
 * a session in this tab is kept; otherwise the user is asked to sign in, in plain words.
 */
export async function completeSignIn(signInUrl: string, url: string) {
  // (An ignored answer leaves the restore marker: one silent try per tab, never a loop.)
  if (knownState(url) === null) {
    if (state.status === 'signed-in' && user && !user.expired) return
    set({ status: 'signed-out', error: UNKNOWN_ANSWER })
    return
  }
  restoring(false)
  const m = await loadManager(signInUrl)
  try {
    accept(await m.signinRedirectCallback(url))
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    if (/No matching state|No state in response/.test(text)) {
      if (state.status !== 'signed-in') set({ status: 'signed-out', error: UNKNOWN_ANSWER })
      return
    }
    flag(false)
    if (/login_required|interaction_required/.test(text)) set({ status: 'signed-out', error: null })
    else if (/access_denied/.test(text))
      set({ status: 'signed-out', error: 'Sign-in was cancelled.' })
    else set({ status: 'error', error: text })
  }
}

/**
 * On entering a signed-in screen: nothing to do when signed in; after a reload with a session in
 * this tab, restore it through the provider (`prompt=none`, a redirect); else signed out.
 * Returns true when the browser is being redirected.
 */
export async function restoreSession(signInUrl: string, returnPath: string): Promise<boolean> {
  if (state.status === 'signed-in' && user && !user.expired) return false
  // The flag is shared by the site's tabs; the marker makes it one try per tab (no loop when
  // the provider's answer does not come back).
  const unsure = state.status === 'unknown' || state.status === 'signed-out'
  if (unsure && hasFlag() && !restoring()) {
    restoring(true)
    try {
      await signIn(signInUrl, returnPath, true)
      return true
    } catch (error) {
      restoring(false)
      const reason = error instanceof Error && /secure/.test(error.message) ? error.message : ''
      set({
        status: 'signed-out',
        error:
          reason ||
          'Your sign-in could not be restored: the sign-in service could not be reached. Check your connection, then sign in again.',
      })
      return false
    }
  }
  if (state.status === 'unknown') set({ status: 'signed-out' })
  return false
}

/**
 * Refreshes the tokens now (the refresh token grant). False when the session has ended. One
 * refresh at a time: the refresh token rotates, so a second use of the same one would fail.
 */
export function refresh(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null
  })
  return refreshing
}

async function refreshOnce(): Promise<boolean> {
  if (!manager) return false
  try {
    const next = await manager.signinSilent()
    if (!next) return false
    accept(next)
    return true
  } catch {
    user = null
    flag(false)
    set({ status: 'expired', expiring: false, claims: null, expiresAt: 0 })
    return false
  }
}

/** Signs out here and at the provider, which then sends the browser to `returnPath`. */
/**
 * The prefix of this tab's sessionStorage keys that hold what a signed-in user typed and has not
 * saved (e.g. HMDA Help's drafts). Signing out, from any screen, removes them all: the next person
 * at a shared office computer must not find them. A session that simply ends keeps them, so
 * signing in again loses nothing.
 */
export const SIGNED_IN_ENTRIES_PREFIX = 'hmda-signed-in:'

/** Removes every entry kept under SIGNED_IN_ENTRIES_PREFIX. */
export function clearSignedInEntries() {
  try {
    const keys: string[] = []
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(SIGNED_IN_ENTRIES_PREFIX)) keys.push(key)
    }
    for (const key of keys) sessionStorage.removeItem(key)
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

export async function signOut(signInUrl: string, returnPath: string) {
  clearSignedInEntries()
  const m = await loadManager(signInUrl)
  const idToken = user?.id_token
  user = null
  flag(false)
  await m.removeUser()
  set({ status: 'signed-out', claims: null, expiresAt: 0, expiring: false })
  await m.signoutRedirect({
    ...(idToken ? { id_token_hint: idToken } : {}),
    post_logout_redirect_uri: `${window.location.origin}${returnPath}`,
  })
}

/** Marks the user active (e.g. a click on "Stay signed in"). */
export const markActive = noteActivity
