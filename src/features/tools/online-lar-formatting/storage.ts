/**
 * Keeps the work in progress in the browser so that it survives a reload: in IndexedDB where
 * available (room for large files), otherwise in localStorage. Nothing leaves the computer.
 */
import { isFilingYear } from '../../../hmda/schema'
import type { FilingYear, RecordKind } from '../../../hmda/types'
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
}

export interface DraftStore {
  load(): Promise<Draft | null>
  /** Rejects when the browser refuses to store the draft (e.g. quota exceeded). */
  save(draft: Draft): Promise<void>
  clear(): Promise<void>
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
  const { year, ts, lar, other, editor, changedSinceDownload } = v
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
  return {
    load() {
      try {
        const text = storage.getItem(key)
        return Promise.resolve(text === null ? null : parseDraft(JSON.parse(text)))
      } catch {
        return Promise.resolve(null)
      }
    },
    save(draft) {
      try {
        storage.setItem(key, JSON.stringify(draft))
        return Promise.resolve()
      } catch (error) {
        return Promise.reject(
          error instanceof Error || isQuotaError(error) ? error : new Error(String(error)),
        )
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
  }
}

const DB_NAME = 'hmda-online-lar-formatting'
const STORE = 'drafts'

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

/** A store in IndexedDB: one record, written in a single transaction. */
export function createIndexedDbStore(idb: IDBFactory, key = KEY): DraftStore {
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
  const write = async (action: (store: IDBObjectStore) => void) => {
    const tx = (await open()).transaction(STORE, 'readwrite')
    action(tx.objectStore(STORE))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'))
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
  }
  return {
    async load() {
      const tx = (await open()).transaction(STORE, 'readonly')
      return parseDraft(await request(tx.objectStore(STORE).get(key)))
    },
    save: (draft) => write((store) => store.put(draft, key)),
    clear: () => write((store) => store.delete(key)),
  }
}

/** IndexedDB when the browser has it, otherwise localStorage. */
export function createDefaultStore(): DraftStore {
  if (typeof indexedDB !== 'undefined') return createIndexedDbStore(indexedDB)
  return createLocalStorageStore(window.localStorage)
}
