// Aggregate (ids 1 2 3 4 5 9 i) and disclosure (1 2) report JSON of 2018 and later, built from
// the sample rows with the keys, labels, order and sort helpers of the published files.
import { derivedEthnicity, derivedRace, derivedSex, tractFacts } from './lar.mjs'

/** @typedef {import('./sample.mjs').Sample} Sample */
/** @typedef {import('./sample.mjs').SampleYear} SampleYear */
/** @typedef {import('./sample.mjs').SampleRow} SampleRow */
/** @typedef {import('./sample.mjs').SampleInstitution} SampleInstitution */
/** A count of loans and their summed amount. */
/** @typedef {{ count: number, value: number }} Cell */

export const AGGREGATE_IDS = ['1', '2', '3', '4', '5', '9', 'i']
export const DISCLOSURE_IDS = ['1', '2']

/** @type {Record<string, string>} */
const DESCRIPTIONS = {
  1: 'Disposition of loan applications, by location of property and type of loan',
  2: 'Loans purchased, by location of property and type of loan',
  3: 'Disposition of loan applications, by race and sex of applicant',
  4: 'Disposition of loan applications, by ethnicity and sex of applicant',
  5: 'Disposition of applications by income, race, and ethnicity of applicant',
  9: 'Disposition of loan applications, by median age of homes in census tract in which property is located and type of loan',
}

const LOAN_CATEGORIES = [
  'FHA, FSA/RHS & VA (A)',
  'Conventional (B)',
  'Refinancings (C)',
  'Home Improvement Loans (D)',
  'Loans on Dwellings For 5 or More Families (E)',
  'Nonoccupant Loans from Columns A, B, C ,& D (F)',
  'Loans On Manufactured Home Dwellings From Columns A, B, C & D (G)',
]

/**
 * Indexes (0–6) of the loan categories A–G a row counts in (F and G overlap A–D).
 * @param {SampleRow} row
 * @returns {number[]}
 */
export function loanCategories(row) {
  if (row.units >= 5) return [4]
  let base
  if (row.purpose === 1) base = row.loanType === 1 ? 1 : 0
  else if (row.purpose === 31 || row.purpose === 32) base = 2
  else if (row.purpose === 2) base = 3
  else return []
  const result = [base]
  if (row.occupancy !== 1) result.push(5)
  if (row.construction === 2) result.push(6)
  return result
}

const ACTION_NAMES = [
  'Loans Originated',
  'Applications Approved but not Accepted',
  'Applications Denied by Financial Institution',
  'Applications Withdrawn by Applicant',
  'File Closed for Incompleteness',
]
const LETTERS = 'ABCDEFGHIJ'

/** @type {Record<string, string>} */
const RACE_ORDER = {
  'American Indian or Alaska Native': '(A)',
  Asian: '(B)',
  'Black or African American': '(C)',
  'Native Hawaiian or Other Pacific Islander': '(D)',
  White: '(E)',
  '2 or more minority races': '(F)',
  Joint: '(H)',
  'Free Form Text Only': '(I)',
  'Race Not Available': '(J)',
}
/** @type {Record<string, string>} */
const ETHNICITY_ORDER = {
  'Hispanic or Latino': '(A)',
  'Not Hispanic or Latino': '(B)',
  Joint: '(C)',
  'Free Form Text Only': '(D)',
  'Ethnicity Not Available': '(E)',
}
/** @type {Record<string, string>} */
const SEX_ORDER = { Male: '(A)', Female: '(B)', Joint: '(C)', 'Sex Not Available': '(D)' }

const INCOME_BRACKETS = [
  'LESS THAN 50% OF MSA/MD MEDIAN',
  '50-79% OF MSA/MD MEDIAN',
  '80-99% OF MSA/MD MEDIAN',
  '100-119% OF MSA/MD MEDIAN',
  '120% OR MORE OF MSA/MD MEDIAN',
]
const MEDIAN_AGES = [
  '2011 - Present',
  '2000 - 2010',
  '1990 - 1999',
  '1980 - 1989',
  '1970 - 1979',
  '1969 or Earlier',
  'Age Unknown',
]

/**
 * Index into MEDIAN_AGES of the tract's median year built, in `year`.
 * @param {string} tract
 * @param {string} year
 */
export function medianAgeBucket(tract, year) {
  const age = tractFacts(tract).medianAgeYears
  if (age < 0) return 6
  const built = Number(year) - age
  if (built >= 2011) return 0
  if (built >= 2000) return 1
  if (built >= 1990) return 2
  if (built >= 1980) return 3
  if (built >= 1970) return 4
  return 5
}

/** @returns {Cell} */
const cv = () => ({ count: 0, value: 0 })
/** @param {Cell} cell @param {SampleRow} row */
const add = (cell, row) => {
  cell.count += 1
  cell.value += row.amount
}

/**
 * "Dallas County/Texas/000100" (county and state names of the tract), "NA/NA/NA" if unknown.
 * @param {SampleRow} row
 * @param {SampleYear} data
 */
function tractLabel(row, data) {
  const county = data.countyByCode.get(row.county)
  const state = data.stateByAbbr.get(row.state)
  if (!county || !state) return 'NA/NA/NA'
  return `${county.name}/${state.name}/${row.tract.slice(5)}`
}

/** @param {SampleRow[]} rows @param {SampleYear} data */
function table1(rows, data) {
  // Every tract with any row is listed, with zeros where nothing applies (as published).
  /** @type {Map<string, Cell[][]>} */
  const tracts = new Map()
  for (const row of rows) {
    const label = tractLabel(row, data)
    if (!tracts.has(label))
      tracts.set(
        label,
        ACTION_NAMES.map(() => LOAN_CATEGORIES.map(cv)),
      )
    if (row.action > 5) continue
    const cells = /** @type {Cell[][]} */ (tracts.get(label))
    for (const c of loanCategories(row)) add(cellAt(cells, row.action - 1, c), row)
  }
  return {
    tracts: [...tracts.keys()]
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
      .map((tract) => {
        const cells = /** @type {Cell[][]} */ (tracts.get(tract))
        const received = LOAN_CATEGORIES.map((_, c) =>
          cells.reduce(
            (sum, byCat) => ({
              count: sum.count + cellAt(byCat, c).count,
              value: sum.value + cellAt(byCat, c).value,
            }),
            cv(),
          ),
        )
        return {
          tract,
          dispositions: [...cells, received].map((byCat, d) => {
            const title = d < 5 ? ACTION_NAMES[d] : 'Applications Received'
            return {
              title,
              values: byCat.map((cell, c) => ({ dispositionName: LOAN_CATEGORIES[c], ...cell })),
              titleForSorting: `${title} - (${LETTERS[d]})`,
            }
          }),
        }
      }),
  }
}

/** @param {SampleRow[]} rows @param {SampleYear} data */
function table2(rows, data) {
  // Every tract with any row is listed, so a report without purchases is all zeros.
  /** @type {Map<string, Cell[]>} */
  const tracts = new Map()
  for (const row of rows) {
    const label = tractLabel(row, data)
    if (!tracts.has(label)) tracts.set(label, LOAN_CATEGORIES.map(cv))
    if (row.action !== 6) continue
    for (const c of loanCategories(row)) add(cellAt(tracts.get(label) ?? [], c), row)
  }
  return {
    tracts: [...tracts.keys()]
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
      .map((tract) => ({
        tract,
        values: (tracts.get(tract) ?? []).map((cell, c) => ({
          dispositionName: LOAN_CATEGORIES[c],
          ...cell,
        })),
      })),
  }
}

const DISPOSITIONS_3 = [...ACTION_NAMES, 'Purchased Loans']

/**
 * Dispositions A–F (actions 1–5, purchased) of `rows`, in the shape of tables 3 and 4.
 * @param {SampleRow[]} rows
 */
function dispositions34(rows) {
  const cells = DISPOSITIONS_3.map(cv)
  for (const row of rows) if (row.action <= 6) add(cellAt(cells, row.action - 1), row)
  return cells.map((cell, d) => ({
    disposition: DISPOSITIONS_3[d],
    ...cell,
    dispositionForSorting: `${DISPOSITIONS_3[d]} - (${LETTERS[d]})`,
  }))
}

/**
 * The cell at `[i][j]` (or `[i]`) of a table built whole above: the indexes are always in range.
 * @overload
 * @param {Cell[]} cells
 * @param {number} i
 * @returns {Cell}
 */
/**
 * @overload
 * @param {Cell[][]} cells
 * @param {number} i
 * @param {number} j
 * @returns {Cell}
 */
/**
 * @param {Cell[] | Cell[][]} cells
 * @param {number} i
 * @param {number} [j]
 * @returns {Cell}
 */
function cellAt(cells, i, j) {
  const at = cells[i]
  return /** @type {Cell} */ (Array.isArray(at) ? at[/** @type {number} */ (j)] : at)
}

/**
 * Rows grouped by `key`, in the order the keys first appear.
 * @template K
 * @param {SampleRow[]} rows
 * @param {(row: SampleRow) => K} key
 */
function groupBy(rows, key) {
  /** @type {Map<K, SampleRow[]>} */
  const groups = new Map()
  for (const row of rows) {
    const k = key(row)
    const group = groups.get(k)
    if (group) group.push(row)
    else groups.set(k, [row])
  }
  return groups
}

/** @param {Record<string, string>} order */
const byOrder = (order) => (/** @type {string} */ a, /** @type {string} */ b) =>
  String(order[a]).localeCompare(String(order[b]))

/** @param {SampleRow[]} rows */
function genders(rows) {
  const groups = groupBy(rows, derivedSex)
  return [...groups.keys()].sort(byOrder(SEX_ORDER)).map((gender) => ({
    gender,
    dispositions: dispositions34(groups.get(gender) ?? []),
    genderForSorting: SEX_ORDER[gender],
  }))
}

const countedIn34 = (/** @type {SampleRow[]} */ rows) => rows.filter((r) => r.action <= 6)

/** @param {SampleRow[]} rows */
function table3(rows) {
  const groups = groupBy(countedIn34(rows), derivedRace)
  return {
    races: [...groups.keys()].sort(byOrder(RACE_ORDER)).map((race) => ({
      race,
      dispositions: dispositions34(groups.get(race) ?? []),
      gender: genders(groups.get(race) ?? []),
      raceForSorting: RACE_ORDER[race],
    })),
  }
}

/** @param {SampleRow[]} rows */
function table4(rows) {
  const groups = groupBy(countedIn34(rows), derivedEthnicity)
  return {
    ethnicities: [...groups.keys()].sort(byOrder(ETHNICITY_ORDER)).map((ethnicityName) => ({
      ethnicityName,
      dispositions: dispositions34(groups.get(ethnicityName) ?? []),
      gender: genders(groups.get(ethnicityName) ?? []),
      ethnicityNameForSorting: ETHNICITY_ORDER[ethnicityName],
    })),
  }
}

const NAMES_5 = ['Applications Received', ...ACTION_NAMES, 'Purchased Loans']

/** @param {SampleRow[]} rows */
function dispositions5(rows) {
  const cells = NAMES_5.map(cv)
  for (const row of rows) {
    if (row.action <= 5) add(cellAt(cells, 0), row)
    if (row.action <= 6) add(cellAt(cells, row.action), row)
  }
  return cells.map((cell, d) => ({
    name: NAMES_5[d],
    ...cell,
    nameForSorting: `${NAMES_5[d]} - (${LETTERS[d]})`,
  }))
}

/** @param {SampleRow} row @param {SampleYear} data */
function incomeBracket(row, data) {
  const percent = (Number(row.income) / data.medianIncome(row.msa)) * 100
  if (percent < 50) return 0
  if (percent < 80) return 1
  if (percent < 100) return 2
  if (percent < 120) return 3
  return 4
}

/** @param {SampleRow[]} rows @param {SampleYear} data */
function table5(rows, data) {
  const withIncome = rows.filter((r) => r.income !== null && r.action <= 6)
  const brackets = groupBy(withIncome, (row) => incomeBracket(row, data))
  return {
    applicantIncomes: [...brackets.keys()]
      .sort((a, b) => a - b)
      .map((b) => {
        const inBracket = brackets.get(b) ?? []
        const races = groupBy(inBracket, derivedRace)
        const ethnicities = groupBy(inBracket, derivedEthnicity)
        return {
          applicantIncome: INCOME_BRACKETS[b],
          borrowerCharacteristics: {
            race: {
              characteristic: 'Race',
              races: [...races.keys()].sort(byOrder(RACE_ORDER)).map((race) => ({
                race,
                dispositions: dispositions5(races.get(race) ?? []),
                raceForSorting: RACE_ORDER[race],
              })),
            },
            ethnicity: {
              characteristic: 'Ethnicity',
              ethnicities: [...ethnicities.keys()]
                .sort(byOrder(ETHNICITY_ORDER))
                .map((ethnicityName) => ({
                  ethnicityName,
                  dispositions: dispositions5(ethnicities.get(ethnicityName) ?? []),
                  ethnicityForSorting: ETHNICITY_ORDER[ethnicityName],
                })),
            },
          },
          applicantIncomeSorting: `(${LETTERS[b]})`,
        }
      }),
  }
}

const DISPOSITIONS_9 = ['Applications Received', ...ACTION_NAMES]

/** @param {SampleRow[]} rows @param {string} year */
function table9(rows, year) {
  const cells = MEDIAN_AGES.map(() => LOAN_CATEGORIES.map(() => DISPOSITIONS_9.map(cv)))
  for (const row of rows) {
    if (row.action > 5) continue
    const bucket = medianAgeBucket(row.tract, year)
    for (const c of loanCategories(row)) {
      const byDisposition = /** @type {Cell[][]} */ (cells[bucket])
      add(cellAt(byDisposition, c, 0), row)
      add(cellAt(byDisposition, c, row.action), row)
    }
  }
  return {
    characteristic: 'Census Tracts by Median Age of Homes',
    medianAges: MEDIAN_AGES.map((medianAge, b) => ({
      medianAge,
      loanCategories: LOAN_CATEGORIES.map((loanCategory, c) => ({
        loanCategory,
        dispositions: DISPOSITIONS_9.map((disposition, d) => ({
          disposition,
          ...cellAt(/** @type {Cell[][]} */ (cells[b]), c, d),
        })),
      })),
      ageForSorting: `(${LETTERS[b]})`,
    })),
  }
}

/** @param {SampleRow[]} rows @param {Sample} sample */
function tableI(rows, sample) {
  const names = new Set(rows.map((row) => String(sample.byLei.get(row.lei)?.name).toUpperCase()))
  return { institutions: [...names].sort() }
}

/** "06/20/2026 09:15 AM": a fixed generation date for the year's sample reports. */
const reportDate = (/** @type {string} */ year) => `06/20/${Number(year) + 1} 09:15 AM`

/**
 * @param {'aggregate' | 'disclosure'} kind
 * @param {string} id
 * @param {SampleYear} data
 * @param {string} msaId
 * @param {SampleInstitution} [institution]
 */
function header(kind, id, data, msaId, institution) {
  const msa = data.msaById.get(msaId)
  return {
    ...(institution
      ? { lei: institution.lei, institutionName: institution.name.toUpperCase() }
      : {}),
    table: id === 'i' ? 'I' : id,
    type: kind === 'aggregate' ? 'Aggregate' : 'Disclosure',
    description:
      id === 'i'
        ? `List of financial institutions whose data make up the ${data.year} MSA/MD aggregate report`
        : DESCRIPTIONS[id],
    year: data.year,
    reportDate: reportDate(data.year),
    msa: { id: msaId, name: msaId === '99999' ? '' : (msa?.name ?? ''), state: '', stateName: '' },
  }
}

/** @param {string} id @param {SampleRow[]} rows @param {SampleYear} data @param {Sample} sample */
function body(id, rows, data, sample) {
  switch (id) {
    case '1':
      return table1(rows, data)
    case '2':
      return table2(rows, data)
    case '3':
      return table3(rows)
    case '4':
      return table4(rows)
    case '5':
      return table5(rows, data)
    case '9':
      return table9(rows, data.year)
    case 'i':
      return tableI(rows, sample)
    default:
      return null
  }
}

/**
 * The aggregate report, or null when not published (unknown year/MSA/id, or no rows).
 * @param {Sample} sample
 * @param {string} year
 * @param {string} msaId
 * @param {string} id
 */
export function aggregateReport(sample, year, msaId, id) {
  const data = sample.years[year]
  if (!data || year < '2018' || !AGGREGATE_IDS.includes(id)) return null
  const rows = data.byMsa.get(msaId)
  if (!rows || (msaId !== '99999' && !data.msaById.has(msaId))) return null
  return { ...header('aggregate', id, data, msaId), ...body(id, rows, data, sample) }
}

/**
 * The disclosure report, or null when not published (the institution has no rows there).
 * @param {Sample} sample
 * @param {string} year
 * @param {string} lei
 * @param {string} msaId
 * @param {string} id
 */
export function disclosureReport(sample, year, lei, msaId, id) {
  const data = sample.years[year]
  if (!data || year < '2018' || !DISCLOSURE_IDS.includes(id)) return null
  const rows = data.byLeiMsa.get(`${lei}/${msaId}`)
  const institution = sample.byLei.get(lei)
  if (!rows || !institution) return null
  return { ...header('disclosure', id, data, msaId, institution), ...body(id, rows, data, sample) }
}
