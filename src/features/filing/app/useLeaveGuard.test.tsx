import { act, fireEvent, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { installPopstateGate } from '@/lib/popstateGate'
import { useLeaveGuard, type LeaveGuard } from './useLeaveGuard'

/** The hook's latest result, for the test to answer the question. */
const latest: { guard: LeaveGuard | null } = { guard: null }

function Upload({ active, onLeave }: { active: boolean; onLeave: () => void }) {
  const guard = useLeaveGuard(active, onLeave)
  useEffect(() => {
    latest.guard = guard
  })
  return <p>{guard.pending ? 'Asking' : 'Upload page'}</p>
}

function App({ active, onLeave }: { active: boolean; onLeave: () => void }) {
  return (
    <BrowserRouter>
      <Link to="/filing/2025/institutions">Your institutions</Link>
      <Link to="/filing/2025/LEI/upload">To the upload</Link>
      <Routes>
        <Route path="/filing/2025/institutions" element={<p>Institutions</p>} />
        <Route
          path="/filing/2025/LEI/upload"
          element={<Upload active={active} onLeave={onLeave} />}
        />
      </Routes>
    </BrowserRouter>
  )
}

const current = () => {
  if (!latest.guard) throw new Error('not rendered')
  return latest.guard
}

// As src/main.tsx does, before any router listens.
let uninstallGate = () => {}
beforeAll(() => {
  uninstallGate = installPopstateGate()
})
afterAll(() => uninstallGate())

beforeEach(() => {
  latest.guard = null
  window.history.pushState(null, '', '/filing/2025/institutions')
})

/** Renders the app on the institutions page, then opens the upload page (one entry later). */
async function onUploadPage(active: boolean, onLeave = vi.fn()) {
  const view = render(<App active={active} onLeave={onLeave} />)
  fireEvent.click(screen.getByText('To the upload'))
  await screen.findByText('Upload page')
  return { ...view, onLeave }
}

/**
 * Makes a history move and waits for the popstate it causes, inside act so that React's work on
 * it (the render and the effect that hands the test the new guard) is done before the test goes
 * on: the traversal is asynchronous, and under load it can take longer than a polling timeout.
 * The listener captures, so it runs even when the guard holds the popstate from the router.
 */
async function historyMove(move: () => void) {
  const popped = new Promise<void>((resolve) =>
    window.addEventListener('popstate', () => resolve(), { capture: true, once: true }),
  )
  await act(async () => {
    move()
    await popped
  })
}

describe('useLeaveGuard', () => {
  it('holds a link while active and asks; Stay keeps the work going and the focus', async () => {
    const { onLeave } = await onUploadPage(true)
    const link = screen.getByText('Your institutions')
    link.focus()
    fireEvent.click(link)
    expect(await screen.findByText('Asking')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/filing/2025/LEI/upload')
    act(() => current().stay())
    expect(screen.getByText('Upload page')).toBeInTheDocument()
    expect(document.activeElement).toBe(link)
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('Leave stops the work, then opens the page', async () => {
    const { onLeave } = await onUploadPage(true)
    fireEvent.click(screen.getByText('Your institutions'))
    await screen.findByText('Asking')
    act(() => current().leave())
    expect(onLeave).toHaveBeenCalledOnce()
    expect(await screen.findByText('Institutions')).toBeInTheDocument()
  })

  it('holds Back too: Stay returns to the upload, Leave goes back', async () => {
    const { onLeave } = await onUploadPage(true)
    await historyMove(() => window.history.back())
    expect(screen.getByText('Asking')).toBeInTheDocument()
    await historyMove(() => current().stay())
    expect(window.location.pathname).toBe('/filing/2025/LEI/upload')
    expect(screen.getByText('Upload page')).toBeInTheDocument()
    await historyMove(() => window.history.back())
    expect(screen.getByText('Asking')).toBeInTheDocument()
    // Leave lets a popstate through at once (no traversal to wait for).
    act(() => current().leave())
    expect(screen.getByText('Institutions')).toBeInTheDocument()
    expect(onLeave).toHaveBeenCalledOnce()
  })

  it('lets every move through when not active, and asks the browser on unload only then', async () => {
    const { rerender, onLeave } = await onUploadPage(false)
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
    rerender(<App active onLeave={onLeave} />)
    const held = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(held)
    expect(held.defaultPrevented).toBe(true)
    rerender(<App active={false} onLeave={onLeave} />)
    fireEvent.click(screen.getByText('Your institutions'))
    expect(await screen.findByText('Institutions')).toBeInTheDocument()
    expect(onLeave).not.toHaveBeenCalled()
  })

  it('a question still open when the work ends goes away', async () => {
    const { rerender, onLeave } = await onUploadPage(true)
    fireEvent.click(screen.getByText('Your institutions'))
    await screen.findByText('Asking')
    rerender(<App active={false} onLeave={onLeave} />)
    expect(await screen.findByText('Upload page')).toBeInTheDocument()
  })
})
