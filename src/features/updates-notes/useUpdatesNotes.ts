import { useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom'
import { useAddressed } from '@/lib/useAddressed'
import { CHANGE_LOG, ENTRY_TYPES, PRODUCTS, type EntryType, type Product } from './changeLog'
import {
  filterEntries,
  keywordWords,
  NO_FILTERS,
  parseFilters,
  serializeFilters,
  sortNewestFirst,
  toggleValue,
  unknownFilterValues,
  type Filters,
} from './filterEntries'

const ENTRIES = sortNewestFirst(CHANGE_LOG)
const ENTRY_IDS = new Set(ENTRIES.map((e) => e.id))

/**
 * The entry id named by the address's fragment ('' when none). Earlier versions of this page
 * also had a "{period}-deadline" entry per period: those links go to the period's entry.
 */
function fragmentId(hash: string): string {
  let id: string
  try {
    id = decodeURIComponent(hash.slice(1))
  } catch {
    id = hash.slice(1)
  }
  const legacy = /^(\d{4}(?:-Q[123])?)-deadline$/.exec(id)
  return legacy && ENTRY_IDS.has(`${legacy[1]}-opened`) ? `${legacy[1]}-opened` : id
}

/**
 * The state of Updates and Notes: the filters kept in the address (`?type=…&product=…&keywords=…`),
 * the entries they let through, the keyword box's own text, and the entry the fragment links to.
 */
export function useUpdatesNotes() {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigationType = useNavigationType()
  const navigate = useNavigate()

  const filters = useMemo(() => parseFilters(searchParams), [searchParams])
  const unknown = useMemo(() => unknownFilterValues(searchParams), [searchParams])
  const results = useMemo(() => filterEntries(ENTRIES, filters), [filters])
  const words = useMemo(() => keywordWords(filters.keywords), [filters.keywords])

  // The keyword box keeps its own text, so typing never waits for the address to update. It takes
  // the address's keywords again when the history moves (back or forward).
  const [keywordText, setKeywordText] = useState(filters.keywords)
  const [seenLocation, setSeenLocation] = useState(location.key)
  if (location.key !== seenLocation) {
    setSeenLocation(location.key)
    if (navigationType === 'POP' && keywordText !== filters.keywords) {
      setKeywordText(filters.keywords)
    }
  }

  // Each change builds on the filters last put in the address (see useAddressed).
  const nextFilters = useAddressed(filters)

  /** Puts the filters in the address: a new history entry, or replacing it while typing. */
  const apply = (change: (current: Filters) => Filters, replace = false) => {
    const next = nextFilters(change)
    void navigate(
      { pathname: location.pathname, search: serializeFilters(next), hash: location.hash },
      { replace },
    )
  }

  const reset = () => {
    setKeywordText('')
    apply(() => NO_FILTERS)
  }

  // The shell scrolls to a fragment before this lazily loaded screen exists, so do it here too.
  const target = fragmentId(location.hash)
  useEffect(() => {
    if (target) document.getElementById(target)?.scrollIntoView()
  }, [target])

  // After "Show all entries", move to the linked entry once it is rendered.
  const pendingFocus = useRef<string | null>(null)
  useEffect(() => {
    const id = pendingFocus.current
    const element = id ? document.getElementById(id) : null
    if (!element) return
    pendingFocus.current = null
    element.scrollIntoView()
    element.focus({ preventScroll: true })
  }, [results])

  return {
    filters,
    /** Values of the address that are not filters of this page. */
    unknown,
    results,
    total: ENTRIES.length,
    /** Lower-case keywords, highlighted in the entries. */
    words,
    keywordText,
    setKeywords: (text: string) => {
      setKeywordText(text)
      apply((current) => ({ ...current, keywords: text }), true)
    },
    toggleType: (type: EntryType) =>
      apply((current) => ({ ...current, types: toggleValue(current.types, type, ENTRY_TYPES) })),
    toggleProduct: (product: Product) =>
      apply((current) => ({
        ...current,
        products: toggleValue(current.products, product, PRODUCTS),
      })),
    reset,
    /** The entry the fragment names ('' when none). */
    target,
    /** True when the fragment names an entry the filters hide. */
    targetHidden: ENTRY_IDS.has(target) && !results.some((e) => e.id === target),
    /** Resets the filters, then moves to the linked entry once it is shown. */
    showAll: () => {
      pendingFocus.current = target
      reset()
    },
  }
}

export type UpdatesNotesModel = ReturnType<typeof useUpdatesNotes>
