import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createDefaultStore,
  createLocalStorageStore,
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
