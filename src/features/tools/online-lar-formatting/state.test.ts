import { describe, expect, it } from 'vitest'
import { LAR_INDEX, TS_INDEX } from '@/hmda/schema'
import { validLarRow, validTsRow } from '@/hmda/testing/rowBuilder'
import { rowToValues, withValue } from './filing'
import {
  INITIAL_STATE,
  fromDraft,
  hasUnsavedWork,
  isEditorDirty,
  newFiling,
  reducer,
  toDraft,
  type Action,
  type State,
} from './state'

const run = (actions: Action[], state: State = INITIAL_STATE) => actions.reduce(reducer, state)
const total = (state: State) => rowToValues(state.filing?.ts ?? '', 'ts')[TS_INDEX.totalEntries]

const TS = validTsRow(2024, { totalEntries: '9' })
const LAR = validLarRow(2024)

const opened = run([
  {
    type: 'load',
    filing: { year: 2024, ts: TS, lar: [LAR, LAR], other: [] },
    changedSinceDownload: false,
  },
])

describe('reducer', () => {
  it('makes the TS count follow the LAR rows when a filing is loaded', () => {
    expect(total(opened)).toBe('2')
    expect(hasUnsavedWork(opened)).toBe(false)
  })

  it('creates the TS and LAR rows of a new filing', () => {
    let state = run([
      { type: 'load', filing: newFiling(2025), changedSinceDownload: false },
      { type: 'edit', kind: 'ts', index: null },
    ])
    expect(state.editor?.kind).toBe('ts')
    expect(isEditorDirty(state.editor)).toBe(false)
    state = reducer(state, { type: 'setField', index: TS_INDEX.lei, value: 'LEI1' })
    expect(isEditorDirty(state.editor)).toBe(true)
    expect(hasUnsavedWork(state)).toBe(true)
    state = run([{ type: 'save' }, { type: 'edit', kind: 'lar', index: null }], state)
    expect(state.filing?.ts).not.toBeNull()
    expect(state.editor?.values[LAR_INDEX.lei]).toBe('LEI1')
    state = run([{ type: 'setField', index: LAR_INDEX.uli, value: 'U1' }, { type: 'save' }], state)
    expect(state.filing?.lar).toHaveLength(1)
    expect(state.editor?.index).toBe(0)
    expect(total(state)).toBe('1')
  })

  it('updates a row in place and keeps an open TS editor in step with the count', () => {
    let state = run([{ type: 'edit', kind: 'lar', index: 1 }], opened)
    state = run(
      [{ type: 'setField', index: LAR_INDEX.loanAmount, value: '1' }, { type: 'save' }],
      state,
    )
    expect(rowToValues(state.filing?.lar[1] ?? '', 'lar')[LAR_INDEX.loanAmount]).toBe('1')
    expect(state.filing?.lar[0]).toBe(LAR)
    state = run(
      [
        { type: 'edit', kind: 'ts', index: 0 },
        { type: 'delete', kind: 'lar', index: 0 },
      ],
      state,
    )
    expect(state.editor?.values[TS_INDEX.totalEntries]).toBe('1')
    expect(isEditorDirty(state.editor)).toBe(false)
    expect(total(state)).toBe('1')
  })

  it('closes or shifts the editor when a row is deleted', () => {
    const editing1 = run([{ type: 'edit', kind: 'lar', index: 1 }], opened)
    expect(run([{ type: 'delete', kind: 'lar', index: 1 }], editing1).editor).toBeNull()
    expect(run([{ type: 'delete', kind: 'lar', index: 0 }], editing1).editor?.index).toBe(0)
    expect(run([{ type: 'delete', kind: 'ts', index: 0 }], opened).filing?.ts).toBeNull()
  })

  it('reverts the editor to the saved row', () => {
    const state = run(
      [
        { type: 'edit', kind: 'lar', index: 0 },
        { type: 'change', values: withValue(rowToValues(LAR, 'lar'), 2, 'X') },
        { type: 'revert' },
      ],
      opened,
    )
    expect(isEditorDirty(state.editor)).toBe(false)
  })

  it('marks the filing as downloaded until the next change', () => {
    const changed = run([{ type: 'delete', kind: 'lar', index: 0 }], opened)
    expect(hasUnsavedWork(changed)).toBe(true)
    const downloaded = reducer(changed, { type: 'downloaded' })
    expect(hasUnsavedWork(downloaded)).toBe(false)
  })

  it('round-trips through a draft', () => {
    const state = run([{ type: 'edit', kind: 'lar', index: 1 }], opened)
    const draft = toDraft(state)
    expect(draft).not.toBeNull()
    if (!draft) return
    expect(reducer(INITIAL_STATE, fromDraft(draft))).toEqual(state)
    expect(toDraft(INITIAL_STATE)).toBeNull()
  })
})

describe('sync (the filing as changed in another tab)', () => {
  const other = validLarRow(2024, { loanAmount: '123456' })

  it('keeps the open row, found again by its text when rows moved', () => {
    let state = run([{ type: 'edit', kind: 'lar', index: 1 }], {
      ...opened,
      filing: { year: 2024, ts: TS, lar: [LAR, other], other: [] },
    })
    state = reducer(state, { type: 'setField', index: LAR_INDEX.city, value: 'Typed here' })
    const moved = reducer(state, {
      type: 'sync',
      filing: { year: 2024, ts: TS, lar: [other, LAR, LAR], other: [] },
      filingId: state.filingId,
      changedSinceDownload: true,
    })
    expect(moved.editor?.index).toBe(0)
    expect(moved.editor?.values[LAR_INDEX.city]).toBe('Typed here')
    expect(total(moved)).toBe('3')
  })

  it('turns the open row into a new one when the other tab deleted it, keeping what was typed', () => {
    let state = run([{ type: 'edit', kind: 'lar', index: 1 }], {
      ...opened,
      filing: { year: 2024, ts: TS, lar: [LAR, other], other: [] },
    })
    state = reducer(state, { type: 'setField', index: LAR_INDEX.city, value: 'Typed here' })
    const deleted = reducer(state, {
      type: 'sync',
      filing: { year: 2024, ts: TS, lar: [LAR], other: [] },
      filingId: state.filingId,
      changedSinceDownload: true,
    })
    expect(deleted.editor?.index).toBeNull()
    expect(deleted.editor?.values[LAR_INDEX.city]).toBe('Typed here')
  })
})
