import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLeaveGuard } from './useLeaveGuard'

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/filing/2025/HMDATESTBANK00000137/upload']}>
    {children}
  </MemoryRouter>
)

function link(href: string, attrs: Record<string, string> = {}) {
  const a = document.createElement('a')
  a.href = href
  a.textContent = 'Your institutions'
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v)
  document.body.append(a)
  return a
}

/** Clicks `a`; true when the click was held (its default prevented). */
const click = (a: HTMLAnchorElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  act(() => {
    a.dispatchEvent(event)
  })
  return event.defaultPrevented
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('useLeaveGuard', () => {
  it('holds a click on a site link while active and asks; Stay keeps the work going', () => {
    const onLeave = vi.fn()
    const { result } = renderHook(() => useLeaveGuard(true, onLeave), { wrapper })
    const a = link('/filing/2025/institutions')
    expect(click(a)).toBe(true)
    expect(result.current.pending).toBe('/filing/2025/institutions')
    act(() => result.current.stay())
    expect(result.current.pending).toBeNull()
    expect(document.activeElement).toBe(a)
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('Leave stops the work, then opens the address', () => {
    const onLeave = vi.fn()
    const { result } = renderHook(
      () => ({ guard: useLeaveGuard(true, onLeave), location: useLocation() }),
      { wrapper },
    )
    click(link('/filing/2025/HMDATESTBANK00000137/syntacticalvalidity'))
    act(() => result.current.guard.leave())
    expect(onLeave).toHaveBeenCalledOnce()
    expect(result.current.location.pathname).toBe(
      '/filing/2025/HMDATESTBANK00000137/syntacticalvalidity',
    )
    expect(result.current.guard.pending).toBeNull()
  })

  it('lets links through when not active, and downloads, new tabs and other sites always', () => {
    const { result, rerender } = renderHook(({ on }) => useLeaveGuard(on, () => {}), {
      wrapper,
      initialProps: { on: false },
    })
    const a = link('/filing/2025/institutions')
    a.addEventListener('click', (e) => e.preventDefault()) // no jsdom navigation
    click(a)
    expect(result.current.pending).toBeNull()
    rerender({ on: true })
    for (const other of [
      link('blob:x', { download: 'report.csv' }),
      link('/filing/2025/institutions', { target: '_blank' }),
      link('https://example.org/'),
    ]) {
      other.addEventListener('click', (e) => e.preventDefault())
      click(other)
      expect(result.current.pending).toBeNull()
    }
  })

  it('asks the browser before a reload while active', () => {
    renderHook(() => useLeaveGuard(true, () => {}), { wrapper })
    const event = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
  })
})
