import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { getFields } from '@/hmda/schema'
import { splitFields } from '@/hmda/parse'
import type { FieldDef, FilingYear, RecordKind } from '@/hmda/types'
import { fieldIndexAt, groupByDataPoint, valuesToRow } from './filing'
import { editMessagesByField, qualityMessagesByField, type RowCheckState } from './rowCheck'

export interface UseRowEditorArgs {
  year: FilingYear
  kind: RecordKind
  values: readonly string[]
  /** Prefix of the field inputs' ids (`${idPrefix}-${key}`, as FieldInput builds them). */
  idPrefix: string
  onRowChange: (values: string[]) => void
  check: RowCheckState | null
}

export interface FieldGroup {
  dataPoint: string
  fields: FieldDef[]
}

export interface RowEditorState {
  fields: readonly FieldDef[]
  /** The raw pipe-delimited row. */
  raw: string
  fieldCount: number
  filter: string
  setFilter: (filter: string) => void
  /** The groups and fields the filter leaves shown. */
  visibleGroups: readonly FieldGroup[]
  shownCount: number
  /** Offset of the cursor in the raw row, or null before it has been placed. */
  setCursor: (offset: number | null) => void
  /** What the raw row's status line says about the cursor. */
  cursorText: string
  /** Line breaks were typed or pasted into the raw row and removed. */
  breakRemoved: boolean
  /** Takes the raw row's new text: line breaks removed, then split into fields. */
  changeRaw: (text: string) => void
  editMessages: ReadonlyMap<number, string>
  verifyMessages: ReadonlyMap<number, string>
  /** Focuses field `key`, clearing the filter first when it hides the field. */
  showField: (key: string) => void
}

const NO_MESSAGES: ReadonlyMap<number, string> = new Map()

/** Focuses the input of field `key` (prefixed ids as FieldInput builds them). */
function focusField(idPrefix: string, key: string) {
  document.getElementById(`${idPrefix}-${key}`)?.focus()
}

/** The state of one row's editor: the filter, the raw row's cursor and the check's messages. */
export function useRowEditor({
  year,
  kind,
  values,
  idPrefix,
  onRowChange,
  check,
}: UseRowEditorArgs): RowEditorState {
  const fields = getFields(year, kind)
  const groups = useMemo(() => groupByDataPoint(fields), [fields])
  const [filter, setFilter] = useState('')
  const deferredFilter = useDeferredValue(filter)
  const [cursor, setCursor] = useState<number | null>(null)
  const [breakRemoved, setBreakRemoved] = useState(false)
  /** A field to focus once it is shown (after "Go to field" cleared the filter). */
  const focusKey = useRef<string | null>(null)
  const raw = valuesToRow(values)

  const query = deferredFilter.trim().toLowerCase()
  const visibleGroups = useMemo(() => {
    if (query === '') return groups
    return groups
      .map((group) => ({
        ...group,
        fields: group.fields.filter(
          (f) => f.name.toLowerCase().includes(query) || String(f.position) === query,
        ),
      }))
      .filter((group) => group.fields.length > 0)
  }, [groups, query])
  const shownCount = visibleGroups.reduce((n, g) => n + g.fields.length, 0)

  const editMessages = useMemo(
    () => (check?.status === 'ready' ? editMessagesByField(check.check) : NO_MESSAGES),
    [check],
  )
  const verifyMessages = useMemo(
    () => (check?.status === 'ready' ? qualityMessagesByField(check.check) : NO_MESSAGES),
    [check],
  )
  useEffect(() => {
    const key = focusKey.current
    if (key === null || !visibleGroups.some((g) => g.fields.some((f) => f.key === key))) return
    focusKey.current = null
    focusField(idPrefix, key)
  }, [visibleGroups, idPrefix])

  const cursorIndex = cursor === null ? null : fieldIndexAt(raw, cursor)
  const cursorField = cursorIndex === null ? undefined : fields[cursorIndex]
  const cursorText =
    cursorIndex === null
      ? 'Place the cursor in the row to see which field it is in.'
      : cursorField
        ? `Cursor in field ${String(cursorField.position)}: ${cursorField.name}`
        : `Cursor in field ${String(cursorIndex + 1)}: beyond the last field`

  return {
    fields,
    raw,
    fieldCount: splitFields(raw).length,
    filter,
    setFilter,
    visibleGroups,
    shownCount,
    setCursor,
    cursorText,
    breakRemoved,
    changeRaw: (text) => {
      if (/[\r\n]/.test(text)) setBreakRemoved(true)
      onRowChange(splitFields(text.replace(/[\r\n]/g, '')))
    },
    editMessages,
    verifyMessages,
    showField: (key) => {
      if (document.getElementById(`${idPrefix}-${key}`)) {
        focusField(idPrefix, key)
      } else {
        focusKey.current = key
        setFilter('')
      }
    },
  }
}
