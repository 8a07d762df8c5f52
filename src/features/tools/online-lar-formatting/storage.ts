/**
 * Keeps the work in progress in the browser so that it survives a reload: in IndexedDB where
 * available (room for large files), otherwise in localStorage. Nothing leaves the computer.
 */
import { isFilingYear } from '@/hmda/schema'
import type { FilingYear, RecordKind } from '@/hmda/types'
import type { OtherLine } from './filing'

/** The row being edited: which row (null for a new one), its values and its text when opened. */
export interface EditorDraft {
  readonly kind: RecordKind
  readonly index: number | null
  readonly values: readonly string[]
  readonly baseline: string
}

export interface Draft {
  readonly version: 1
  readonly year: FilingYear
  readonly ts: string | null
  readonly lar: readonly string[]
  readonly other: readonly OtherLine[]
  readonly editor: EditorDraft | null
  /** True when the filing changed after it was last downloaded. */
  readonly changedSinceDownload: boolean
  /** Counts the writes to the store, so a tab can tell that another one wrote since. */
  readonly revision?: number
  /** Identifies the filing (new for each filing created or file opened) across tabs. */
  readonly filingId?: string
}

/** What the store holds: a draft, or none (never saved, or closed) at a revision. */
export interface Stored {
  readonly revision: number
  readonly draft: Draft | null
}

/** A draft written at once when the page is hidden, for the next load to pick up. */
export interface Pending {
  /** The revision this tab had read or written before the draft's changes. */
  readonly baseRevision: number
  readonly draft: Draft | null
}

export interface DraftStore {
  load(): Promise<Draft | null>
  /** Rejects when the browser refuses to store the draft (e.g. quota exceeded). */
  save(draft: Draft): Promise<void>
  clear(): Promise<void>
  /**
   * Reads what is stored and writes what `decide` returns (nothing for undefined) in one step
   * that no other tab can come between. Resolves with what is stored afterwards.
   */
  update?(decide: (stored: Stored) => Stored | undefined): Promise<Stored>
  /** Keeps `pending` at once (synchronously), for a page that is being hidden or unloaded. */
  saveNow?(pending: Pending): void
  /** Calls `onChange` when another tab wrote to the store; returns the unsubscribe function. */
  subscribe?(onChange: () => void): () => void
}

/** A closed filing: no draft, but the revision counts on. */
interface Tombstone {
  readonly version: 1
  readonly closed: true
  readonly revision: number
}

function revisionOf(v: unknown): number {
  return isObject(v) && typeof v.revision === 'number' && Number.isInteger(v.revision)
    ? v.revision
    : 0
}

/** A stored record (draft or tombstone) read back. */
export function parseStored(v: unknown): Stored {
  return { revision: revisionOf(v), draft: parseDraft(v) }
}

function toRecord(stored: Stored): Draft | Tombstone {
  return stored.draft
    ? { ...stored.draft, revision: stored.revision }
    : { version: 1, closed: true, revision: stored.revision }
}

/** `store.update`, or for a store without it the same steps (not guarded against other tabs). */
export async function updateStore(
  store: DraftStore,
  decide: (stored: Stored) => Stored | undefined,
): Promise<Stored> {
  if (store.update) return store.update(decide)
  const draft = await store.load()
  const current = { revision: draft?.revision ?? 0, draft }
  const next = decide(current)
  if (!next) return current
  if (next.draft) await store.save({ ...next.draft, revision: next.revision })
  else await store.clear()
  return next
}

const CHANNEL = 'hmda:online-lar-formatting'

/** Tells the other tabs that the store changed, and listens for them (BroadcastChannel). */
function channel() {
  let sender: BroadcastChannel | null = null
  return {
    notify() {
      if (typeof BroadcastChannel === 'undefined') return
      sender ??= new BroadcastChannel(CHANNEL)
      sender.postMessage('changed')
    },
    subscribe(onChange: () => void) {
      if (typeof BroadcastChannel === 'undefined') return () => undefined
      const receiver = new BroadcastChannel(CHANNEL)
      receiver.onmessage = () => onChange()
      return () => receiver.close()
    },
  }
}

const KEY = 'hmda:online-lar-formatting:draft'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const isStringArray = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((item) => typeof item === 'string')

function parseOther(v: unknown): OtherLine[] | null {
  if (!Array.isArray(v)) return null
  const lines: OtherLine[] = []
  for (const item of v) {
    if (!isObject(item)) return null
    const { line, text, reason } = item
    if (typeof line !== 'number' || typeof text !== 'string' || typeof reason !== 'string')
      return null
    lines.push({ line, text, reason })
  }
  return lines
}

function parseEditor(v: unknown): EditorDraft | null {
  if (!isObject(v)) return null
  const { kind, index, values, baseline } = v
  if (kind !== 'ts' && kind !== 'lar') return null
  if (index !== null && (typeof index !== 'number' || !Number.isInteger(index) || index < 0))
    return null
  if (!isStringArray(values) || typeof baseline !== 'string') return null
  return { kind, index, values, baseline }
}

/** A stored draft checked field by field; null when it is missing or not in the right shape. */
export function parseDraft(v: unknown): Draft | null {
  if (!isObject(v) || v.version !== 1) return null
  const { year, ts, lar, other, editor, changedSinceDownload, revision, filingId } = v
  if (typeof year !== 'number' || !isFilingYear(year)) return null
  if (ts !== null && typeof ts !== 'string') return null
  if (!isStringArray(lar)) return null
  const otherLines = parseOther(other)
  if (!otherLines) return null
  return {
    version: 1,
    year,
    ts,
    lar,
    other: otherLines,
    editor: editor === null ? null : parseEditor(editor),
    changedSinceDownload: changedSinceDownload === true,
    ...(typeof revision === 'number' && Number.isInteger(revision) && { revision }),
    ...(typeof filingId === 'string' && { filingId }),
  }
}

/** True for the error a browser raises when storage is full. */
export function isQuotaError(error: unknown): boolean {
  // Checked by name: the exception may come from another realm (a frame, a test DOM).
  if (typeof error !== 'object' || error === null || !('name' in error)) return false
  return error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED'
}

/** The message shown when saving the draft failed. */
export function storageErrorMessage(error: unknown): string {
  return isQuotaError(error)
    ? 'Your work could not be saved in this browser because its storage is full. Download the file now to keep your changes.'
    : 'Your work could not be saved in this browser. Download the file now to keep your changes.'
}

/** A store in localStorage (or any Storage), as JSON under one key. */
export function createLocalStorageStore(storage: Storage, key = KEY): DraftStore {
  const read = (): Stored => {
    try {
      const text = storage.getItem(key)
      return text === null ? { revision: 0, draft: null } : parseStored(JSON.parse(text))
    } catch {
      return { revision: 0, draft: null }
    }
  }
  const write = (stored: Stored) => storage.setItem(key, JSON.stringify(toRecord(stored)))
  const update = (decide: (stored: Stored) => Stored | undefined): Stored => {
    const current = read()
    const next = decide(current)
    if (!next) return current
    write(next)
    return next
  }
  const rejected = (error: unknown) =>
    Promise.reject(error instanceof Error || isQuotaError(error) ? error : new Error(String(error)))
  return {
    load() {
      return Promise.resolve(read().draft)
    },
    save(draft) {
      try {
        storage.setItem(key, JSON.stringify(draft))
        return Promise.resolve()
      } catch (error) {
        return rejected(error)
      }
    },
    clear() {
      try {
        storage.removeItem(key)
      } catch {
        // Nothing stored, nothing to clear.
      }
      return Promise.resolve()
    },
    update(decide) {
      try {
        return Promise.resolve(update(decide))
      } catch (error) {
        return rejected(error)
      }
    },
    saveNow(pending) {
      try {
        update((stored) =>
          stored.revision === pending.baseRevision
            ? { revision: stored.revision + 1, draft: pending.draft }
            : undefined,
        )
      } catch {
        // The delayed save has reported the problem already.
      }
    },
    // Another tab's write fires a storage event here.
    subscribe(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.key === key) onChange()
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  }
}

const DB_NAME = 'hmda-online-lar-formatting'
const STORE = 'drafts'

/**
 * A store in IndexedDB: one record, written in a single transaction. What `saveNow` keeps goes
 * to localStorage (IndexedDB cannot finish a write while the page unloads); the next `load`
 * or `update` moves it into IndexedDB.
 */
export function createIndexedDbStore(
  idb: IDBFactory,
  key = KEY,
  journal: Storage | null = typeof localStorage === 'undefined' ? null : localStorage,
): DraftStore {
  const pendingKey = `${key}:pending`
  const events = channel()
  let db: Promise<IDBDatabase> | null = null
  const open = () => {
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = idb.open(DB_NAME, 1)
      req.onupgradeneeded = () => req.result.createObjectStore(STORE)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
    })
    return db
  }
  const readPending = (): Pending | null => {
    try {
      const text = journal?.getItem(pendingKey) ?? null
      if (text === null) return null
      const v: unknown = JSON.parse(text)
      if (!isObject(v) || typeof v.baseRevision !== 'number') return null
      return { baseRevision: v.baseRevision, draft: parseDraft(v.draft) }
    } catch {
      return null
    }
  }
  const dropPending = () => {
    try {
      journal?.removeItem(pendingKey)
    } catch {
      // Nothing to drop.
    }
  }
  /** The record after a pending draft: it applies when nothing was written since its base. */
  const withPending = (stored: Stored, pending: Pending | null): Stored =>
    pending && pending.baseRevision === stored.revision
      ? { revision: stored.revision + 1, draft: pending.draft }
      : stored
  const write = async (action: (store: IDBObjectStore) => void) => {
    const tx = (await open()).transaction(STORE, 'readwrite')
    action(tx.objectStore(STORE))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
  }
  const update = async (decide: (stored: Stored) => Stored | undefined): Promise<Stored> => {
    const pending = readPending()
    let result: Stored = { revision: 0, draft: null }
    let wrote = false
    await write((store) => {
      const req = store.get(key)
      req.onsuccess = () => {
        const before = parseStored(req.result)
        const current = withPending(before, pending)
        const next = decide(current)
        result = next ?? current
        if (result !== before) {
          wrote = true
          store.put(toRecord(result), key)
        }
      }
    })
    if (pending) dropPending()
    if (wrote) events.notify()
    return result
  }
  return {
    async load() {
      return (await update(() => undefined)).draft
    },
    async save(draft) {
      await write((store) => store.put(draft, key))
      events.notify()
    },
    async clear() {
      await write((store) => store.delete(key))
      events.notify()
    },
    update,
    saveNow(pending) {
      try {
        journal?.setItem(pendingKey, JSON.stringify(pending))
      } catch {
        // Too large for localStorage: the IndexedDB write below may still finish.
      }
      void update((stored) =>
        stored.revision === pending.baseRevision
          ? { revision: stored.revision + 1, draft: pending.draft }
          : undefined,
      ).catch(() => undefined)
    },
    subscribe: (onChange) => events.subscribe(onChange),
  }
}

/** A Storage in memory: the build-time prerender's stand-in (it renders before any load). */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

/** IndexedDB when the browser has it, otherwise localStorage (in memory outside a browser). */
export function createDefaultStore(): DraftStore {
  if (typeof indexedDB !== 'undefined') return createIndexedDbStore(indexedDB)
  if (typeof window === 'undefined') return createLocalStorageStore(memoryStorage())
  return createLocalStorageStore(window.localStorage)
}
