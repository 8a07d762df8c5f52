// Aggregate (ids 1 2 3 4 5 9 i) and disclosure (1 2) report JSON of 2018 and later, built from
// the sample rows with the keys, labels, order and sort helpers of the published files.
import { derivedEthnicity, derivedRace, derivedSex, tractFacts } from './lar.mjs'

export const AGGREGATE_IDS = ['1', '2', '3', '4', '5', '9', 'i']
export const DISCLOSURE_IDS = ['1', '2']

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

/** Indexes (0–6) of the loan categories A–G a row counts in (F and G overlap A–D). */
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
const ETHNICITY_ORDER = {
  'Hispanic or Latino': '(A)',
  'Not Hispanic or Latino': '(B)',
  Joint: '(C)',
  'Free Form Text Only': '(D)',
  'Ethnicity Not Available': '(E)',
}
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

/** Index into MEDIAN_AGES of the tract's median year built, in `year`. */
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

const cv = () => ({ count: 0, value: 0 })
const add = (cell, row) => {
  cell.count += 1
  cell.value += row.amount
}

/** "Dallas County/Texas/000100" (county and state names of the tract), "NA/NA/NA" if unknown. */
function tractLabel(row, data) {
  const county = data.countyByCode.get(row.county)
  const state = data.stateByAbbr.get(row.state)
  if (!county || !state) return 'NA/NA/NA'
  return `${county.name}/${state.name}/${row.tract.slice(5)}`
}

function table1(rows, data) {
  // Every tract with any row is listed, with zeros where nothing applies (as published).
  const tracts = new Map()
  for (const row of rows) {
    const label = tractLabel(row, data)
    if (!tracts.has(label))
      tracts.set(
        label,
        ACTION_NAMES.map(() => LOAN_CATEGORIES.map(cv)),
      )
    if (row.action > 5) continue
    const cells = tracts.get(label)
    for (const c of loanCategories(row)) add(cells[row.action - 1][c], row)
  }
  return {
    tracts: [...tracts.keys()]
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
      .map((tract) => {
        const cells = tracts.get(tract)
        const received = LOAN_CATEGORIES.map((_, c) =>
          cells.reduce(
            (sum, byCat) => ({
              count: sum.count + byCat[c].count,
              value: sum.value + byCat[c].value,
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

function table2(rows, data) {
  // Every tract with any row is listed, so a report without purchases is all zeros.
  const tracts = new Map()
  for (const row of rows) {
    const label = tractLabel(row, data)
    if (!tracts.has(label)) tracts.set(label, LOAN_CATEGORIES.map(cv))
    if (row.action !== 6) continue
    for (const c of loanCategories(row)) add(tracts.get(label)[c], row)
  }
  return {
    tracts: [...tracts.keys()]
      .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))
      .map((tract) => ({
        tract,
        values: tracts
          .get(tract)
          .map((cell, c) => ({ dispositionName: LOAN_CATEGORIES[c], ...cell })),
      })),
  }
}

const DISPOSITIONS_3 = [...ACTION_NAMES, 'Purchased Loans']

/** Dispositions A–F (actions 1–5, purchased) of `rows`, in the shape of tables 3 and 4. */
function dispositions34(rows) {
  const cells = DISPOSITIONS_3.map(cv)
  for (const row of rows) if (row.action <= 6) add(cells[row.action - 1], row)
  return cells.map((cell, d) => ({
    disposition: DISPOSITIONS_3[d],
    ...cell,
    dispositionForSorting: `${DISPOSITIONS_3[d]} - (${LETTERS[d]})`,
  }))
}

function groupBy(rows, key) {
  const groups = new Map()
  for (const row of rows) {
    const k = key(row)
    if (!groups.has(k)) groups.set(k, [])
    groups.get(k).push(row)
  }
  return groups
}

const byOrder = (order) => (a, b) => order[a].localeCompare(order[b])

function genders(rows) {
  const groups = groupBy(rows, derivedSex)
  return [...groups.keys()].sort(byOrder(SEX_ORDER)).map((gender) => ({
    gender,
    dispositions: dispositions34(groups.get(gender)),
    genderForSorting: SEX_ORDER[gender],
  }))
}

const countedIn34 = (rows) => rows.filter((r) => r.action <= 6)

function table3(rows) {
  const groups = groupBy(countedIn34(rows), derivedRace)
  return {
    races: [...groups.keys()].sort(byOrder(RACE_ORDER)).map((race) => ({
      race,
      dispositions: dispositions34(groups.get(race)),
      gender: genders(groups.get(race)),
      raceForSorting: RACE_ORDER[race],
    })),
  }
}

function table4(rows) {
  const groups = groupBy(countedIn34(rows), derivedEthnicity)
  return {
    ethnicities: [...groups.keys()].sort(byOrder(ETHNICITY_ORDER)).map((ethnicityName) => ({
      ethnicityName,
      dispositions: dispositions34(groups.get(ethnicityName)),
      gender: genders(groups.get(ethnicityName)),
      ethnicityNameForSorting: ETHNICITY_ORDER[ethnicityName],
    })),
  }
}

const NAMES_5 = ['Applications Received', ...ACTION_NAMES, 'Purchased Loans']

function dispositions5(rows) {
  const cells = NAMES_5.map(cv)
  for (const row of rows) {
    if (row.action <= 5) add(cells[0], row)
    if (row.action <= 6) add(cells[row.action], row)
  }
  return cells.map((cell, d) => ({
    name: NAMES_5[d],
    ...cell,
    nameForSorting: `${NAMES_5[d]} - (${LETTERS[d]})`,
  }))
}

function incomeBracket(row, data) {
  const percent = (row.income / data.medianIncome(row.msa)) * 100
  if (percent < 50) return 0
  if (percent < 80) return 1
  if (percent < 100) return 2
  if (percent < 120) return 3
  return 4
}

function table5(rows, data) {
  const withIncome = rows.filter((r) => r.income !== null && r.action <= 6)
  const brackets = groupBy(withIncome, (row) => incomeBracket(row, data))
  return {
    applicantIncomes: [...brackets.keys()]
      .sort((a, b) => a - b)
      .map((b) => {
        const inBracket = brackets.get(b)
        const races = groupBy(inBracket, derivedRace)
        const ethnicities = groupBy(inBracket, derivedEthnicity)
        return {
          applicantIncome: INCOME_BRACKETS[b],
          borrowerCharacteristics: {
            race: {
              characteristic: 'Race',
              races: [...races.keys()].sort(byOrder(RACE_ORDER)).map((race) => ({
                race,
                dispositions: dispositions5(races.get(race)),
                raceForSorting: RACE_ORDER[race],
              })),
            },
            ethnicity: {
              characteristic: 'Ethnicity',
              ethnicities: [...ethnicities.keys()]
                .sort(byOrder(ETHNICITY_ORDER))
                .map((ethnicityName) => ({
                  ethnicityName,
                  dispositions: dispositions5(ethnicities.get(ethnicityName)),
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

function table9(rows, year) {
  const cells = MEDIAN_AGES.map(() => LOAN_CATEGORIES.map(() => DISPOSITIONS_9.map(cv)))
  for (const row of rows) {
    if (row.action > 5) continue
    const bucket = medianAgeBucket(row.tract, year)
    for (const c of loanCategories(row)) {
      add(cells[bucket][c][0], row)
      add(cells[bucket][c][row.action], row)
    }
  }
  return {
    characteristic: 'Census Tracts by Median Age of Homes',
    medianAges: MEDIAN_AGES.map((medianAge, b) => ({
      medianAge,
      loanCategories: LOAN_CATEGORIES.map((loanCategory, c) => ({
        loanCategory,
        dispositions: DISPOSITIONS_9.map((disposition, d) => ({ disposition, ...cells[b][c][d] })),
      })),
      ageForSorting: `(${LETTERS[b]})`,
    })),
  }
}

function tableI(rows, sample) {
  const names = new Set(rows.map((row) => sample.byLei.get(row.lei).name.toUpperCase()))
  return { institutions: [...names].sort() }
}

/** "06/20/2026 09:15 AM": a fixed generation date for the year's sample reports. */
const reportDate = (year) => `06/20/${Number(year) + 1} 09:15 AM`

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

/** The aggregate report, or null when not published (unknown year/MSA/id, or no rows). */
export function aggregateReport(sample, year, msaId, id) {
  const data = sample.years[year]
  if (!data || year < '2018' || !AGGREGATE_IDS.includes(id)) return null
  const rows = data.byMsa.get(msaId)
  if (!rows || (msaId !== '99999' && !data.msaById.has(msaId))) return null
  return { ...header('aggregate', id, data, msaId), ...body(id, rows, data, sample) }
}

/** The disclosure report, or null when not published (the institution has no rows there). */
export function disclosureReport(sample, year, lei, msaId, id) {
  const data = sample.years[year]
  if (!data || year < '2018' || !DISCLOSURE_IDS.includes(id)) return null
  const rows = data.byLeiMsa.get(`${lei}/${msaId}`)
  const institution = sample.byLei.get(lei)
  if (!rows || !institution) return null
  return { ...header('disclosure', id, data, msaId, institution), ...body(id, rows, data, sample) }
}
