import { useCallback, useMemo, useState } from 'react'
import { searchRows, sortRows, type Row, type Sort, type SortKey } from './mapTable'

/** Rows per page of the table (the states fit on one page; the counties take 33). */
export const TABLE_PAGE_SIZE = 100

/**
 * The Maps table's state: sort, search and page over `rows`. The page follows the selection (a
 * feature chosen on the map or in the address is on the page shown); paging by hand keeps its
 * page until the rows, the search or the selection change. The search and sort outlive new rows
 * (another value, a second filter); the page keys the table by geography to reset them.
 */
export function useMapTable(rows: readonly Row[], selectedKey: string | null) {
  const [sort, setSort] = useState<Sort>({ key: 'name', ascending: true })
  const [query, setQuery] = useState('')
  const trimmed = query.trim()
  const sorted = useMemo(() => sortRows(rows, sort), [rows, sort])
  const shown = useMemo(() => searchRows(sorted, query), [sorted, query])
  const anchor = `${selectedKey ?? ''}\u0000${trimmed}`
  const pageOfSelection = () => {
    const at = selectedKey ? shown.findIndex((r) => r.key === selectedKey) : -1
    return at >= 0 ? Math.floor(at / TABLE_PAGE_SIZE) : null
  }
  const [pager, setPager] = useState(() => ({ page: pageOfSelection() ?? 0, anchor, rows: shown }))
  let pageIndex = pager.page
  if (pager.anchor !== anchor || pager.rows !== shown) {
    pageIndex =
      pageOfSelection() ??
      (pager.anchor === anchor
        ? Math.min(pager.page, Math.max(0, Math.ceil(shown.length / TABLE_PAGE_SIZE) - 1))
        : 0)
    setPager({ page: pageIndex, anchor, rows: shown })
  }
  const pages = Math.max(1, Math.ceil(shown.length / TABLE_PAGE_SIZE))
  const first = pageIndex * TABLE_PAGE_SIZE
  const visible = shown.slice(first, first + TABLE_PAGE_SIZE)
  const goTo = useCallback((page: number) => setPager((p) => ({ ...p, page })), [])
  /** A new column sorts names A–Z and numbers high to low; the same column again reverses. */
  const sortBy = useCallback(
    (key: SortKey) =>
      setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : key === 'name' })),
    [],
  )
  return {
    sort,
    sortBy,
    query,
    setQuery,
    trimmed,
    sorted,
    shown,
    pageIndex,
    pages,
    first,
    visible,
    goTo,
  }
}
