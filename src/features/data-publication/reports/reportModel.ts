/**
 * Report files (aggregate and disclosure JSON of 2018 and later, the Institution Register Summary
 * CSV) turned into one table model that the viewer renders and "Save as CSV" writes. The shape of
 * a file is checked once here; anything unexpected becomes a ReportShapeError naming where.
 */

import { csvCode, CsvReader, csvRow, type CsvCode } from '@/lib/csv'

export type Cell = number | string

export interface TableRow {
  label: string
  cells: Cell[]
}

export interface RowGroup {
  /** Shown as a header row spanning the table; empty for an ungrouped table. */
  label: string
  rows: TableRow[]
}

export interface ColumnGroup {
  label: string
  span: number
}

export interface TableModel {
  caption: string
  /** Header of the row-label column. */
  rowHeader: string
  /** A first header row over `columns` (empty when the table has one header row). */
  columnGroups: ColumnGroup[]
  columns: string[]
  /** Which columns hold amounts in dollars (formatted with separators). */
  amountColumns: boolean[]
  rowGroups: RowGroup[]
  /** Totals rows shown in the table foot (may be empty). */
  totals: TableRow[]
  /** The body's row labels are codes (the IRS's MSA/MD column): kept as text in the CSV. */
  rowLabelsAreCodes?: boolean
}

export interface ReportHeader {
  table: string
  type: 'Aggregate' | 'Disclosure'
  description: string
  year: string
  reportDate: string
  msa: { id: string; name: string }
  institution?: { lei: string; name: string }
}

export interface Report {
  header: ReportHeader
  table: TableModel
  /** Every count and amount is zero (not meaningful for the institution list). */
  allZero: boolean
}

export class ReportShapeError extends Error {
  constructor(
    readonly path: string,
    expected: string,
  ) {
    super(`The report file is not in the expected form: ${path} should be ${expected}.`)
    this.name = 'ReportShapeError'
  }
}

/* ----------------------------------------------------------------------------------------- */
/* Shape checks                                                                               */

type Json = Record<string, unknown>

function obj(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ReportShapeError(path, 'an object')
  }
  return value as Json
}

function arr(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ReportShapeError(path, 'a list')
  return value
}

function str(value: unknown, path: string): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  throw new ReportShapeError(path, 'text')
}

function optStr(value: unknown, path: string): string {
  return value === undefined || value === null ? '' : str(value, path)
}

function num(value: unknown, path: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  throw new ReportShapeError(path, 'a number')
}

/** The letter in "(B)" or "Loans Originated - (B)", for sorting; "~" (after letters) if none. */
function sortLetter(value: unknown): string {
  const match = typeof value === 'string' ? /\(([A-Z])\)\s*$/.exec(value) : null
  return match?.[1] ?? '~'
}

function sortBy<T>(items: T[], key: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, k: key(item) }))
    .sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : a.index - b.index))
    .map((x) => x.item)
}

interface CountValue {
  name: string
  count: number
  value: number
  sort: string
}

/** A list of {<nameKey>, count, value} sorted by the letter in `sortKey` (or in the name). */
function countValues(
  value: unknown,
  path: string,
  nameKey: string,
  sortKey: string | null,
): CountValue[] {
  const items = arr(value, path).map((raw, i) => {
    const p = `${path}[${i}]`
    const o = obj(raw, p)
    const name = str(o[nameKey], `${p}.${nameKey}`)
    return {
      name,
      count: num(o.count, `${p}.count`),
      value: num(o.value, `${p}.value`),
      sort: sortLetter(sortKey ? (o[sortKey] ?? name) : name),
    }
  })
  return sortBy(items, (x) => x.sort)
}

const flat = (cvs: CountValue[]): number[] => cvs.flatMap((cv) => [cv.count, cv.value])

/** Column groups of count/amount pairs, taken from the first non-empty list. */
function pairColumns(names: string[]) {
  return {
    columnGroups: names.map((label) => ({ label, span: 2 })),
    columns: names.flatMap(() => ['Count', 'Amount ($)']),
    amountColumns: names.flatMap(() => [false, true]),
  }
}

/** Labels of a list must be the same in every row, else the columns would not line up. */
function sameNames(expected: string[], actual: CountValue[], path: string) {
  const names = actual.map((a) => a.name)
  if (names.length !== expected.length || names.some((n, i) => n !== expected[i])) {
    throw new ReportShapeError(path, `the same columns as the first row (${expected.join('; ')})`)
  }
}

function sumRows(label: string, rows: TableRow[]): TableRow {
  const width = rows[0]?.cells.length ?? 0
  const cells = Array.from({ length: width }, (_, c) =>
    rows.reduce((sum, row) => sum + (typeof row.cells[c] === 'number' ? row.cells[c] : 0), 0),
  )
  return { label, cells }
}

/** "Dallas County/Texas/000100" → "Tract 000100, Dallas County, Texas". */
export function tractLabel(tract: string): string {
  const parts = tract.split('/')
  if (parts.length !== 3) return tract
  const [county, state, code] = parts
  if (tract === 'NA/NA/NA') return 'Tract not available'
  return `Tract ${code}, ${county}, ${state}`
}

const byTractName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true })

/* ----------------------------------------------------------------------------------------- */
/* Tables                                                                                     */

type Body = Pick<TableModel, 'rowHeader' | 'columnGroups' | 'columns' | 'amountColumns'> & {
  rowGroups: RowGroup[]
  totals: TableRow[]
}

function table1(r: Json): Body {
  const tracts = arr(r.tracts, 'tracts').map((raw, i) => {
    const p = `tracts[${i}]`
    const t = obj(raw, p)
    const name = str(t.tract, `${p}.tract`)
    const dispositions = sortBy(
      arr(t.dispositions, `${p}.dispositions`).map((rawD, j) => {
        const pd = `${p}.dispositions[${j}]`
        const d = obj(rawD, pd)
        const title = str(d.title, `${pd}.title`)
        return {
          title,
          sort: sortLetter(d.titleForSorting ?? title),
          values: countValues(d.values, `${pd}.values`, 'dispositionName', null),
        }
      }),
      (d) => d.sort,
    )
    return { name, dispositions, path: p }
  })
  tracts.sort(byTractName)
  const first = tracts.find((t) => t.dispositions.length)?.dispositions[0]?.values ?? []
  const names = first.map((v) => v.name)
  const rowGroups = tracts.map((t) => ({
    label: tractLabel(t.name),
    rows: t.dispositions.map((d, j) => {
      sameNames(names, d.values, `${t.path}.dispositions[${j}].values`)
      return { label: d.title, cells: flat(d.values) }
    }),
  }))
  // Totals: each disposition summed over every tract.
  const titles: string[] = []
  for (const g of rowGroups)
    for (const row of g.rows) if (!titles.includes(row.label)) titles.push(row.label)
  const totals = titles.map((title) =>
    sumRows(
      `Total: ${title}`,
      rowGroups.flatMap((g) => g.rows.filter((row) => row.label === title)),
    ),
  )
  return { rowHeader: 'Tract and disposition', ...pairColumns(names), rowGroups, totals }
}

function table2(r: Json): Body {
  const tracts = arr(r.tracts, 'tracts').map((raw, i) => {
    const p = `tracts[${i}]`
    const t = obj(raw, p)
    return {
      name: str(t.tract, `${p}.tract`),
      values: countValues(t.values, `${p}.values`, 'dispositionName', null),
      path: p,
    }
  })
  tracts.sort(byTractName)
  const names = (tracts[0]?.values ?? []).map((v) => v.name)
  const rows = tracts.map((t) => {
    sameNames(names, t.values, `${t.path}.values`)
    return { label: tractLabel(t.name), cells: flat(t.values) }
  })
  return {
    rowHeader: 'Tract',
    ...pairColumns(names),
    rowGroups: [{ label: '', rows }],
    totals: rows.length ? [sumRows('Total', rows)] : [],
  }
}

/** Tables 3 and 4: a characteristic (race or ethnicity), then its rows by sex. */
function tableBySex(r: Json, listKey: string, nameKey: string, sortKey: string): Body {
  let names: string[] | null = null
  const check = (cvs: CountValue[], path: string) => {
    if (names === null) names = cvs.map((c) => c.name)
    else sameNames(names, cvs, path)
    return flat(cvs)
  }
  const groups = arr(r[listKey], listKey).map((raw, i) => {
    const p = `${listKey}[${i}]`
    const g = obj(raw, p)
    const label = str(g[nameKey], `${p}.${nameKey}`)
    const own = countValues(
      g.dispositions,
      `${p}.dispositions`,
      'disposition',
      'dispositionForSorting',
    )
    const genders = sortBy(
      arr(g.gender, `${p}.gender`).map((rawG, j) => {
        const pg = `${p}.gender[${j}]`
        const s = obj(rawG, pg)
        return {
          label: str(s.gender, `${pg}.gender`),
          sort: sortLetter(s.genderForSorting),
          values: countValues(
            s.dispositions,
            `${pg}.dispositions`,
            'disposition',
            'dispositionForSorting',
          ),
          path: `${pg}.dispositions`,
        }
      }),
      (s) => s.sort,
    )
    const rows: TableRow[] = [{ label: `All (${label})`, cells: check(own, `${p}.dispositions`) }]
    for (const s of genders) rows.push({ label: s.label, cells: check(s.values, s.path) })
    return { label, sort: sortLetter(g[sortKey]), rows }
  })
  const header = listKey === 'races' ? 'Race and sex' : 'Ethnicity and sex'
  return {
    rowHeader: header,
    ...pairColumns(names ?? []),
    rowGroups: sortBy(groups, (g) => g.sort).map(({ label, rows }) => ({ label, rows })),
    totals: [],
  }
}

function table5(r: Json): Body {
  let names: string[] | null = null
  const check = (cvs: CountValue[], path: string) => {
    if (names === null) names = cvs.map((c) => c.name)
    else sameNames(names, cvs, path)
    return flat(cvs)
  }
  const incomes = sortBy(
    arr(r.applicantIncomes, 'applicantIncomes').map((raw, i) => {
      const p = `applicantIncomes[${i}]`
      const inc = obj(raw, p)
      const income = str(inc.applicantIncome, `${p}.applicantIncome`)
      const bc = obj(inc.borrowerCharacteristics, `${p}.borrowerCharacteristics`)
      const groups: RowGroup[] = []
      const part = (
        key: string,
        listKey: string,
        nameKey: string,
        sortKey: string,
        heading: string,
      ) => {
        if (bc[key] === undefined) return
        const pc = `${p}.borrowerCharacteristics.${key}`
        const c = obj(bc[key], pc)
        const items = sortBy(
          arr(c[listKey], `${pc}.${listKey}`).map((rawX, j) => {
            const px = `${pc}.${listKey}[${j}]`
            const x = obj(rawX, px)
            return {
              label: str(x[nameKey], `${px}.${nameKey}`),
              sort: sortLetter(x[sortKey]),
              cells: check(
                countValues(x.dispositions, `${px}.dispositions`, 'name', 'nameForSorting'),
                `${px}.dispositions`,
              ),
            }
          }),
          (x) => x.sort,
        )
        groups.push({
          label: `${income}: by ${heading}`,
          rows: items.map(({ label, cells }) => ({ label, cells })),
        })
      }
      part('race', 'races', 'race', 'raceForSorting', 'race')
      part('ethnicity', 'ethnicities', 'ethnicityName', 'ethnicityForSorting', 'ethnicity')
      return { sort: sortLetter(inc.applicantIncomeSorting), groups }
    }),
    (x) => x.sort,
  )
  return {
    rowHeader: 'Applicant income, race and ethnicity',
    ...pairColumns(names ?? []),
    rowGroups: incomes.flatMap((x) => x.groups),
    totals: [],
  }
}

function table9(r: Json): Body {
  let names: string[] | null = null
  const ages = sortBy(
    arr(r.medianAges, 'medianAges').map((raw, i) => {
      const p = `medianAges[${i}]`
      const a = obj(raw, p)
      const label = str(a.medianAge, `${p}.medianAge`)
      const rows = sortBy(
        arr(a.loanCategories, `${p}.loanCategories`).map((rawC, j) => {
          const pc = `${p}.loanCategories[${j}]`
          const c = obj(rawC, pc)
          const cat = str(c.loanCategory, `${pc}.loanCategory`)
          // Dispositions keep the file's order (they carry no sort key).
          const cvs = arr(c.dispositions, `${pc}.dispositions`).map((rawD, k) => {
            const pd = `${pc}.dispositions[${k}]`
            const d = obj(rawD, pd)
            return {
              name: str(d.disposition, `${pd}.disposition`),
              count: num(d.count, `${pd}.count`),
              value: num(d.value, `${pd}.value`),
              sort: '',
            }
          })
          if (names === null) names = cvs.map((x) => x.name)
          else sameNames(names, cvs, `${pc}.dispositions`)
          return { label: cat, sort: sortLetter(cat), cells: flat(cvs) }
        }),
        (x) => x.sort,
      )
      return {
        label,
        sort: sortLetter(a.ageForSorting),
        rows: rows.map(({ label: l, cells }) => ({ label: l, cells })),
      }
    }),
    (x) => x.sort,
  )
  const rowGroups = ages.map(({ label, rows }) => ({ label, rows }))
  const categories: string[] = []
  for (const g of rowGroups)
    for (const row of g.rows) if (!categories.includes(row.label)) categories.push(row.label)
  const totals = categories.map((cat) =>
    sumRows(
      `Total: ${cat}`,
      rowGroups.flatMap((g) => g.rows.filter((row) => row.label === cat)),
    ),
  )
  return {
    rowHeader: optStr(r.characteristic, 'characteristic') || 'Median age of homes and loan type',
    ...pairColumns(names ?? []),
    rowGroups,
    totals,
  }
}

function tableI(r: Json): Body {
  const names = arr(r.institutions, 'institutions').map((x, i) => str(x, `institutions[${i}]`))
  return {
    rowHeader: 'Institution',
    columnGroups: [],
    columns: [],
    amountColumns: [],
    rowGroups: [
      {
        label: '',
        rows: [...names]
          .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
          .map((label) => ({ label, cells: [] })),
      },
    ],
    totals: [],
  }
}

const TABLES: Record<string, (r: Json) => Body> = {
  '1': table1,
  '2': table2,
  '3': (r) => tableBySex(r, 'races', 'race', 'raceForSorting'),
  '4': (r) => tableBySex(r, 'ethnicities', 'ethnicityName', 'ethnicityNameForSorting'),
  '5': table5,
  '9': table9,
  i: tableI,
}

/** The report ids of 2018 and later that this module reads. */
export const JSON_REPORT_IDS = Object.keys(TABLES)

function allZero(body: Body): boolean {
  return body.rowGroups.every((g) =>
    g.rows.every((row) => row.cells.every((c) => typeof c !== 'number' || c === 0)),
  )
}

/** Parses an aggregate or disclosure report file (2018+), expected to be table `id`. */
export function parseReportJson(raw: unknown, id: string): Report {
  const r = obj(raw, 'the file')
  const table = str(r.table, 'table')
  if (table.toLowerCase() !== id.toLowerCase()) {
    throw new ReportShapeError('table', `"${id}" (the file says "${table}")`)
  }
  const build = TABLES[id.toLowerCase()]
  if (!build) throw new ReportShapeError('table', `one of ${JSON_REPORT_IDS.join(', ')}`)
  const type = str(r.type, 'type')
  if (type !== 'Aggregate' && type !== 'Disclosure') {
    throw new ReportShapeError('type', '"Aggregate" or "Disclosure"')
  }
  const msa = obj(r.msa, 'msa')
  const header: ReportHeader = {
    table,
    type,
    description: str(r.description, 'description'),
    year: str(r.year, 'year'),
    reportDate: optStr(r.reportDate, 'reportDate'),
    msa: { id: str(msa.id, 'msa.id'), name: optStr(msa.name, 'msa.name') },
  }
  if (type === 'Disclosure') {
    header.institution = {
      lei: optStr(r.lei, 'lei'),
      name: optStr(r.institutionName, 'institutionName'),
    }
  }
  const body = build(r)
  const area = msaLabel(header.msa)
  const who = header.institution?.name ? `${header.institution.name}, ` : ''
  const caption = `Table ${table}: ${header.description} (${who}${area}, ${header.year})`
  return {
    header,
    table: { caption, ...body },
    allZero: id.toLowerCase() === 'i' ? false : allZero(body),
  }
}

/** "Dallas-Plano-Irving, TX (MSA/MD 19124)"; 99999 is the area outside any MSA/MD. */
export function msaLabel(msa: { id: string; name: string }): string {
  if (msa.id === '99999') return 'Areas outside any MSA/MD (99999)'
  return msa.name ? `${msa.name} (MSA/MD ${msa.id})` : `MSA/MD ${msa.id}`
}

/* ----------------------------------------------------------------------------------------- */
/* Institution Register Summary (CSV)                                                         */

const IRS_FIRST_COLUMNS = ['MSA/MD', 'MSA/MD Name']

/** Parses the IRS CSV: a header row, one row per MSA/MD, and possibly a totals row last. */
export function parseIrsCsv(text: string, caption: string): TableModel {
  const rows: string[][] = []
  const reader = new CsvReader((cells) => rows.push(cells.map((c) => c.trim())))
  reader.push(text.replace(/^\uFEFF/, ''))
  reader.end()
  const [head, ...body] = rows
  if (!head) throw new ReportShapeError('the file', 'a CSV with a header row')
  if (IRS_FIRST_COLUMNS.some((name, i) => head[i]?.toLowerCase() !== name.toLowerCase())) {
    throw new ReportShapeError('the header row', `starting with ${IRS_FIRST_COLUMNS.join(', ')}`)
  }
  const width = head.length
  const toRow = (cells: string[], index: number): TableRow => {
    if (cells.length !== width) {
      throw new ReportShapeError(`row ${index + 2}`, `${width} values (it has ${cells.length})`)
    }
    return {
      label: cells[0] ?? '',
      cells: cells.slice(1).map((c, i) => {
        if (i === 0) return c // the MSA/MD name
        const n = Number(c.replaceAll(',', ''))
        if (c === '' || !Number.isFinite(n)) {
          throw new ReportShapeError(`row ${index + 2}, column "${head[i + 1]}"`, 'a number')
        }
        return n
      }),
    }
  }
  const parsed = body.map(toRow)
  // The last row holds totals when it is not an MSA/MD (no 5-digit code).
  const last = parsed.at(-1)
  const isTotal = last !== undefined && !/^\d{5}$/.test(last.label)
  const totals = isTotal ? [{ ...last, label: last.label || 'Total' }] : []
  const rows2 = isTotal ? parsed.slice(0, -1) : parsed
  return {
    caption,
    rowHeader: head[0] ?? '',
    columnGroups: [],
    columns: head.slice(1),
    amountColumns: head.slice(1).map(() => false),
    rowGroups: [{ label: '', rows: rows2 }],
    totals,
    rowLabelsAreCodes: true,
  }
}

/* ----------------------------------------------------------------------------------------- */
/* Save as CSV: exactly the table shown                                                       */

/** Column headers as one line each ("Conventional (B): Count"). */
export function flatColumns(t: TableModel): string[] {
  const out: string[] = []
  let c = 0
  if (t.columnGroups.length === 0) return [...t.columns]
  for (const g of t.columnGroups) {
    for (let k = 0; k < g.span; k++, c++) out.push(`${g.label}: ${t.columns[c]}`)
  }
  return out
}

/** The table as CSV text: a group column when rows are grouped, the row label, the values. */
export function tableToCsv(t: TableModel): string {
  const grouped = t.rowGroups.some((g) => g.label !== '')
  const lead = grouped ? ['Group', t.rowHeader] : [t.rowHeader]
  const lines = [csvRow([...lead, ...flatColumns(t)])]
  const line = (group: string, row: TableRow, label: string | CsvCode) =>
    csvRow([...(grouped ? [group] : []), label, ...row.cells.map(String)])
  // Codes (MSA/MD) stay text in a spreadsheet, leading zeros and all, by the shared writer's rule.
  const code = (row: TableRow) => (t.rowLabelsAreCodes ? csvCode(row.label) : row.label)
  for (const g of t.rowGroups) for (const row of g.rows) lines.push(line(g.label, row, code(row)))
  for (const row of t.totals) lines.push(line('Total', row, row.label))
  return `${lines.join('\r\n')}\r\n`
}
