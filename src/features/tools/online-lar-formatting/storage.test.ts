import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createDefaultStore,
  createIndexedDbStore,
  createLocalStorageStore,
  updateStore,
  isQuotaError,
  parseDraft,
  storageErrorMessage,
  type Draft,
} from './storage'

const DRAFT: Draft = {
  version: 1,
  year: 2024,
  ts: '1|Bank',
  lar: ['2|a', '2|b'],
  other: [{ line: 3, text: 'junk', reason: 'Not a row' }],
  editor: { kind: 'lar', index: 1, values: ['2', 'b'], baseline: '2|b' },
  changedSinceDownload: true,
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('parseDraft', () => {
  it('accepts a well-formed draft', () => {
    expect(parseDraft(JSON.parse(JSON.stringify(DRAFT)))).toEqual(DRAFT)
  })

  it('rejects anything else', () => {
    expect(parseDraft(null)).toBeNull()
    expect(parseDraft({ ...DRAFT, version: 2 })).toBeNull()
    expect(parseDraft({ ...DRAFT, year: 2017 })).toBeNull()
    expect(parseDraft({ ...DRAFT, lar: [1] })).toBeNull()
    expect(parseDraft({ ...DRAFT, other: [{ line: 'x' }] })).toBeNull()
  })

  it('drops an editor that is not in the right shape', () => {
    expect(parseDraft({ ...DRAFT, editor: { kind: 'x' } })?.editor).toBeNull()
  })
})

describe('localStorage store', () => {
  it('saves, loads and clears a draft', async () => {
    const store = createLocalStorageStore(localStorage, 'test')
    expect(await store.load()).toBeNull()
    await store.save(DRAFT)
    expect(await store.load()).toEqual(DRAFT)
    await store.clear()
    expect(await store.load()).toBeNull()
  })

  it('ignores stored text that is not a draft', async () => {
    localStorage.setItem('test', '{not json')
    expect(await createLocalStorageStore(localStorage, 'test').load()).toBeNull()
  })

  it('rejects a save when the storage is full, with a message that says so', async () => {
    const quota = new DOMException('full', 'QuotaExceededError')
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quota
    })
    const store = createLocalStorageStore(localStorage, 'test')
    const error: unknown = await store.save(DRAFT).catch((e: unknown) => e)
    expect(isQuotaError(error)).toBe(true)
    expect(storageErrorMessage(error)).toMatch(/storage is full/)
    expect(storageErrorMessage(new Error('x'))).toMatch(/could not be saved/)
  })

  it('is the default where IndexedDB is missing', async () => {
    const store = createDefaultStore()
    await store.save(DRAFT)
    expect(await store.load()).toEqual(DRAFT)
  })
})

describe('revisions and the unload journal', () => {
  it('counts writes, keeps a closed filing as a tombstone, and decides in one step', async () => {
    const store = createLocalStorageStore(localStorage, 'rev')
    const first = await updateStore(store, (s) => ({ revision: s.revision + 1, draft: DRAFT }))
    expect(first.revision).toBe(1)
    expect((await store.load())?.revision).toBe(1)
    const closed = await updateStore(store, (s) => ({ revision: s.revision + 1, draft: null }))
    expect(closed).toEqual({ revision: 2, draft: null })
    expect(await store.load()).toBeNull()
    // The revision survives the close, so another tab can tell something changed.
    expect((await updateStore(store, () => undefined)).revision).toBe(2)
  })

  it('saveNow writes only when nothing was written since its base', async () => {
    const store = createLocalStorageStore(localStorage, 'now')
    await updateStore(store, () => ({ revision: 3, draft: DRAFT }))
    store.saveNow?.({ baseRevision: 2, draft: { ...DRAFT, lar: ['2|stale'] } })
    expect((await store.load())?.lar).toEqual(DRAFT.lar)
    store.saveNow?.({ baseRevision: 3, draft: { ...DRAFT, lar: ['2|new'] } })
    expect(await store.load()).toMatchObject({ lar: ['2|new'], revision: 4 })
  })

  it('an IndexedDB store picks up what was kept at unload from the journal', async () => {
    // A minimal IndexedDB in memory: enough for one object store and one key.
    const data = new Map<string, unknown>()
    const fakeIdb = fakeIndexedDb(data)
    const journal = localStorage
    const store = createIndexedDbStore(fakeIdb, 'idb', journal)
    await updateStore(store, () => ({ revision: 1, draft: DRAFT }))
    // The page unloads before the IndexedDB write finishes: only the journal has the change.
    journal.setItem(
      'idb:pending',
      JSON.stringify({ baseRevision: 1, draft: { ...DRAFT, lar: ['2|late'] } }),
    )
    const reloaded = createIndexedDbStore(fakeIdb, 'idb', journal)
    const stored = await updateStore(reloaded, () => undefined)
    expect(stored.revision).toBe(2)
    expect(stored.draft?.lar).toEqual(['2|late'])
    expect(journal.getItem('idb:pending')).toBeNull()
    expect(data.get('idb')).toMatchObject({ lar: ['2|late'], revision: 2 })
  })
})

/** Just enough of IDBFactory for createIndexedDbStore: open, one store, get/put/delete. */
function fakeIndexedDb(data: Map<string, unknown>): IDBFactory {
  const later = (fn: () => void) => setTimeout(fn, 0)
  const objectStore = (tx: { pending: number; done: () => void }) => ({
    get(key: string) {
      const req: { result?: unknown; onsuccess?: () => void } = {}
      tx.pending++
      later(() => {
        req.result = data.get(key)
        req.onsuccess?.()
        tx.pending--
        tx.done()
      })
      return req
    },
    put(value: unknown, key: string) {
      data.set(key, JSON.parse(JSON.stringify(value)))
    },
    delete(key: string) {
      data.delete(key)
    },
  })
  const db = {
    transaction() {
      const tx = {
        pending: 0,
        oncomplete: null as null | (() => void),
        done() {
          if (tx.pending === 0) later(() => tx.oncomplete?.())
        },
        objectStore: () => objectStore(tx),
      }
      later(() => tx.done())
      return tx
    },
  }
  return {
    open() {
      const req: { result?: unknown; onsuccess?: () => void } = {}
      later(() => {
        req.result = db
        req.onsuccess?.()
      })
      return req
    },
  } as unknown as IDBFactory
}
