// The deterministic sample behind the local services: a few hundred institutions with valid
// LEIs, and for each year 2017–2025 the loan/application rows they "filed", spread over the real
// states, counties and MSA/MDs of that year (the geography lists in public/data/geography,
// converted by scripts/data/build-geography.mjs). Nothing here is published HMDA data.
//
// Rows are compact records with the fields the reports, IRS and file builders need; the full
// 85-column modified LAR line of a row is derived from its own seed when a file is served
// (lar.mjs), so start-up stays fast.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { createRandom, hash } from './random.mjs'
import { makeLei } from './lei.mjs'
import { CONFIGURED } from './years.mjs'

/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {{ code: string, abbr: string, name: string }} GeoState */
/** @typedef {{ code: string, name: string, state: GeoState }} GeoCounty */
/** @typedef {{ id: string, name: string, states: string[] }} GeoMsa */
/** @typedef {{ counties: Map<string, GeoCounty[]>, msaMds: GeoMsa[] }} GeoYear */
/** @typedef {ReturnType<typeof loadGeography>} Geography */
/**
 * A sample institution; `institutionId2017` (agency code + respondent ID) is added once all are
 * made.
 * @typedef {{ lei: string, name: string, respondentId: string, agencyCode: string, taxId: string,
 *   city: string, zip: string, home: string, size: string, firstYear: string, lastYear: string,
 *   institutionId2017?: string }} SampleInstitution
 */
/**
 * A sample LAR row: the categories every derived record (lar.mjs) starts from, and its seed.
 * @typedef {{ seed: number, lei: string, msa: string, state: string, county: string,
 *   tract: string, action: number, loanType: number, purpose: number, occupancy: number,
 *   construction: number, units: number, amount: number, income: number | null, race: number,
 *   race2: number | null, coRace: number, ethnicity: number, coEthnicity: number, sex: number,
 *   coSex: number }} SampleRow
 */
/** @typedef {ReturnType<typeof buildYear>} SampleYear */
/** @typedef {ReturnType<typeof generateSample>} Sample */

/** Every year the configuration offers data for (years.mjs). */
export const SAMPLE_YEARS = CONFIGURED.all
export const DEFAULT_GEOGRAPHY_DIR = fileURLToPath(
  new URL('../../public/data/geography/', import.meta.url),
)

/**
 * "DALLAS-PLANO-IRVING" → "Dallas-Plano-Irving"; "ST. LOUIS" → "St. Louis".
 * @param {string} text
 */
export function titleCase(text) {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s\-/(.'])(\p{L})/gu,
      (_, /** @type {string} */ p, /** @type {string} */ c) => p + c.toUpperCase(),
    )
}

export function loadGeography(dir = DEFAULT_GEOGRAPHY_DIR) {
  /** @param {string} name @returns {any} */
  const read = (name) => JSON.parse(readFileSync(join(dir, name), 'utf8'))
  const index = read('index.json')
  /** @type {GeoState[]} */
  const states = read(index.states).states.map(
    (/** @type {[string, string, string]} */ [code, abbr, name]) => ({ code, abbr, name }),
  )
  const stateByCode = new Map(states.map((s) => [s.code, s]))
  const stateByAbbr = new Map(states.map((s) => [s.abbr, s]))
  /** @type {Map<string, any>} */
  const editions = new Map()
  /**
   * @template T
   * @param {string} name
   * @param {(data: any) => T} build
   * @returns {T}
   */
  const edition = (name, build) => {
    if (!editions.has(name)) editions.set(name, build(read(name)))
    return editions.get(name)
  }
  /** @type {Record<string, GeoYear>} */
  const years = {}
  for (const year of SAMPLE_YEARS) {
    const files = index.years[year]
    if (!files)
      throw new Error(
        `public/data/geography has no lists for ${year}, which config/*.json offers: add them with scripts/data/build-geography.mjs`,
      )
    const counties = edition(files.counties, (data) => {
      /** @type {Map<string, GeoCounty[]>} */
      const byState = new Map()
      for (const [code, name] of /** @type {[string, string][]} */ (data.counties)) {
        const state = stateByCode.get(code.slice(0, 2))
        if (!state) continue
        if (!byState.has(state.abbr)) byState.set(state.abbr, [])
        byState.get(state.abbr)?.push({ code, name: titleCase(name), state })
      }
      return byState
    })
    const msaMds = edition(files.msaMds, (data) =>
      /** @type {[string, string, string[]][]} */ (data.msaMds)
        .filter(([id]) => id !== '99999')
        .map(([id, name, abbrs]) => ({
          id,
          // The reporting API's spelling: "Dallas-Plano-Irving, TX"
          name: `${titleCase(name)}, ${abbrs.join('-')}`,
          states: abbrs.filter((a) => stateByAbbr.has(a) && counties.has(a)),
        }))
        .filter((m) => m.states.length > 0),
    )
    years[year] = { counties, msaMds }
  }
  return { states, stateByAbbr, years }
}

// Words for real-looking institution names: place-like words and the MSA/MD cities of the lists.
const NAME_WORDS = [
  'Prairie',
  'Harbor',
  'Summit',
  'Blue Ridge',
  'Granite',
  'Lakeshore',
  'Riverbend',
  'Heritage',
  'Pioneer',
  'Cornerstone',
  'Keystone',
  'Liberty',
  'Magnolia',
  'Cypress',
  'Sycamore',
  'Evergreen',
  'Meridian',
  'Frontier',
  'Cascade',
  'Bluebonnet',
  'Redwood',
  'Ironwood',
  'Silver Creek',
  'Twin Rivers',
  'Northstar',
  'Bayside',
  'Highland',
  'Valley',
  'Canyon',
  'Coastal',
  'Tri-County',
  'Mid-State',
  'Hometown',
  'Main Street',
  'Union',
  'Citizens',
  'Farmers',
  'Peoples',
  'Members',
]
/** @type {[string, number][]} */
const NAME_KINDS = [
  ['Bank', 8],
  ['State Bank', 5],
  ['Savings Bank', 4],
  ['National Bank', 4],
  ['Federal Credit Union', 7],
  ['Credit Union', 4],
  ['Mortgage Company', 4],
  ['Home Loans', 3],
  ['Mortgage, LLC', 3],
  ['Bank & Trust', 3],
  ['Community Bank', 3],
  ['Savings and Loan', 1],
  ['Financial Services, Inc.', 2],
  ['Lending Corporation', 2],
]
const CITIES = [
  'Springfield',
  'Fairview',
  'Franklin',
  'Greenville',
  'Bristol',
  'Clinton',
  'Madison',
  'Georgetown',
  'Salem',
  'Arlington',
  'Ashland',
  'Dover',
  'Oxford',
  'Burlington',
  'Manchester',
]

export const SAMPLE_SEED = 'hmda-local-services-v1'
export const INSTITUTION_COUNT = 320

/**
 * @param {Random} random
 * @param {Geography} geography
 */
function makeInstitutions(random, geography) {
  const { states, years } = geography
  const latest = /** @type {GeoYear} */ (years['2025'])
  const latestMsas = latest.msaMds
  const cityWords = [...new Set(latestMsas.map((m) => (m.name.split(/[-,]/)[0] ?? '').trim()))]
  const homeStates = states.filter((s) => latest.counties.has(s.abbr))
  /** @type {SampleInstitution[]} */
  const institutions = []
  const names = new Set()
  const leis = new Set()
  while (institutions.length < INSTITUTION_COUNT) {
    const first = random.chance(0.45) ? random.pick(cityWords) : random.pick(NAME_WORDS)
    const kind = random.weighted(NAME_KINDS)
    let name = `${first} ${kind}`
    if (random.chance(0.15)) name = `First ${name}`
    if (names.has(name)) continue
    const lei = makeLei(random)
    if (leis.has(lei)) continue
    names.add(name)
    leis.add(lei)
    const home = random.pick(homeStates)
    // Size class: a few national lenders, many local ones.
    const size = random.weighted([
      ['national', 4],
      ['regional', 20],
      ['local', 76],
    ])
    const firstYear = random.weighted([
      ['2017', 70],
      ['2018', 8],
      ['2019', 5],
      ['2020', 4],
      ['2021', 4],
      ['2022', 3],
      ['2023', 3],
      ['2024', 2],
      ['2025', 1],
    ])
    const lastYear = random.chance(0.12) ? String(random.int(Number(firstYear), 2024)) : '2025'
    const isCreditUnion = /Credit Union/.test(kind)
    institutions.push({
      lei,
      name,
      // 2017 filings used the institution id (agency code + respondent id) instead of the LEI.
      respondentId: String(random.int(10000, 9999999)).padStart(10, '0'),
      agencyCode: isCreditUnion ? '5' : random.pick(['1', '2', '3', '7', '9']),
      taxId: `${random.int(10, 99)}-${String(random.int(0, 9999999)).padStart(7, '0')}`,
      city: random.pick(CITIES),
      zip: String(random.int(10000, 99999)),
      home: home.abbr,
      size,
      firstYear,
      lastYear,
    })
  }
  for (const inst of institutions) inst.institutionId2017 = `${inst.agencyCode}${inst.respondentId}`
  return institutions
}

// Row categories (codes of the 2018+ LAR).
/** @type {[number, number][]} */
const ACTIONS = [
  [1, 55],
  [2, 3],
  [3, 14],
  [4, 11],
  [5, 5],
  [6, 9],
  [7, 1],
  [8, 2],
]
/** @type {[number, number][]} */
const LOAN_TYPES = [
  [1, 70],
  [2, 18],
  [3, 9],
  [4, 3],
]
/** @type {[number, number][]} */
const PURPOSES = [
  [1, 50],
  [2, 6],
  [31, 22],
  [32, 15],
  [4, 5],
  [5, 2],
]
/** @type {[number, number][]} */
const OCCUPANCY = [
  [1, 88],
  [2, 4],
  [3, 8],
]
/** @type {[number, number][]} */
const RACES = [
  [5, 60],
  [3, 12],
  [2, 8],
  [1, 1],
  [4, 1],
  [6, 12],
  [7, 6],
]
/** @type {[number, number][]} */
const ETHNICITIES = [
  [2, 70],
  [1, 15],
  [3, 11],
  [4, 4],
]

/**
 * The counties an MSA/MD's rows fall in, per state: a few real counties of that state, chosen by
 * the MSA/MD code (the county lists do not say which counties form an MSA/MD).
 */
/** @type {Map<string, GeoCounty[]>} */
const areaCountyCache = new Map()
/**
 * @param {string} msaId
 * @param {string} stateAbbr
 * @param {Map<string, GeoCounty[]>} counties
 * @returns {GeoCounty[]}
 */
function areaCounties(msaId, stateAbbr, counties) {
  // Every state an MSA/MD or institution names has counties (loadGeography keeps only those).
  const all = /** @type {GeoCounty[]} */ (counties.get(stateAbbr))
  const key = `${msaId}/${stateAbbr}/${all.length}/${all[0]?.code}`
  if (!areaCountyCache.has(key)) {
    const h = hash(key)
    const n = msaId === '99999' ? 12 : 1 + (h % 4)
    /** @type {GeoCounty[]} */
    const chosen = []
    for (let i = 0; i < n; i++)
      chosen.push(/** @type {GeoCounty} */ (all[hash(`${key}/${i}`) % all.length]))
    areaCountyCache.set(key, [...new Set(chosen)])
  }
  return /** @type {GeoCounty[]} */ (areaCountyCache.get(key))
}

/** A county's census tracts: 6 to 40 six-digit tract numbers, fixed by the county code. */
/** @type {Map<string, string[]>} */
const tractCache = new Map()
/**
 * @param {string} countyCode
 * @returns {string[]}
 */
export function countyTracts(countyCode) {
  if (!tractCache.has(countyCode)) {
    const n = 6 + (hash(countyCode) % 35)
    const tracts = new Set()
    for (let i = 0; tracts.size < n; i++) {
      const h = hash(`${countyCode}/tract/${i}`)
      const number = (h % 9800) + 100
      const suffix = h % 7 === 0 ? ((h >>> 8) % 4) + 1 : 0
      tracts.add(`${countyCode}${String(number * 100 + suffix).padStart(6, '0')}`)
    }
    tractCache.set(countyCode, [...tracts].sort())
  }
  return /** @type {string[]} */ (tractCache.get(countyCode))
}

/**
 * @param {Random} random
 * @param {SampleInstitution} inst
 * @param {string} year
 * @param {GeoYear} geo
 * @param {(msa: string) => number} medianIncome
 */
function makeRows(random, inst, year, geo, medianIncome) {
  const { msaMds, counties } = geo
  const homeMsas = msaMds.filter((m) => m.states.includes(inst.home))
  let area
  let count
  if (inst.size === 'national') {
    area = Array.from({ length: 40 }, () => random.pick(msaMds))
    count = random.int(300, 700)
  } else if (inst.size === 'regional') {
    area = [...homeMsas.slice(0, 8), ...Array.from({ length: 4 }, () => random.pick(msaMds))]
    count = random.int(60, 240)
  } else {
    area = homeMsas.length ? [random.pick(homeMsas), random.pick(homeMsas)] : [random.pick(msaMds)]
    count = random.int(5, 70)
  }
  /** @type {SampleRow[]} */
  const rows = []
  for (let i = 0; i < count; i++) {
    // 6% of rows fall outside any MSA/MD (99999), in the home state.
    const outside = random.chance(0.06)
    const msa = outside ? null : random.pick(area)
    const stateAbbr = msa ? random.pick(msa.states) : inst.home
    const county = random.pick(areaCounties(msa ? msa.id : '99999', stateAbbr, counties))
    const tract = random.pick(countyTracts(county.code))
    const action = random.weighted(ACTIONS)
    const units = random.chance(0.012)
      ? random.int(5, 120)
      : random.weighted([
          [1, 96],
          [2, 2],
          [3, 1],
          [4, 1],
        ])
    const purpose = random.weighted(PURPOSES)
    const raw = Math.exp(12.3 + 0.6 * random.normal()) * (units >= 5 ? 12 : 1)
    const amount = Math.floor(raw / 10000) * 10000 + 5000
    const coApplicant = random.chance(0.42)
    const race = random.weighted(RACES)
    const coRace = coApplicant ? random.weighted(RACES) : 8
    const ethnicity = random.weighted(ETHNICITIES)
    const coEthnicity = coApplicant ? random.weighted(ETHNICITIES) : 5
    const sex = random.weighted([
      [1, 52],
      [2, 36],
      [3, 9],
      [4, 3],
    ])
    const coSex = coApplicant
      ? sex === 1
        ? 2
        : random.weighted([
            [1, 80],
            [2, 15],
            [3, 5],
          ])
      : 5
    const medIncome = msa ? medianIncome(msa.id) : 62
    const income =
      random.chance(0.07) || action === 6
        ? null
        : Math.max(12, Math.round(medIncome * Math.exp(0.55 * random.normal() + 0.1)))
    rows.push({
      seed: hash(`${inst.lei}/${year}/${i}`),
      lei: inst.lei,
      msa: msa ? msa.id : '99999',
      state: stateAbbr,
      county: county.code,
      tract,
      action,
      loanType: random.weighted(LOAN_TYPES),
      purpose,
      occupancy: random.weighted(OCCUPANCY),
      construction: random.chance(0.04) ? 2 : 1,
      units,
      amount,
      income,
      race,
      race2: race === 2 && random.chance(0.3) ? 3 : null,
      coRace,
      ethnicity,
      coEthnicity,
      sex,
      coSex,
    })
  }
  return rows
}

/**
 * @param {string} seed
 * @param {string} year
 * @param {SampleInstitution[]} institutions
 * @param {Geography} geography
 */
function buildYear(seed, year, institutions, geography) {
  const geo = /** @type {GeoYear} */ (geography.years[year])
  /** @type {Map<string, number>} */
  const incomeCache = new Map()
  /** @param {string} msa */
  const medianIncome = (msa) => {
    if (!incomeCache.has(msa)) incomeCache.set(msa, 58 + (hash(`${msa}/${year}`) % 70))
    return /** @type {number} */ (incomeCache.get(msa))
  }
  const filers = institutions.filter((i) => i.firstYear <= year && i.lastYear >= year)
  /** @type {SampleRow[]} */
  const rows = []
  /** @type {Map<string, SampleRow[]>} */
  const byMsa = new Map()
  /** @type {Map<string, SampleRow[]>} */
  const byLei = new Map()
  /** @type {Map<string, SampleRow[]>} */
  const byLeiMsa = new Map()
  for (const inst of filers) {
    const rowRandom = createRandom(`${seed}/${inst.lei}/${year}`)
    const own = makeRows(rowRandom, inst, year, geo, medianIncome)
    byLei.set(inst.lei, own)
    for (const row of own) {
      rows.push(row)
      let list = byMsa.get(row.msa)
      if (!list) byMsa.set(row.msa, (list = []))
      list.push(row)
      const key = `${row.lei}/${row.msa}`
      list = byLeiMsa.get(key)
      if (!list) byLeiMsa.set(key, (list = []))
      list.push(row)
    }
  }
  /** @type {Map<string, GeoCounty>} */
  const countyByCode = new Map()
  for (const list of geo.counties.values()) for (const c of list) countyByCode.set(c.code, c)
  return {
    year,
    filers,
    rows,
    byMsa,
    byLei,
    byLeiMsa,
    msaById: new Map(geo.msaMds.map((m) => [m.id, m])),
    countyByCode,
    stateByAbbr: geography.stateByAbbr,
    medianIncome,
  }
}

/**
 * The whole sample: same `seed` → same data. The institutions are made at once; each year's rows
 * on first use of `sample.years[year]` (or by `warm()`, which the server runs after it starts
 * listening), so the server answers within a fraction of a second. A year's rows depend only on
 * the seed, the year and the institutions, never on the order in which years are built.
 * Year data: { year, filers, rows, byMsa, byLei, byLeiMsa, msaById, countyByCode, stateByAbbr,
 * medianIncome(msa) }.
 * @param {{ seed?: string, geography?: Geography }} [options]
 */
export function generateSample({ seed = SAMPLE_SEED, geography = loadGeography() } = {}) {
  const random = createRandom(seed)
  const institutions = makeInstitutions(random, geography)
  /** @type {Map<string, SampleYear>} */
  const built = new Map()
  /** @type {Record<string, SampleYear>} */
  const years = {}
  for (const year of SAMPLE_YEARS) {
    Object.defineProperty(years, year, {
      enumerable: true,
      get() {
        if (!built.has(year)) built.set(year, buildYear(seed, year, institutions, geography))
        return built.get(year)
      },
    })
  }
  return {
    seed,
    institutions,
    byLei: new Map(institutions.map((i) => [i.lei, i])),
    byInstitutionId2017: new Map(institutions.map((i) => [i.institutionId2017, i])),
    years,
    /** Builds every year not built yet, one per macrotask; resolves when all are ready. */
    async warm() {
      for (const year of SAMPLE_YEARS) {
        await new Promise((resolve) => setImmediate(resolve))
        void years[year]
      }
    },
    /** @param {string} year */
    isBuilt: (year) => built.has(year),
  }
}
