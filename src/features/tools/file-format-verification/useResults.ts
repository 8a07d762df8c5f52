import { useState } from 'react'
import type { EditFindings, ValidationResult } from '@/hmda/validate/engine'

/** Failing rows shown per page of an edit. */
export const ROWS_PER_PAGE = 20

/** What the results show of a check: whether it is clean, its period, and the filtered edits. */
export function useResults(result: ValidationResult) {
  const [filter, setFilter] = useState('')
  const clean = result.fatal === null && result.edits.length === 0
  const shown = filter ? result.edits.filter((e) => e.id === filter) : result.edits
  const toVerify = result.quality.length + result.macro.filter((m) => m.triggered).length
  const period =
    result.year === null
      ? null
      : result.quarter === null
        ? `${String(result.year)} annual filing`
        : `${String(result.year)} quarter ${String(result.quarter)} filing`
  return { filter, setFilter, clean, shown, toVerify, period }
}

/** One edit's rows in the table: expanded or not, and the page of failing rows shown. */
export function useEditPages(edit: EditFindings) {
  const [open, setOpen] = useState(false)
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(edit.examples.length / ROWS_PER_PAGE))
  const rows = edit.examples.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE)
  return {
    open,
    toggle: () => setOpen(!open),
    page,
    pages,
    rows,
    /** The 1-based number of the first row on the page. */
    first: page * ROWS_PER_PAGE + 1,
    previous: () => setPage(page - 1),
    next: () => setPage(page + 1),
  }
}
