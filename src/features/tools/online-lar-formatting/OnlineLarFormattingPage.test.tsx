import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BrowserRouter, Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { DerivedConfig } from '@/config/types'
import { validLarRow, validTsRow } from '@/hmda/testing/rowBuilder'
import { OnlineLarFormattingPage } from './OnlineLarFormattingPage'
import { installPopstateGate } from '@/lib/popstateGate'
import type { Draft, DraftStore } from './storage'
import { InProcessCheckWorker } from './inProcessCheckWorker'

const CONFIG: DerivedConfig = {
  ...buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z')),
  toolAnnouncement: [],
}

/** A store in memory; `fail` makes saves reject with the given error. */
function memoryStore(initial: Draft | null = null, fail?: unknown) {
  let stored = initial
  const store: DraftStore & { current: () => Draft | null } = {
    load: () => Promise.resolve(stored),
    save: (draft) => {
      // Rejects with the DOMException itself, as a browser does.
      if (fail) return Promise.reject(fail)
      stored = draft
      return Promise.resolve()
    },
    clear: () => {
      stored = null
      return Promise.resolve()
    },
    current: () => stored,
  }
  return store
}

const PATH = '/tools/online-lar-formatting'

function renderPage(store: DraftStore) {
  const user = userEvent.setup()
  render(
    <MemoryRouter>
      <ConfigContext value={CONFIG}>
        <OnlineLarFormattingPage store={store} />
      </ConfigContext>
    </MemoryRouter>,
  )
  return user
}

// As src/main.tsx does, before any router listens: lets the leave guard hold Back.
let uninstallGate = () => {}
beforeAll(() => {
  uninstallGate = installPopstateGate()
})
afterAll(() => uninstallGate())
// jsdom has no Worker: the whole-filing check runs in a stand-in that runs the same check.
beforeEach(() => vi.stubGlobal('Worker', InProcessCheckWorker))
afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * Renders the page in a BrowserRouter (jsdom's history fires popstate, which the leave guard
 * holds), opened by a link from a second page so that Back has somewhere to go.
 */
async function renderPageInBrowser(store: DraftStore) {
  const user = userEvent.setup()
  // A new entry without router state: jsdom fires no popstate when going back to its first one.
  window.history.pushState(null, '', '/elsewhere')
  render(
    <BrowserRouter>
      <Link to="/elsewhere">Go elsewhere</Link>
      <Routes>
        <Route
          path={PATH}
          element={
            <ConfigContext value={CONFIG}>
              <OnlineLarFormattingPage store={store} />
            </ConfigContext>
          }
        />
        <Route
          path="/elsewhere"
          element={
            <p>
              Another page <Link to={PATH}>Open the tool</Link>
            </p>
          }
        />
      </Routes>
    </BrowserRouter>,
  )
  fireEvent.click(screen.getByText('Open the tool'))
  await screen.findByRole('button', { name: 'Create a new filing' })
  return user
}

const file = (text: string, name = 'filing.txt') => new File([text], name, { type: 'text/plain' })
const chooseFile = (f: File) =>
  fireEvent.change(screen.getByLabelText('Open a filing file (.txt)'), { target: { files: [f] } })

describe('OnlineLarFormattingPage', () => {
  it('sets the title and offers to create or open a filing', async () => {
    renderPage(memoryStore())
    await waitFor(() => expect(document.title).toBe('Online LAR Formatting | HMDA'))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Online LAR Formatting')
    expect(screen.getByRole('button', { name: 'Create a new filing' })).toBeInTheDocument()
  })

  it('moves focus to the editor heading of a new filing, then shows its fields', async () => {
    const user = renderPage(memoryStore())
    // Were the fields in the page when the heading got focus? (They load with the first row.)
    const fieldsAtFocus: boolean[] = []
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLHeadingElement)
        fieldsAtFocus.push(
          screen.queryByText('Financial Institution Name', { selector: 'label' }) !== null,
        )
    }
    document.addEventListener('focusin', onFocus)
    await user.click(screen.getByRole('button', { name: 'Create a new filing' }))
    const heading = await screen.findByText('New transmittal sheet', { selector: 'h2' })
    await waitFor(() => expect(heading).toHaveFocus())
    expect(fieldsAtFocus).toEqual([true])
    // Another new filing: the same editor stays in the page, and its heading gets focus again.
    await user.click(screen.getByRole('button', { name: 'Create a new filing' }))
    await waitFor(() => expect(heading).toHaveFocus())
    expect(fieldsAtFocus).toEqual([true, true])
    document.removeEventListener('focusin', onFocus)
    const label = screen.getByText('Financial Institution Name', { selector: 'label' })
    const name = document.getElementById(label.getAttribute('for') ?? '')
    if (!name) throw new Error('The Financial Institution Name field has no input')
    fireEvent.change(name, { target: { value: 'Bank' } })
    // The dialog's safe choice (Cancel) gets focus; choosing it returns focus to the button
    // that opened the dialog.
    const close = screen.getByRole('button', { name: 'Close the editor' })
    close.focus()
    await user.keyboard('{Enter}')
    const dialog = (await screen.findByText('Discard your changes?')).closest('dialog')
    if (!dialog) throw new Error('The question is not in a dialog')
    await waitFor(() => expect(within(dialog).getByText('Cancel')).toHaveFocus())
    await user.keyboard('{Enter}')
    await waitFor(() => expect(close).toHaveFocus())
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument()
  })

  it('opens a file, lists other lines for review and keeps the filing in the store', async () => {
    const store = memoryStore()
    renderPage(store)
    const text = `\ufeff${validTsRow(2023, { totalEntries: '7' })}\r\n${validLarRow(2023)}\r\njunk line\r\n`
    chooseFile(file(text))
    expect(await screen.findByRole('heading', { name: 'Your 2023 filing' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Opened filing.txt: a transmittal sheet and 1 LAR row; 1 other line is listed for review.',
    )
    const review = screen.getByRole('table', { name: 'Lines to review' })
    expect(within(review).getByText('junk line')).toBeInTheDocument()
    expect(within(review).getByText('3')).toBeInTheDocument()
    // The TS count follows the LAR rows (1, not the 7 in the file).
    const ts = screen.getByRole('table', { name: 'Transmittal sheet (TS)' })
    expect(within(ts).getAllByRole('cell')[4]).toHaveTextContent('1')
    await waitFor(() => expect(store.current()?.lar).toHaveLength(1))
    expect(store.current()?.other).toHaveLength(1)
  })

  it('writes the work at once when the tool unmounts (in-app navigation), not after the delay', async () => {
    const store = memoryStore()
    const { unmount } = render(
      <MemoryRouter>
        <ConfigContext value={CONFIG}>
          <OnlineLarFormattingPage store={store} />
        </ConfigContext>
      </MemoryRouter>,
    )
    chooseFile(file(`${validTsRow(2023)}\n${validLarRow(2023)}\n`))
    expect(await screen.findByRole('heading', { name: 'Your 2023 filing' })).toBeInTheDocument()
    expect(store.current()).toBeNull() // the delayed save has not run yet
    unmount()
    await waitFor(() => expect(store.current()?.lar).toHaveLength(1))
  })

  it('restores saved work and says when it is saved in the browser', async () => {
    const store = memoryStore({
      version: 1,
      year: 2024,
      ts: validTsRow(2024),
      lar: [validLarRow(2024), validLarRow(2024)],
      other: [],
      editor: null,
      changedSinceDownload: true,
    })
    renderPage(store)
    expect(await screen.findByRole('heading', { name: 'Your 2024 filing' })).toBeInTheDocument()
    expect(screen.getByText(/Transmittal sheet and 2 LAR rows/)).toBeInTheDocument()
    expect(await screen.findByText('All changes are saved in this browser.')).toBeInTheDocument()
  })

  it('says so when the browser storage is full', async () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    renderPage(memoryStore(null, quota))
    chooseFile(file(`${validTsRow(2024)}\n${validLarRow(2024)}\n`))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /could not be saved in this browser because its storage is full/,
    )
  })

  it('explains what is missing before a download', async () => {
    const user = renderPage(memoryStore())
    chooseFile(file(`${validTsRow(2024)}\n`))
    await screen.findByRole('heading', { name: 'Your 2024 filing' })
    await user.click(screen.getByRole('button', { name: 'Download the file' }))
    expect(screen.getByRole('alert')).toHaveTextContent('There are no LAR rows: add at least one.')
  })

  it('checks the whole filing: quality edits by row and macro edits with their sentence', async () => {
    const user = renderPage(memoryStore())
    const small = validLarRow(2024, { loanAmount: '400' })
    chooseFile(file(`${validTsRow(2024, { totalEntries: '1' })}\n${small}\n`))
    await screen.findByRole('heading', { name: 'Your 2024 filing' })
    await user.click(screen.getByRole('button', { name: 'Check the whole filing' }))
    const heading = await screen.findByRole('heading', { name: 'Check of the whole filing' })
    const section = heading.closest('section') as HTMLElement
    await within(section).findByRole('heading', { name: 'Quality edits to verify (not errors)' })
    expect(section).toHaveTextContent(/Q645-1: .* On LAR row 1\./)
    expect(within(section).queryByRole('heading', { name: /Errors to fix/ })).toBeNull()
    // The macro edits run too, each stated with its figure.
    expect(section).toHaveTextContent(/Macro edits within the platform’s limits/)
    expect(section).toHaveTextContent(/Q635: 0\.0% of the 1 record/)
    expect(screen.getByRole('status')).toHaveTextContent(/No errors: .* to verify \(.*Q645-1/)
  })

  it('downloads the filing under its year and LEI', async () => {
    const createObjectURL = vi.fn(() => 'blob:x')
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('2024-Q3-HMDATESTBANK00000137.txt')
    })
    const user = renderPage(memoryStore())
    chooseFile(file(`${validTsRow(2024, { calendarQuarter: '3' })}\n${validLarRow(2024)}\n`))
    await screen.findByRole('heading', { name: 'Your 2024 filing' })
    await user.click(screen.getByRole('button', { name: 'Download the file' }))
    expect(click).toHaveBeenCalledOnce()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Downloaded 2024-Q3-HMDATESTBANK00000137.txt.',
    )
    // The object URL's clean-up is lib/saveFile's (tested there); the link is gone at once.
    expect(createObjectURL).toHaveBeenCalledOnce()
    expect(document.querySelector('a[download]')).toBeNull()
    click.mockRestore()
  })

  it('asks before leaving with unsaved work: Back and Stay keep the page, a link and Leave go', async () => {
    // Text queries rather than role or label queries: the open row editor has 110 fields, and
    // those queries are slow over it in jsdom.
    const user = await renderPageInBrowser(memoryStore())
    chooseFile(file(`${validTsRow(2024)}\n${validLarRow(2024)}\n`))
    await screen.findByText('Your 2024 filing')
    fireEvent.click(screen.getByText('LAR row 1', { selector: 'button span' }))
    const label = await screen.findByText('Loan Amount', { selector: 'label' })
    // Opening the editor moves focus to its heading; let that happen before Back, so the
    // dialog's own focus move is the last one (on a loaded machine it could come after).
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit LAR row 1'))
    const amount = document.getElementById(label.getAttribute('for') ?? '')
    if (!amount) throw new Error('The Loan Amount field has no input')
    fireEvent.change(amount, { target: { value: '5' } })
    const dialog = () => screen.getByText('Leave this page?').closest('dialog')

    // Back is held while the page asks; Stay returns the address to the page.
    act(() => window.history.back())
    // Generous: the popstate comes from jsdom's timers, and the page re-renders its open editor.
    await waitFor(() => expect(dialog()).not.toBeNull(), { timeout: 5000 })
    const stay = screen.getByText('Stay on this page')
    await waitFor(() => expect(stay).toHaveFocus())
    await user.click(stay)
    expect(screen.queryByText('Leave this page?')).not.toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe(PATH))
    expect(amount).toHaveValue('5')

    // A link: Leave goes on.
    await user.click(screen.getByText('Go elsewhere'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    await user.click(screen.getByText('Leave this page'))
    expect(await screen.findByText('Another page')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/elsewhere')
  })

  it('leaves without asking when nothing is unsaved', async () => {
    await renderPageInBrowser(memoryStore())
    act(() => window.history.back())
    expect(await screen.findByText('Another page')).toBeInTheDocument()
    expect(window.location.pathname).toBe('/elsewhere')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
