/**
 * LAR validity edits about the applicant and co-applicant: ethnicity (V628–V634), race
 * (V635–V641), sex (V642–V650), age (V651, V652) and the income of a borrower that is not a
 * natural person (V655). The applicant and co-applicant versions of an edit are built by the
 * same function from the field indexes of that person.
 */
import { LAR_INDEX } from '../../schema'
import type { ValidityRule } from '../types'
import {
  codeSet,
  inSet,
  isBlank,
  isBlankText,
  isIntegerAboveZero,
  larRule,
  type Values,
} from './shared'

const ACTION_TAKEN = LAR_INDEX.actionTaken
const INCOME = LAR_INDEX.income

/** The field indexes of one person's demographic data. */
interface Person {
  readonly ethnicity: readonly [number, number, number, number, number]
  readonly ethnicityOther: number
  readonly ethnicityObserved: number
  readonly race: readonly [number, number, number, number, number]
  readonly raceOther: readonly [number, number, number]
  readonly raceObserved: number
  readonly sex: number
  readonly sexObserved: number
  readonly age: number
}

const APPLICANT: Person = {
  ethnicity: [
    LAR_INDEX.ethnicityApplicant1,
    LAR_INDEX.ethnicityApplicant2,
    LAR_INDEX.ethnicityApplicant3,
    LAR_INDEX.ethnicityApplicant4,
    LAR_INDEX.ethnicityApplicant5,
  ],
  ethnicityOther: LAR_INDEX.ethnicityApplicantOther,
  ethnicityObserved: LAR_INDEX.ethnicityApplicantObserved,
  race: [
    LAR_INDEX.raceApplicant1,
    LAR_INDEX.raceApplicant2,
    LAR_INDEX.raceApplicant3,
    LAR_INDEX.raceApplicant4,
    LAR_INDEX.raceApplicant5,
  ],
  raceOther: [
    LAR_INDEX.raceApplicantOtherNative,
    LAR_INDEX.raceApplicantOtherAsian,
    LAR_INDEX.raceApplicantOtherPacificIslander,
  ],
  raceObserved: LAR_INDEX.raceApplicantObserved,
  sex: LAR_INDEX.sexApplicant,
  sexObserved: LAR_INDEX.sexApplicantObserved,
  age: LAR_INDEX.ageApplicant,
}

const CO_APPLICANT: Person = {
  ethnicity: [
    LAR_INDEX.ethnicityCoApplicant1,
    LAR_INDEX.ethnicityCoApplicant2,
    LAR_INDEX.ethnicityCoApplicant3,
    LAR_INDEX.ethnicityCoApplicant4,
    LAR_INDEX.ethnicityCoApplicant5,
  ],
  ethnicityOther: LAR_INDEX.ethnicityCoApplicantOther,
  ethnicityObserved: LAR_INDEX.ethnicityCoApplicantObserved,
  race: [
    LAR_INDEX.raceCoApplicant1,
    LAR_INDEX.raceCoApplicant2,
    LAR_INDEX.raceCoApplicant3,
    LAR_INDEX.raceCoApplicant4,
    LAR_INDEX.raceCoApplicant5,
  ],
  raceOther: [
    LAR_INDEX.raceCoApplicantOtherNative,
    LAR_INDEX.raceCoApplicantOtherAsian,
    LAR_INDEX.raceCoApplicantOtherPacificIslander,
  ],
  raceObserved: LAR_INDEX.raceCoApplicantObserved,
  sex: LAR_INDEX.sexCoApplicant,
  sexObserved: LAR_INDEX.sexCoApplicantObserved,
  age: LAR_INDEX.ageCoApplicant,
}

// Ethnicity codes: 1 Hispanic or Latino (11–14 its subcategories), 2 not Hispanic or Latino,
// 3 information not provided, 4 not applicable, 5 no co-applicant.
const ETHNICITY_DETAIL = [1, 11, 12, 13, 14, 2] as const
const ETHNICITY_OTHER_FIELDS = codeSet(...ETHNICITY_DETAIL)
const ETHNICITY_NOT_OBSERVED_1 = codeSet(...ETHNICITY_DETAIL, 3)
const BROAD_ETHNICITY = codeSet(1, 2)

// Race codes: 1–5 the broad categories (21–27 and 41–44 subcategories of 2 and 4),
// 6 information not provided, 7 not applicable, 8 no co-applicant.
const RACE_DETAIL = [1, 2, 21, 22, 23, 24, 25, 26, 27, 3, 4, 41, 42, 43, 44, 5] as const
const RACE_OTHER_FIELDS = codeSet(...RACE_DETAIL)
const RACE_NOT_OBSERVED_1 = codeSet(...RACE_DETAIL, 6)
const BROAD_RACE = codeSet(1, 2, 3, 4, 5)

const MALE_OR_FEMALE = codeSet(1, 2)
const SEX_NOT_OBSERVED = codeSet(1, 2, 3, 6)

/** Per-person code lists: the co-applicant adds the "no co-applicant" codes. */
interface PersonCodes {
  readonly ethnicity1: ReadonlySet<string>
  readonly ethnicityAlone: ReadonlySet<string>
  readonly ethnicityObserved: ReadonlySet<string>
  readonly race1: ReadonlySet<string>
  readonly raceAlone: ReadonlySet<string>
  readonly raceObserved: ReadonlySet<string>
  readonly sex: ReadonlySet<string>
  readonly sexObserved: ReadonlySet<string>
}

const APPLICANT_CODES: PersonCodes = {
  ethnicity1: codeSet(...ETHNICITY_DETAIL, 3, 4),
  ethnicityAlone: codeSet(3, 4),
  ethnicityObserved: codeSet(1, 2, 3),
  race1: codeSet(...RACE_DETAIL, 6, 7),
  raceAlone: codeSet(6, 7),
  raceObserved: codeSet(1, 2, 3),
  sex: codeSet(1, 2, 3, 4, 6),
  sexObserved: codeSet(1, 2, 3),
}

const CO_APPLICANT_CODES: PersonCodes = {
  ethnicity1: codeSet(...ETHNICITY_DETAIL, 3, 4, 5),
  ethnicityAlone: codeSet(3, 4, 5),
  ethnicityObserved: codeSet(1, 2, 3, 4),
  race1: codeSet(...RACE_DETAIL, 6, 7, 8),
  raceAlone: codeSet(6, 7, 8),
  raceObserved: codeSet(1, 2, 3, 4),
  sex: codeSet(1, 2, 3, 4, 5, 6),
  sexObserved: codeSet(1, 2, 3, 4),
}

/** Edit ids of one person's ethnicity or race group, in the order the rule builders list them. */
type EightIds = readonly [string, string, string, string, string, string, string, string]
/** Edit ids of one person's sex edits. */
type SixIds = readonly [string, string, string, string, string, string]

/** Fields 2 to 5 of a group are each empty or in `codes`. */
function othersInSetOrBlank(
  v: Values,
  fields: readonly [number, number, number, number, number],
  codes: ReadonlySet<string>,
): boolean {
  for (let i = 1; i < 5; i++) {
    const value = v[fields[i] as number]
    if (!isBlank(value) && !inSet(codes, value)) return false
  }
  return true
}

/** Fields `from` to 5 of a group are all empty. */
function blankFrom(
  v: Values,
  fields: readonly [number, number, number, number, number],
  from: number,
): boolean {
  for (let i = from; i < 5; i++) if (!isBlank(v[fields[i] as number])) return false
  return true
}

/** The non-empty values of a group of five fields are all different. */
function distinctGroup(v: Values, f: readonly [number, number, number, number, number]): boolean {
  for (let i = 0; i < 4; i++) {
    const value = v[f[i] as number]
    if (isBlank(value)) continue
    for (let j = i + 1; j < 5; j++) if (v[f[j] as number] === value) return false
  }
  return true
}

function hasRaceText(v: Values, p: Person): boolean {
  return (
    !isBlankText(v[p.raceOther[0]]) ||
    !isBlankText(v[p.raceOther[1]]) ||
    !isBlankText(v[p.raceOther[2]])
  )
}

/** First ethnicity in `codes`, or empty with the free-form other Hispanic or Latino text given. */
function ethnicity1Ok(v: Values, p: Person, codes: ReadonlySet<string>): boolean {
  const first = v[p.ethnicity[0]]
  return inSet(codes, first) || (isBlank(first) && !isBlankText(v[p.ethnicityOther]))
}

/** First race in `codes`, or empty with one of the free-form race texts given. */
function race1Ok(v: Values, p: Person, codes: ReadonlySet<string>): boolean {
  const first = v[p.race[0]]
  return inSet(codes, first) || (isBlank(first) && hasRaceText(v, p))
}

/** Ethnicity 1 is 4, race 1 is 7 and sex is 4, and the loan was not purchased. */
function notNaturalPerson(v: Values, p: Person): boolean {
  return (
    v[p.ethnicity[0]] === '4' && v[p.race[0]] === '7' && v[p.sex] === '4' && v[ACTION_TAKEN] !== '6'
  )
}

function ethnicityRules(p: Person, c: PersonCodes, ids: EightIds): ValidityRule[] {
  const [first, second, third, fourth, observed1, observed2, observed3, notApplicable] = ids
  return [
    larRule(first, (v) => ethnicity1Ok(v, p, c.ethnicity1)),
    larRule(second, (v) => othersInSetOrBlank(v, p.ethnicity, ETHNICITY_OTHER_FIELDS)),
    larRule(third, (v) => distinctGroup(v, p.ethnicity)),
    larRule(
      fourth,
      (v) => !inSet(c.ethnicityAlone, v[p.ethnicity[0]]) || blankFrom(v, p.ethnicity, 1),
    ),
    larRule(observed1, (v) => inSet(c.ethnicityObserved, v[p.ethnicityObserved])),
    larRule(observed2, (v) => {
      if (v[p.ethnicityObserved] !== '1') return true
      const ethnicity2 = v[p.ethnicity[1]]
      return (
        inSet(BROAD_ETHNICITY, v[p.ethnicity[0]]) &&
        (isBlank(ethnicity2) || inSet(BROAD_ETHNICITY, ethnicity2)) &&
        blankFrom(v, p.ethnicity, 2)
      )
    }),
    larRule(
      observed3,
      (v) => v[p.ethnicityObserved] !== '2' || ethnicity1Ok(v, p, ETHNICITY_NOT_OBSERVED_1),
    ),
    larRule(notApplicable, (v) => v[p.ethnicity[0]] !== '4' || v[p.ethnicityObserved] === '3'),
  ]
}

function raceRules(p: Person, c: PersonCodes, ids: EightIds): ValidityRule[] {
  const [first, second, third, fourth, observed1, observed2, observed3, notApplicable] = ids
  return [
    larRule(first, (v) => race1Ok(v, p, c.race1)),
    larRule(second, (v) => othersInSetOrBlank(v, p.race, RACE_OTHER_FIELDS)),
    larRule(third, (v) => distinctGroup(v, p.race)),
    larRule(fourth, (v) => !inSet(c.raceAlone, v[p.race[0]]) || blankFrom(v, p.race, 1)),
    larRule(observed1, (v) => inSet(c.raceObserved, v[p.raceObserved])),
    larRule(
      observed2,
      (v) =>
        v[p.raceObserved] !== '1' ||
        (inSet(BROAD_RACE, v[p.race[0]]) && othersInSetOrBlank(v, p.race, BROAD_RACE)),
    ),
    larRule(
      observed3,
      (v) =>
        v[p.raceObserved] !== '2' ||
        (race1Ok(v, p, RACE_NOT_OBSERVED_1) && othersInSetOrBlank(v, p.race, RACE_OTHER_FIELDS)),
    ),
    larRule(notApplicable, (v) => v[p.race[0]] !== '7' || v[p.raceObserved] === '3'),
  ]
}

function sexRules(p: Person, c: PersonCodes, ids: SixIds): ValidityRule[] {
  const [code, observedCode, observed, notObserved, both, notApplicable] = ids
  return [
    larRule(code, (v) => inSet(c.sex, v[p.sex])),
    larRule(observedCode, (v) => inSet(c.sexObserved, v[p.sexObserved])),
    larRule(observed, (v) => v[p.sexObserved] !== '1' || inSet(MALE_OR_FEMALE, v[p.sex])),
    larRule(notObserved, (v) => v[p.sexObserved] !== '2' || inSet(SEX_NOT_OBSERVED, v[p.sex])),
    // Both sexes selected (6): 2018 accepts only flag 2; from 2019 flag 3 as well.
    larRule(both, (v, { year }) => {
      if (v[p.sex] !== '6') return true
      const flag = v[p.sexObserved]
      return flag === '2' || (year >= 2019 && flag === '3')
    }),
    larRule(notApplicable, (v) => v[p.sex] !== '4' || v[p.sexObserved] === '3'),
  ]
}

function ageRules(p: Person, ids: readonly [string, string]): ValidityRule[] {
  const [format, notNatural] = ids
  return [
    larRule(format, (v) => isIntegerAboveZero(v[p.age])),
    larRule(notNatural, (v) => !notNaturalPerson(v, p) || v[p.age] === '8888'),
  ]
}

export const DEMOGRAPHIC_RULES_A: readonly ValidityRule[] = [
  ...ethnicityRules(APPLICANT, APPLICANT_CODES, [
    'V628-1',
    'V628-2',
    'V628-3',
    'V628-4',
    'V629-1',
    'V629-2',
    'V629-3',
    'V630',
  ]),
  ...ethnicityRules(CO_APPLICANT, CO_APPLICANT_CODES, [
    'V631-1',
    'V631-2',
    'V631-3',
    'V631-4',
    'V632-1',
    'V632-2',
    'V632-3',
    'V633',
  ]),
  larRule(
    'V634',
    (v) => (v[CO_APPLICANT.ethnicity[0]] === '5') === (v[CO_APPLICANT.ethnicityObserved] === '4'),
  ),
  ...raceRules(APPLICANT, APPLICANT_CODES, [
    'V635-1',
    'V635-2',
    'V635-3',
    'V635-4',
    'V636-1',
    'V636-2',
    'V636-3',
    'V637',
  ]),
  ...raceRules(CO_APPLICANT, CO_APPLICANT_CODES, [
    'V638-1',
    'V638-2',
    'V638-3',
    'V638-4',
    'V639-1',
    'V639-2',
    'V639-3',
    'V640',
  ]),
  larRule(
    'V641',
    (v) => (v[CO_APPLICANT.race[0]] === '8') === (v[CO_APPLICANT.raceObserved] === '4'),
  ),
  ...sexRules(APPLICANT, APPLICANT_CODES, ['V642-1', 'V642-2', 'V643', 'V644-1', 'V644-2', 'V645']),
  ...sexRules(CO_APPLICANT, CO_APPLICANT_CODES, [
    'V646-1',
    'V646-2',
    'V647',
    'V648-1',
    'V648-2',
    'V649',
  ]),
  larRule('V650', (v) => (v[CO_APPLICANT.sexObserved] === '4') === (v[CO_APPLICANT.sex] === '5')),
  ...ageRules(APPLICANT, ['V651-1', 'V651-2']),
  ...ageRules(CO_APPLICANT, ['V652-1', 'V652-2']),
  larRule('V655-1', (v) => !notNaturalPerson(v, APPLICANT) || v[INCOME] === 'NA'),
  larRule('V655-2', (v) => !notNaturalPerson(v, CO_APPLICANT) || v[INCOME] === 'NA'),
]
