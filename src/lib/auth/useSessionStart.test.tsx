import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSessionStart } from './useSessionStart'

const calls = vi.hoisted(() => ({
  complete: [] as string[],
  restore: [] as string[],
  restoreRedirects: false,
  signIn: [] as string[],
  signOut: [] as string[],
  active: 0,
  refresh: 0,
}))

// The provider side is mocked; reading the address and the session store are the real ones.
vi.mock('./session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./session')>()),
  completeSignIn: async (_url: string, href: string) => {
    calls.complete.push(href)
  },
  restoreSession: async (_url: string, returnPath: string) => {
    calls.restore.push(returnPath)
    return calls.restoreRedirects
  },
  signIn: async (_url: string, returnPath: string) => {
    calls.signIn.push(returnPath)
  },
  signOut: async (_url: string, returnPath: string) => {
    calls.signOut.push(returnPath)
  },
  markActive: () => {
    calls.active += 1
  },
  refresh: async () => {
    calls.refresh += 1
    return true
  },
}))

const IDP = 'https://idp.test/auth/realms/hmda2'
const ANSWER = '#state=abc&code=xyz'

function setup(entry: string, enabled = true) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  )
  return renderHook(
    ({ on }) => ({
      start: useSessionStart(IDP, on),
      location: useLocation(),
      navigate: useNavigate(),
    }),
    { wrapper, initialProps: { on: enabled } },
  )
}

beforeEach(() => {
  calls.complete = []
  calls.restore = []
  calls.restoreRedirects = false
  calls.signIn = []
  calls.signOut = []
  calls.active = 0
  calls.refresh = 0
})

describe('useSessionStart', () => {
  it('restores the session once on entering a screen, back to the same address', async () => {
    const { result, rerender } = setup('/filing/2025/institutions?x=1')
    await waitFor(() => expect(calls.restore).toEqual(['/filing/2025/institutions?x=1']))
    rerender({ on: true })
    act(() => result.current.navigate('/filing/2025/profile'))
    expect(calls.restore).toHaveLength(1)
    expect(calls.complete).toEqual([])
  })

  it('starts nothing on an address that is no screen', () => {
    setup('/hmda-help/nowhere', false)
    expect(calls.restore).toEqual([])
    expect(calls.complete).toEqual([])
  })

  it('completes a provider answer, then takes it out of the address', async () => {
    const { result } = setup(`/hmda-help/search?q=bank${ANSWER}`)
    expect(result.current.start.checking).toBe(true)
    await waitFor(() => expect(result.current.location.hash).toBe(''))
    expect(calls.complete).toHaveLength(1)
    // The first answer ignored (no redirect to restore): the clean address of the screen.
    expect(calls.restore).toEqual(['/hmda-help/search?q=bank'])
    expect(result.current.location.pathname + result.current.location.search).toBe(
      '/hmda-help/search?q=bank',
    )
  })

  it('leaves the address alone while a restore redirects to the provider', async () => {
    calls.restoreRedirects = true
    const { result } = setup(`/filing/2025/institutions${ANSWER}`)
    await waitFor(() => expect(calls.restore).toHaveLength(1))
    expect(result.current.location.hash).toBe(ANSWER)
  })

  it('completes a later answer too (one that comes while signed in), each answer once', async () => {
    const { result, rerender } = setup('/hmda-help/search')
    await waitFor(() => expect(calls.restore).toHaveLength(1))
    act(() => result.current.navigate(`/hmda-help/add${ANSWER}`))
    await waitFor(() => expect(result.current.location.hash).toBe(''))
    expect(calls.complete).toHaveLength(1)
    expect(result.current.location.pathname).toBe('/hmda-help/add')
    rerender({ on: true })
    // No second restore for a later answer: only the first entry restores.
    expect(calls.restore).toHaveLength(1)
  })

  it('signs in back to this address, signs out to the given one, and stays signed in', async () => {
    const { result } = setup('/filing/profile?period=2025')
    act(() => result.current.start.signIn())
    act(() => result.current.start.signOut('/filing/2025/'))
    expect(calls.signIn).toEqual(['/filing/profile?period=2025'])
    expect(calls.signOut).toEqual(['/filing/2025/'])
    await act(async () => {
      expect(await result.current.start.staySignedIn()).toBe(true)
    })
    expect(calls).toMatchObject({ active: 1, refresh: 1 })
  })
})
