import { fireEvent, render, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { beforeAll, describe, expect, it } from 'vitest'
import { ConfigContext } from '@/config/configContext'
import { buildConfig } from '@/config/loadConfig'
import type { DerivedConfig } from '@/config/types'
import { validLarRow, validTsRow } from '@/hmda/testing/rowBuilder'
import { OnlineLarFormattingPage } from './OnlineLarFormattingPage'
import { rowEditorModule } from './rowEditorModule'
import type { DraftStore, Stored } from './storage'

// Two tabs of the tool on one browser store: each page is a "tab"; a write by one tells the
// other (as BroadcastChannel does between real tabs).

const CONFIG: DerivedConfig = {
  ...buildConfig('prod', {}, new Date('2026-11-21T15:00:00Z')),
  toolAnnouncement: [],
}

function sharedStores() {
  let stored: Stored = { revision: 0, draft: null }
  const listeners = new Set<{ owner: number; fn: () => void }>()
  const make = (owner: number): DraftStore => ({
    load: () => Promise.resolve(stored.draft),
    save: () => Promise.reject(new Error('not used')),
    clear: () => Promise.reject(new Error('not used')),
    update(decide) {
      const next = decide(stored)
      if (next) {
        stored = next
        for (const l of listeners) if (l.owner !== owner) setTimeout(l.fn, 0)
      }
      return Promise.resolve(stored)
    },
    subscribe(fn) {
      const l = { owner, fn }
      listeners.add(l)
      return () => listeners.delete(l)
    },
  })
  return { a: make(1), b: make(2), current: () => stored }
}

function renderTab(store: DraftStore) {
  const { container } = render(
    <MemoryRouter>
      <ConfigContext value={CONFIG}>
        <OnlineLarFormattingPage store={store} />
      </ConfigContext>
    </MemoryRouter>,
  )
  return container
}

// Queries by text content: Testing Library's role and label queries are far too slow on the
// 110-field editor in jsdom.
const text = (tab: HTMLElement) => tab.textContent ?? ''
function button(tab: HTMLElement, name: string): HTMLButtonElement {
  const found = [...tab.querySelectorAll('button')].find((b) => b.textContent === name)
  if (!found) throw new Error(`No button “${name}”`)
  return found
}

const larRow = (amount: string) => validLarRow(2024, { loanAmount: amount })

async function addRow(tab: HTMLElement, row: string) {
  fireEvent.click(button(tab, 'New LAR row'))
  await waitFor(() => expect(tab.querySelector('textarea')).not.toBeNull())
  fireEvent.change(tab.querySelector('textarea') as HTMLTextAreaElement, {
    target: { value: row },
  })
  fireEvent.click(button(tab, 'Save row'))
}

async function openFiling(tab: HTMLElement, content: string) {
  fireEvent.change(within(tab).getByLabelText('Open a filing file (.txt)'), {
    target: { files: [new File([content], 'filing.txt', { type: 'text/plain' })] },
  })
  await waitFor(() => expect(text(tab)).toContain('Your 2024 filing'))
}

describe('two tabs with the same filing', () => {
  // The row editor loads with the first row opened; loaded first, both tabs add their rows at
  // (almost) the same moment, not one after the other's first load.
  beforeAll(() => new Promise<void>((done) => rowEditorModule.afterLoad(done)))

  it('keep the rows each adds, and the store ends with all of them', async () => {
    const stores = sharedStores()
    const a = renderTab(stores.a)
    const b = renderTab(stores.b)
    await openFiling(a, `${validTsRow(2024)}\n${larRow('100001')}\n`)
    // The other tab picks the filing up and says where it came from.
    await waitFor(() => expect(text(b)).toContain('shown here too'))
    expect(text(b)).toContain('Your 2024 filing')

    // Both add a row at (almost) the same moment.
    await addRow(a, larRow('200002'))
    await addRow(b, larRow('300003'))
    for (const tab of [a, b])
      await waitFor(() => expect(text(tab)).toContain('Transmittal sheet and 3 LAR rows.'), {
        timeout: 3000,
      })
    await waitFor(() => expect(stores.current().draft?.lar).toHaveLength(3))
    const amounts = stores.current().draft?.lar.map((row) => row.split('|')[9])
    expect(amounts?.sort()).toEqual(['100001', '200002', '300003'])
    // The notice of the last merge (under load an earlier merge may be reported first).
    await waitFor(() => expect(text(a)).toContain('From the other tab: 1 LAR row added.'))
  })

  it('closes the filing in the other tab when it has nothing unsaved there', async () => {
    const stores = sharedStores()
    const a = renderTab(stores.a)
    const b = renderTab(stores.b)
    await openFiling(a, `${validTsRow(2024)}\n${larRow('100001')}\n`)
    await waitFor(() => expect(text(b)).toContain('Your 2024 filing'))
    await waitFor(() => expect(text(a)).toContain('All changes are saved in this browser.'))
    fireEvent.click(button(a, 'Close this filing'))
    await waitFor(() => expect(text(b)).not.toContain('Your 2024 filing'))
    expect(text(b)).toContain('This filing was closed in another tab, so it is closed here too.')
    expect(stores.current().draft).toBeNull()
  })
})
