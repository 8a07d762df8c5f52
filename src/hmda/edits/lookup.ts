import { EDIT_CATALOGUE } from './catalogue'
import type { EditCategory, EditDef } from './types'
import { yearRange } from './years'

/** Filing years covered by the catalogue (annual edit lists), oldest first. */
export const EDIT_YEARS: readonly number[] = yearRange(2018, 2026)

/** Years with a quarterly edit list (quarterly filing began with 2020), oldest first. */
export const QUARTERLY_EDIT_YEARS: readonly number[] = yearRange(2020, 2026)

export interface EditQuery {
  /** `true`: the edits applied to quarterly filings; otherwise the annual list. */
  readonly quarterly?: boolean
  readonly category?: EditCategory
}

const ID_PATTERN = /^([SVQ])(\d+)(?:-(.+))?$/
const PREFIX_ORDER = 'SVQ'

interface IdParts {
  readonly prefix: number
  readonly number: number
  /** No sub-number sorts first, then numeric sub-numbers, then named ones (`Q600-warning`). */
  readonly subRank: number
  readonly sub: number
  readonly subText: string
}

function idParts(id: string): IdParts {
  const match = ID_PATTERN.exec(id)
  if (!match) return { prefix: 3, number: 0, subRank: 0, sub: 0, subText: id }
  const [, letter = '', number = '0', sub] = match
  const numericSub = sub !== undefined && /^\d+$/.test(sub)
  return {
    prefix: PREFIX_ORDER.indexOf(letter),
    number: Number(number),
    subRank: sub === undefined ? 0 : numericSub ? 1 : 2,
    sub: numericSub ? Number(sub) : 0,
    subText: sub ?? '',
  }
}

/** Orders edit ids as the platform lists them: S, then V, then Q; by number, then sub-number. */
export function compareEditIds(a: string, b: string): number {
  const x = idParts(a)
  const y = idParts(b)
  return (
    x.prefix - y.prefix ||
    x.number - y.number ||
    x.subRank - y.subRank ||
    x.sub - y.sub ||
    (x.subText < y.subText ? -1 : x.subText > y.subText ? 1 : 0)
  )
}

const SORTED: readonly EditDef[] = [...EDIT_CATALOGUE].sort(
  (a, b) => compareEditIds(a.id, b.id) || (a.years[0] ?? 0) - (b.years[0] ?? 0),
)

function appliesIn(edit: EditDef, year: number, quarterly: boolean): boolean {
  return (quarterly ? edit.quarterlyYears : edit.years).includes(year)
}

const cache = new Map<string, readonly EditDef[]>()

/**
 * The edits that apply to a filing year, in the platform's order (S, V, Q by number, then
 * sub-number). Annual list by default; `quarterly: true` gives the quarterly list (empty before
 * 2020). The same array is returned for the same arguments.
 */
export function editsFor(year: number, options: EditQuery = {}): readonly EditDef[] {
  const quarterly = options.quarterly === true
  const key = `${year}|${quarterly ? 'q' : 'a'}|${options.category ?? ''}`
  let edits = cache.get(key)
  if (!edits) {
    edits = SORTED.filter(
      (edit) =>
        appliesIn(edit, year, quarterly) &&
        (options.category === undefined || edit.category === options.category),
    )
    cache.set(key, edits)
  }
  return edits
}

/**
 * The version of edit `id` in force in `year`. With `quarterly` set, only that list is searched
 * (`true`: quarterly, `false`: annual); without it the annual list is tried first, then the
 * quarterly one (a few edits, e.g. V718 in 2020–2021, were listed for quarterly filings only).
 */
export function getEdit(
  id: string,
  year: number,
  options: { readonly quarterly?: boolean } = {},
): EditDef | undefined {
  const { quarterly } = options
  const find = (inQuarterly: boolean) =>
    SORTED.find((edit) => edit.id === id && appliesIn(edit, year, inQuarterly))
  if (quarterly !== undefined) return find(quarterly)
  return find(false) ?? find(true)
}

/** Every version of edit `id`, oldest first (empty if the id is unknown). */
export function editHistory(id: string): readonly EditDef[] {
  return SORTED.filter((edit) => edit.id === id)
}
