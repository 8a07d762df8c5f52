import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
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
    act(() => window.history.back())
    expect(await screen.findByText('Asking')).toBeInTheDocument()
    act(() => current().stay())
    await waitFor(() => expect(window.location.pathname).toBe('/filing/2025/LEI/upload'))
    expect(screen.getByText('Upload page')).toBeInTheDocument()
    act(() => window.history.back())
    await screen.findByText('Asking')
    act(() => current().leave())
    expect(await screen.findByText('Institutions')).toBeInTheDocument()
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
