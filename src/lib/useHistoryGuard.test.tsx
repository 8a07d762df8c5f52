import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { installPopstateGate } from './popstateGate'
import { historyIndex, useHistoryGuard, type AskToLeave } from './useHistoryGuard'

function Guarded({ when, ask }: { when: boolean; ask: AskToLeave }) {
  useHistoryGuard(when, ask)
  return <p>Guarded page</p>
}

/** Two pages in a BrowserRouter (jsdom's history fires popstate on back() and forward()). */
function App({ when, ask }: { when: boolean; ask: AskToLeave }) {
  return (
    <BrowserRouter>
      <Link to="/a">To A</Link>
      <Link to="/guarded">To guarded</Link>
      <Link to="/guarded?view=2">Same path</Link>
      <Routes>
        <Route path="/a" element={<p>Page A</p>} />
        <Route path="/guarded" element={<Guarded when={when} ask={ask} />} />
      </Routes>
    </BrowserRouter>
  )
}

type Answer = Parameters<AskToLeave>
const askMock = () => vi.fn<(proceed: () => void, stay: () => void) => void>()
const answer = (ask: ReturnType<typeof askMock>, call: number): Answer => {
  const args = ask.mock.calls[call]
  if (!args) throw new Error(`ask was not called ${String(call + 1)} time(s)`)
  return args
}
const at = (path: string) => waitFor(() => expect(window.location.pathname).toBe(path))

// As src/main.tsx does, before any router listens.
let uninstallGate = () => {}
beforeAll(() => {
  uninstallGate = installPopstateGate()
})
afterAll(() => uninstallGate())

beforeEach(() => {
  // A new entry without router state, as on a first visit (a new one: jsdom fires no popstate
  // when going back to its very first entry).
  window.history.pushState(null, '', '/a')
})

describe('useHistoryGuard', () => {
  it('relies on react-router writing the entry index (idx) into history.state', async () => {
    render(<App when={false} ask={askMock()} />)
    expect(historyIndex()).toBe(0)
    fireEvent.click(screen.getByText('To guarded'))
    expect(await screen.findByText('Guarded page')).toBeInTheDocument()
    expect(historyIndex()).toBe(1)
    expect((window.history.state as { idx?: unknown }).idx).toBe(1)
  })

  it('holds Back while asking: Stay returns to the entry, Leave lets the router go', async () => {
    const ask = askMock()
    render(<App when ask={ask} />)
    fireEvent.click(screen.getByText('To guarded'))
    await screen.findByText('Guarded page')
    // A listener like the router's (non-capturing, on window) must not see the held popstates.
    const seen = vi.fn()
    window.addEventListener('popstate', seen)

    act(() => window.history.back())
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1))
    // The address already shows the previous entry; the router has not rendered it.
    expect(window.location.pathname).toBe('/a')
    expect(screen.getByText('Guarded page')).toBeInTheDocument()

    act(() => answer(ask, 0)[1]())
    await at('/guarded')
    expect(historyIndex()).toBe(1)
    // Give the returning popstate time to arrive: it is swallowed, not asked about.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ask).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Guarded page')).toBeInTheDocument()
    expect(seen).not.toHaveBeenCalled()

    act(() => window.history.back())
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2))
    act(() => answer(ask, 1)[0]())
    expect(await screen.findByText('Page A')).toBeInTheDocument()
    expect(historyIndex()).toBe(0)
    expect(seen).toHaveBeenCalledTimes(1)
    window.removeEventListener('popstate', seen)

    // Left: the guard is gone, and the router keeps counting entries correctly.
    act(() => window.history.forward())
    expect(await screen.findByText('Guarded page')).toBeInTheDocument()
    expect(ask).toHaveBeenCalledTimes(2)
  })

  it('holds Forward while asking', async () => {
    const ask = askMock()
    const { rerender } = render(<App when={false} ask={ask} />)
    fireEvent.click(screen.getByText('To guarded'))
    await screen.findByText('Guarded page')
    fireEvent.click(screen.getByText('To A'))
    await screen.findByText('Page A')
    act(() => window.history.back())
    await screen.findByText('Guarded page')
    rerender(<App when ask={ask} />)

    act(() => window.history.forward())
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(1))
    expect(window.location.pathname).toBe('/a')
    act(() => answer(ask, 0)[1]())
    await at('/guarded')
    expect(screen.getByText('Guarded page')).toBeInTheDocument()

    act(() => window.history.forward())
    await waitFor(() => expect(ask).toHaveBeenCalledTimes(2))
    act(() => answer(ask, 1)[0]())
    expect(await screen.findByText('Page A')).toBeInTheDocument()
    expect(historyIndex()).toBe(2)
  })

  it('holds links to another path, not within the same path, and not when nothing is at stake', async () => {
    const ask = askMock()
    const { rerender } = render(<App when={false} ask={ask} />)
    fireEvent.click(screen.getByText('To guarded'))
    await screen.findByText('Guarded page')
    rerender(<App when ask={ask} />)

    fireEvent.click(screen.getByText('To A'))
    expect(ask).toHaveBeenCalledTimes(1)
    act(() => answer(ask, 0)[1]())
    expect(window.location.pathname).toBe('/guarded')
    expect(screen.getByText('Guarded page')).toBeInTheDocument()

    fireEvent.click(screen.getByText('Same path'))
    await waitFor(() => expect(window.location.search).toBe('?view=2'))
    expect(ask).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByText('To A'))
    expect(ask).toHaveBeenCalledTimes(2)
    act(() => answer(ask, 1)[0]())
    expect(await screen.findByText('Page A')).toBeInTheDocument()

    // Back to the guarded page, nothing unsaved: Back goes without asking.
    fireEvent.click(screen.getByText('To guarded'))
    await screen.findByText('Guarded page')
    rerender(<App when={false} ask={ask} />)
    act(() => window.history.back())
    expect(await screen.findByText('Page A')).toBeInTheDocument()
    expect(ask).toHaveBeenCalledTimes(2)
  })
})
