import { describe, expect, it } from 'vitest'
import { isValidUli, makeUli } from '../../checkDigit'
import { editsFor } from '../../edits/lookup'
import type { LarFieldKey, TsFieldKey } from '../../schema'
import { TEST_ULI, validLarValues, validTsValues } from '../../testing/rowBuilder'
import { FILING_YEARS, type FilingYear } from '../../types'
import type { RuleContext, ValidityRule } from '../types'
import { NOT_CHECKED_A, RULES_A } from './rulesA'
import { hasValidCheckDigits } from './rulesALoan'

type Lar = Partial<Record<LarFieldKey, string>>
type Ts = Partial<Record<TsFieldKey, string>>

interface Case {
  readonly id: string
  readonly year: FilingYear
  readonly quarter?: 1 | 2 | 3
  readonly record: 'ts' | 'lar'
  readonly overrides: Lar | Ts
  readonly passes: boolean
}

const ruleById = new Map<string, ValidityRule>(RULES_A.map((rule) => [rule.id, rule]))

function run(c: Case): boolean {
  const rule = ruleById.get(c.id)
  if (!rule) throw new Error(`No rule ${c.id}`)
  const values =
    c.record === 'ts'
      ? validTsValues(c.year, c.overrides as Ts)
      : validLarValues(c.year, c.overrides as Lar)
  const context: RuleContext = { year: c.year, quarter: c.quarter ?? null }
  return rule.check(values, context)
}

const pass = (id: string, year: FilingYear, overrides: Lar): Case => ({
  id,
  year,
  record: 'lar',
  overrides,
  passes: true,
})
const fail = (id: string, year: FilingYear, overrides: Lar): Case => ({
  id,
  year,
  record: 'lar',
  overrides,
  passes: false,
})
const tsPass = (id: string, year: FilingYear, overrides: Ts, quarter?: 1 | 2 | 3): Case => ({
  id,
  year,
  record: 'ts',
  overrides,
  passes: true,
  ...(quarter && { quarter }),
})
const tsFail = (id: string, year: FilingYear, overrides: Ts, quarter?: 1 | 2 | 3): Case => ({
  id,
  year,
  record: 'ts',
  overrides,
  passes: false,
  ...(quarter && { quarter }),
})

/** A ULI (35 characters) built on TEST_ULI whose check digits are wrong. */
const BAD_CHECK_DIGIT_ULI = `${TEST_ULI.slice(0, -2)}${TEST_ULI.endsWith('00') ? '01' : '00'}`

/** An applicant that is not a natural person. */
const NOT_NATURAL: Lar = {
  ethnicityApplicant1: '4',
  ethnicityApplicantObserved: '3',
  raceApplicant1: '7',
  raceApplicantObserved: '3',
  sexApplicant: '4',
  sexApplicantObserved: '3',
}
/** A co-applicant that is not a natural person. */
const CO_NOT_NATURAL: Lar = {
  ethnicityCoApplicant1: '4',
  ethnicityCoApplicantObserved: '3',
  raceCoApplicant1: '7',
  raceCoApplicantObserved: '3',
  sexCoApplicant: '4',
  sexCoApplicantObserved: '3',
}
/** A co-applicant who is present and reported a race and sex by themselves. */
const CO_PRESENT: Lar = {
  ethnicityCoApplicant1: '2',
  ethnicityCoApplicantObserved: '2',
  raceCoApplicant1: '5',
  raceCoApplicantObserved: '2',
  sexCoApplicant: '1',
  sexCoApplicantObserved: '2',
}

const CASES: readonly Case[] = [
  // Transmittal sheet
  tsPass('V600', 2018, {}),
  tsPass('V600', 2024, { lei: 'abcdefghij0123456789' }),
  tsFail('V600', 2024, { lei: 'HMDATESTBANK0000013' }),
  tsFail('V600', 2024, { lei: 'HMDATESTBANK00000137X' }),
  tsFail('V600', 2024, { lei: 'HMDATESTBANK0000013-' }),
  tsFail('V600', 2024, { lei: '' }),
  tsPass('V601', 2020, {}),
  tsFail('V601', 2020, { institutionName: '' }),
  tsFail('V601', 2020, { contactName: '' }),
  tsFail('V601', 2020, { contactEmail: '   ' }),
  tsFail('V601', 2020, { contactStreetAddress: '' }),
  tsFail('V601', 2020, { contactCity: '' }),
  tsPass('V602', 2018, {}),
  tsFail('V602', 2018, { calendarQuarter: '' }),
  tsFail('V602', 2023, { calendarQuarter: '2' }),
  tsPass('V602', 2023, { calendarQuarter: '2' }, 2),
  tsFail('V602', 2023, { calendarQuarter: '4' }, 2),
  tsPass('V603', 2019, { contactPhone: '999-999-9999' }),
  tsFail('V603', 2019, { contactPhone: '9999999999' }),
  tsFail('V603', 2019, { contactPhone: '999-999-999a' }),
  tsFail('V603', 2019, { contactPhone: '(999) 999-9999' }),
  tsFail('V603', 2019, { contactPhone: '' }),
  tsPass('V604', 2021, { contactState: 'PR' }),
  tsPass('V604', 2021, { contactState: 'DC' }),
  tsFail('V604', 2021, { contactState: 'XX' }),
  tsFail('V604', 2021, { contactState: 'il' }),
  tsFail('V604', 2021, { contactState: '' }),
  tsPass('V605', 2022, { contactZipCode: '62701-1234' }),
  tsFail('V605', 2022, { contactZipCode: '6270' }),
  tsFail('V605', 2022, { contactZipCode: '62701-12' }),
  tsFail('V605', 2022, { contactZipCode: '627011234' }),
  tsFail('V605', 2022, { contactZipCode: '' }),
  tsPass('V606', 2025, { totalEntries: '1500' }),
  tsFail('V606', 2025, { totalEntries: '0' }),
  tsFail('V606', 2025, { totalEntries: '-3' }),
  tsFail('V606', 2025, { totalEntries: '2.5' }),
  tsFail('V606', 2025, { totalEntries: '' }),
  tsPass('V607', 2026, { taxId: '99-9999999' }),
  tsFail('V607', 2026, { taxId: '999999999' }),
  tsFail('V607', 2026, { taxId: '99-999999' }),
  tsFail('V607', 2026, { taxId: '' }),

  // Identifier
  pass('V608-1', 2020, {}),
  pass('V608-1', 2020, { uli: 'LOAN1' }),
  pass('V608-1', 2020, { uli: 'A'.repeat(45) }),
  fail('V608-1', 2020, { uli: 'A'.repeat(46) }),
  fail('V608-1', 2020, { uli: `${TEST_ULI.slice(0, 20)}-${TEST_ULI.slice(20)}` }),
  pass('V608-2', 2020, { uli: 'LOAN1' }),
  pass('V608-2', 2020, { uli: 'A'.repeat(22) }),
  pass('V608-2', 2020, {}),
  fail('V608-2', 2020, { uli: '' }),
  fail('V608-2', 2020, { uli: 'LOAN-1' }),
  pass('V608-2', 2021, { uli: 'NA' }),
  fail('V608-2', 2022, { uli: 'NA' }),
  pass('V608-2', 2018, { uli: '1111' }),
  fail('V608-2', 2026, { uli: '1111' }),
  pass('V608-2', 2019, { uli: 'Exempt' }),
  fail('V608-2', 2023, { uli: 'exempt' }),
  pass('V608-2', 2023, { uli: 'EXEMPTION' }),
  pass('V609', 2024, {}),
  pass('V609', 2024, { uli: 'LOAN1' }),
  fail('V609', 2024, { uli: BAD_CHECK_DIGIT_ULI }),

  // Dates, codes
  pass('V610-1', 2018, {}),
  pass('V610-1', 2018, { applicationDate: 'NA', actionTaken: '6' }),
  fail('V610-1', 2018, { applicationDate: '20180230' }),
  fail('V610-1', 2018, { applicationDate: '2018011' }),
  fail('V610-1', 2018, { applicationDate: '' }),
  pass('V610-1', 2024, { applicationDate: '20240229' }),
  fail('V610-1', 2023, { applicationDate: '20230229' }),
  pass('V610-2', 2019, { applicationDate: 'NA', actionTaken: '6' }),
  fail('V610-2', 2019, { actionTaken: '6' }),
  fail('V610-2', 2019, { applicationDate: 'NA' }),
  fail('V611', 2020, { loanType: '5' }),
  fail('V611', 2020, { loanType: '' }),
  pass('V611', 2020, { loanType: '4' }),
  pass('V612-1', 2021, { loanPurpose: '32', preapproval: '2' }),
  fail('V612-1', 2021, { loanPurpose: '3' }),
  fail('V612-1', 2021, { loanPurpose: '' }),
  pass('V612-2', 2022, { preapproval: '1' }),
  fail('V612-2', 2022, { preapproval: '1', loanPurpose: '2' }),
  pass('V613-1', 2023, { preapproval: '1' }),
  fail('V613-1', 2023, { preapproval: '3' }),
  fail('V613-1', 2023, { preapproval: '' }),
  pass('V613-2', 2024, { actionTaken: '7', preapproval: '1' }),
  fail('V613-2', 2024, { actionTaken: '8', preapproval: '2' }),
  pass('V613-3', 2025, { actionTaken: '3', preapproval: '2' }),
  fail('V613-3', 2025, { actionTaken: '6', preapproval: '1' }),
  pass('V613-4', 2026, { actionTaken: '2', preapproval: '1' }),
  fail('V613-4', 2026, { actionTaken: '4', preapproval: '1' }),
  pass('V614-1', 2018, { loanPurpose: '31', preapproval: '2' }),
  fail('V614-1', 2018, { loanPurpose: '31', preapproval: '1' }),
  pass('V614-2', 2019, { multifamilyAffordableUnits: 'NA', preapproval: '1' }),
  pass('V614-2', 2019, { multifamilyAffordableUnits: '5', preapproval: '2' }),
  fail('V614-2', 2019, { multifamilyAffordableUnits: '5', preapproval: '1' }),
  pass('V614-3', 2020, { reverseMortgage: '1', preapproval: '2' }),
  fail('V614-3', 2020, { reverseMortgage: '1', preapproval: '1' }),
  pass('V614-4', 2021, { openEndLineOfCredit: '1', preapproval: '2' }),
  fail('V614-4', 2021, { openEndLineOfCredit: '1', preapproval: '1' }),
  pass('V615-1', 2022, { constructionMethod: '2' }),
  fail('V615-1', 2022, { constructionMethod: '3' }),
  pass('V615-2', 2023, { manufacturedHomeLandPropertyInterest: '1', constructionMethod: '2' }),
  fail('V615-2', 2023, { manufacturedHomeLandPropertyInterest: '4', constructionMethod: '1' }),
  pass('V615-3', 2024, { manufacturedHomeSecuredPropertyType: '2', constructionMethod: '2' }),
  fail('V615-3', 2024, { manufacturedHomeSecuredPropertyType: '1', constructionMethod: '1' }),
  pass('V616', 2025, { occupancyType: '3' }),
  fail('V616', 2025, { occupancyType: '4' }),
  pass('V617', 2026, { loanAmount: '0' }),
  pass('V617', 2026, { loanAmount: '110500.00' }),
  fail('V617', 2026, { loanAmount: '-1' }),
  fail('V617', 2026, { loanAmount: '' }),
  fail('V617', 2026, { loanAmount: '1,000' }),
  pass('V618', 2018, { actionTaken: '8' }),
  fail('V618', 2018, { actionTaken: '9' }),
  fail('V618', 2018, { actionTaken: '' }),
  pass('V619-1', 2019, {}),
  fail('V619-1', 2019, { actionTakenDate: '20190231' }),
  fail('V619-1', 2019, { actionTakenDate: '2019031' }),
  fail('V619-1', 2019, { actionTakenDate: '' }),
  pass('V619-2', 2020, { actionTakenDate: '20201231' }),
  fail('V619-2', 2020, { actionTakenDate: '20191231' }),
  fail('V619-2', 2021, { actionTakenDate: '20200301' }),
  pass('V619-3', 2021, { applicationDate: '20210301', actionTakenDate: '20210301' }),
  fail('V619-3', 2021, { applicationDate: '20210302', actionTakenDate: '20210301' }),
  pass('V619-3', 2021, { applicationDate: 'NA', actionTaken: '6' }),
  pass('V619-3', 2021, { applicationDate: '20211231', actionTaken: '6' }),

  // Address and location
  pass('V620', 2022, { streetAddress: 'NA' }),
  fail('V620', 2022, { streetAddress: '' }),
  fail('V620', 2022, { streetAddress: '  ' }),
  pass('V621', 2022, { city: 'Exempt' }),
  fail('V621', 2022, { city: '' }),
  pass('V622', 2023, { streetAddress: 'NA', city: 'NA', state: 'NA', zipCode: 'NA' }),
  pass('V622', 2023, { streetAddress: 'Exempt', city: 'Exempt', zipCode: 'Exempt' }),
  fail('V622', 2023, { city: 'NA' }),
  fail('V622', 2023, { state: 'NA' }),
  fail('V622', 2023, { zipCode: '' }),
  pass('V623', 2024, { state: 'NA' }),
  pass('V623', 2024, { state: 'VI' }),
  fail('V623', 2024, { state: 'ZZ' }),
  fail('V623', 2024, { state: '' }),
  pass('V624', 2025, { zipCode: '62704-1234' }),
  pass('V624', 2025, { zipCode: 'Exempt' }),
  pass('V624', 2025, { zipCode: 'NA' }),
  fail('V624', 2025, { zipCode: '6270' }),
  fail('V624', 2025, { zipCode: '' }),
  pass('V625-1', 2026, { censusTract: 'NA' }),
  fail('V625-1', 2026, { censusTract: '1716700080' }),
  fail('V625-1', 2026, { censusTract: '1716700080A' }),
  fail('V625-1', 2026, { censusTract: '' }),
  pass('V626', 2018, { county: 'NA' }),
  fail('V626', 2018, { county: '1716' }),
  fail('V626', 2018, { county: '' }),
  pass('V627', 2019, { county: 'NA' }),
  pass('V627', 2019, { censusTract: 'NA' }),
  fail('V627', 2019, { county: '17031' }),

  // Applicant ethnicity
  pass('V628-1', 2020, { ethnicityApplicant1: '14' }),
  pass('V628-1', 2020, { ethnicityApplicant1: '', ethnicityApplicantOther: 'Dominican' }),
  fail('V628-1', 2020, { ethnicityApplicant1: '' }),
  fail('V628-1', 2020, { ethnicityApplicant1: '5' }),
  pass('V628-2', 2021, { ethnicityApplicant1: '1', ethnicityApplicant2: '11' }),
  fail('V628-2', 2021, { ethnicityApplicant1: '1', ethnicityApplicant5: '3' }),
  pass('V628-3', 2022, { ethnicityApplicant1: '1', ethnicityApplicant2: '11' }),
  fail('V628-3', 2022, { ethnicityApplicant1: '1', ethnicityApplicant4: '1' }),
  pass('V628-4', 2023, { ethnicityApplicant1: '3' }),
  fail('V628-4', 2023, { ethnicityApplicant1: '3', ethnicityApplicant2: '1' }),
  fail('V628-4', 2023, { ethnicityApplicant1: '4', ethnicityApplicant5: '2' }),
  pass('V629-1', 2024, { ethnicityApplicantObserved: '3' }),
  fail('V629-1', 2024, { ethnicityApplicantObserved: '4' }),
  fail('V629-1', 2024, { ethnicityApplicantObserved: '' }),
  pass('V629-2', 2025, {
    ethnicityApplicantObserved: '1',
    ethnicityApplicant1: '1',
    ethnicityApplicant2: '2',
  }),
  fail('V629-2', 2025, { ethnicityApplicantObserved: '1', ethnicityApplicant1: '11' }),
  fail('V629-2', 2025, {
    ethnicityApplicantObserved: '1',
    ethnicityApplicant1: '1',
    ethnicityApplicant2: '12',
  }),
  fail('V629-2', 2025, {
    ethnicityApplicantObserved: '1',
    ethnicityApplicant1: '1',
    ethnicityApplicant3: '2',
  }),
  pass('V629-3', 2026, { ethnicityApplicant1: '3' }),
  pass('V629-3', 2026, { ethnicityApplicant1: '', ethnicityApplicantOther: 'Dominican' }),
  fail('V629-3', 2026, { ethnicityApplicant1: '4' }),
  fail('V629-3', 2026, { ethnicityApplicant1: '' }),
  pass('V630', 2018, { ethnicityApplicant1: '4', ethnicityApplicantObserved: '3' }),
  fail('V630', 2018, { ethnicityApplicant1: '4', ethnicityApplicantObserved: '2' }),

  // Co-applicant ethnicity
  pass('V631-1', 2019, {}),
  pass('V631-1', 2019, { ethnicityCoApplicant1: '', ethnicityCoApplicantOther: 'Dominican' }),
  fail('V631-1', 2019, { ethnicityCoApplicant1: '' }),
  fail('V631-1', 2019, { ethnicityCoApplicant1: '6' }),
  pass('V631-2', 2020, { ...CO_PRESENT, ethnicityCoApplicant1: '1', ethnicityCoApplicant2: '13' }),
  fail('V631-2', 2020, { ...CO_PRESENT, ethnicityCoApplicant1: '1', ethnicityCoApplicant3: '5' }),
  pass('V631-3', 2021, { ...CO_PRESENT, ethnicityCoApplicant1: '1', ethnicityCoApplicant2: '2' }),
  fail('V631-3', 2021, { ...CO_PRESENT, ethnicityCoApplicant2: '2', ethnicityCoApplicant3: '2' }),
  pass('V631-4', 2022, {}),
  fail('V631-4', 2022, { ethnicityCoApplicant2: '1' }),
  fail('V631-4', 2022, { ...CO_PRESENT, ethnicityCoApplicant1: '3', ethnicityCoApplicant2: '1' }),
  pass('V632-1', 2023, { ...CO_PRESENT, ethnicityCoApplicantObserved: '1' }),
  fail('V632-1', 2023, { ethnicityCoApplicantObserved: '5' }),
  pass('V632-2', 2024, { ...CO_PRESENT, ethnicityCoApplicantObserved: '1' }),
  fail('V632-2', 2024, {
    ...CO_PRESENT,
    ethnicityCoApplicantObserved: '1',
    ethnicityCoApplicant1: '3',
  }),
  fail('V632-2', 2024, {
    ...CO_PRESENT,
    ethnicityCoApplicantObserved: '1',
    ethnicityCoApplicant4: '1',
  }),
  pass('V632-3', 2025, { ...CO_PRESENT, ethnicityCoApplicant1: '13' }),
  fail('V632-3', 2025, { ...CO_PRESENT, ethnicityCoApplicant1: '5' }),
  fail('V632-3', 2025, { ...CO_PRESENT, ethnicityCoApplicant1: '' }),
  pass('V633', 2026, { ...CO_NOT_NATURAL }),
  fail('V633', 2026, { ...CO_PRESENT, ethnicityCoApplicant1: '4' }),
  pass('V634', 2018, {}),
  pass('V634', 2018, { ...CO_PRESENT }),
  fail('V634', 2018, { ethnicityCoApplicantObserved: '2' }),
  fail('V634', 2018, { ...CO_PRESENT, ethnicityCoApplicantObserved: '4' }),

  // Applicant race
  pass('V635-1', 2019, { raceApplicant1: '27' }),
  pass('V635-1', 2019, { raceApplicant1: '', raceApplicantOtherAsian: 'Hmong' }),
  fail('V635-1', 2019, { raceApplicant1: '' }),
  fail('V635-1', 2019, { raceApplicant1: '8' }),
  pass('V635-2', 2020, { raceApplicant2: '44', raceApplicant5: '3' }),
  fail('V635-2', 2020, { raceApplicant2: '6' }),
  pass('V635-3', 2021, { raceApplicant2: '4', raceApplicant3: '41' }),
  fail('V635-3', 2021, { raceApplicant3: '5' }),
  pass('V635-4', 2022, { raceApplicant1: '6' }),
  fail('V635-4', 2022, { raceApplicant1: '6', raceApplicant2: '5' }),
  fail('V635-4', 2022, { raceApplicant1: '7', raceApplicant4: '1' }),
  pass('V636-1', 2023, { raceApplicantObserved: '1' }),
  fail('V636-1', 2023, { raceApplicantObserved: '4' }),
  pass('V636-2', 2024, { raceApplicantObserved: '1', raceApplicant2: '3' }),
  fail('V636-2', 2024, { raceApplicantObserved: '1', raceApplicant1: '21' }),
  fail('V636-2', 2024, { raceApplicantObserved: '1', raceApplicant4: '41' }),
  pass('V636-3', 2025, { raceApplicant1: '6' }),
  pass('V636-3', 2025, { raceApplicant1: '', raceApplicantOtherNative: 'Navajo Nation' }),
  fail('V636-3', 2025, { raceApplicant1: '7' }),
  fail('V636-3', 2025, { raceApplicant2: '6' }),
  pass('V637', 2026, { raceApplicant1: '7', raceApplicantObserved: '3' }),
  fail('V637', 2026, { raceApplicant1: '7', raceApplicantObserved: '2' }),

  // Co-applicant race
  pass('V638-1', 2018, {}),
  pass('V638-1', 2018, { raceCoApplicant1: '', raceCoApplicantOtherPacificIslander: 'Fijian' }),
  fail('V638-1', 2018, { raceCoApplicant1: '' }),
  fail('V638-1', 2018, { raceCoApplicant1: '9' }),
  pass('V638-2', 2019, { ...CO_PRESENT, raceCoApplicant2: '22' }),
  fail('V638-2', 2019, { ...CO_PRESENT, raceCoApplicant2: '7' }),
  pass('V638-3', 2020, { ...CO_PRESENT, raceCoApplicant2: '1' }),
  fail('V638-3', 2020, { ...CO_PRESENT, raceCoApplicant2: '1', raceCoApplicant5: '1' }),
  pass('V638-4', 2021, {}),
  fail('V638-4', 2021, { raceCoApplicant2: '1' }),
  fail('V638-4', 2021, { ...CO_PRESENT, raceCoApplicant1: '6', raceCoApplicant3: '1' }),
  pass('V639-1', 2022, { ...CO_PRESENT, raceCoApplicantObserved: '3' }),
  fail('V639-1', 2022, { raceCoApplicantObserved: '' }),
  pass('V639-2', 2023, { ...CO_PRESENT, raceCoApplicantObserved: '1' }),
  fail('V639-2', 2023, { ...CO_PRESENT, raceCoApplicantObserved: '1', raceCoApplicant1: '6' }),
  fail('V639-2', 2023, { ...CO_PRESENT, raceCoApplicantObserved: '1', raceCoApplicant2: '27' }),
  pass('V639-3', 2024, { ...CO_PRESENT, raceCoApplicant1: '6' }),
  pass('V639-3', 2024, { ...CO_PRESENT, raceCoApplicant1: '', raceCoApplicantOtherAsian: 'Thai' }),
  fail('V639-3', 2024, { ...CO_PRESENT, raceCoApplicant1: '8' }),
  fail('V639-3', 2024, { ...CO_PRESENT, raceCoApplicant3: '6' }),
  pass('V640', 2025, { ...CO_NOT_NATURAL }),
  fail('V640', 2025, { ...CO_PRESENT, raceCoApplicant1: '7' }),
  pass('V641', 2026, {}),
  fail('V641', 2026, { raceCoApplicantObserved: '2' }),
  fail('V641', 2026, { ...CO_PRESENT, raceCoApplicantObserved: '4' }),

  // Sex
  pass('V642-1', 2018, { sexApplicant: '6' }),
  fail('V642-1', 2018, { sexApplicant: '5' }),
  fail('V642-1', 2018, { sexApplicant: '' }),
  pass('V642-2', 2019, { sexApplicantObserved: '3' }),
  fail('V642-2', 2019, { sexApplicantObserved: '4' }),
  pass('V643', 2020, { sexApplicantObserved: '1', sexApplicant: '1' }),
  fail('V643', 2020, { sexApplicantObserved: '1', sexApplicant: '3' }),
  pass('V644-1', 2021, { sexApplicantObserved: '2', sexApplicant: '6' }),
  fail('V644-1', 2021, { sexApplicantObserved: '2', sexApplicant: '4' }),
  pass('V644-2', 2018, { sexApplicant: '6', sexApplicantObserved: '2' }),
  fail('V644-2', 2018, { sexApplicant: '6', sexApplicantObserved: '3' }),
  pass('V644-2', 2019, { sexApplicant: '6', sexApplicantObserved: '3' }),
  fail('V644-2', 2022, { sexApplicant: '6', sexApplicantObserved: '1' }),
  pass('V645', 2023, { sexApplicant: '4', sexApplicantObserved: '3' }),
  fail('V645', 2023, { sexApplicant: '4', sexApplicantObserved: '2' }),
  pass('V646-1', 2024, {}),
  fail('V646-1', 2024, { sexCoApplicant: '7' }),
  fail('V646-1', 2024, { sexCoApplicant: '' }),
  pass('V646-2', 2025, {}),
  fail('V646-2', 2025, { sexCoApplicantObserved: '5' }),
  pass('V647', 2026, { ...CO_PRESENT, sexCoApplicantObserved: '1', sexCoApplicant: '2' }),
  fail('V647', 2026, { ...CO_PRESENT, sexCoApplicantObserved: '1', sexCoApplicant: '6' }),
  pass('V648-1', 2018, { ...CO_PRESENT, sexCoApplicant: '3' }),
  fail('V648-1', 2018, { ...CO_PRESENT, sexCoApplicant: '5' }),
  pass('V648-2', 2018, { ...CO_PRESENT, sexCoApplicant: '6' }),
  fail('V648-2', 2018, { ...CO_PRESENT, sexCoApplicant: '6', sexCoApplicantObserved: '3' }),
  pass('V648-2', 2020, { ...CO_PRESENT, sexCoApplicant: '6', sexCoApplicantObserved: '3' }),
  fail('V648-2', 2020, { ...CO_PRESENT, sexCoApplicant: '6', sexCoApplicantObserved: '4' }),
  pass('V649', 2021, { ...CO_NOT_NATURAL }),
  fail('V649', 2021, { ...CO_PRESENT, sexCoApplicant: '4' }),
  pass('V650', 2022, {}),
  pass('V650', 2022, { ...CO_PRESENT }),
  fail('V650', 2022, { sexCoApplicantObserved: '2' }),
  fail('V650', 2022, { ...CO_PRESENT, sexCoApplicantObserved: '4' }),

  // Age and income
  pass('V651-1', 2023, { ageApplicant: '8888' }),
  fail('V651-1', 2023, { ageApplicant: '0' }),
  fail('V651-1', 2023, { ageApplicant: '-41' }),
  fail('V651-1', 2023, { ageApplicant: '41.5' }),
  fail('V651-1', 2023, { ageApplicant: '' }),
  pass('V651-2', 2024, { ...NOT_NATURAL, ageApplicant: '8888' }),
  pass('V651-2', 2024, { ...NOT_NATURAL, actionTaken: '6', applicationDate: 'NA' }),
  fail('V651-2', 2024, { ...NOT_NATURAL }),
  pass('V652-1', 2025, { ageCoApplicant: '8888' }),
  fail('V652-1', 2025, { ageCoApplicant: '0' }),
  fail('V652-1', 2025, { ageCoApplicant: '' }),
  pass('V652-2', 2026, { ...CO_NOT_NATURAL, ageCoApplicant: '8888' }),
  fail('V652-2', 2026, { ...CO_NOT_NATURAL, ageCoApplicant: '9999' }),
  pass('V654-1', 2018, { income: '-5' }),
  pass('V654-1', 2018, { income: 'NA' }),
  fail('V654-1', 2018, { income: '96.5' }),
  fail('V654-1', 2018, { income: '' }),
  pass('V654-2', 2019, { multifamilyAffordableUnits: '3', income: 'NA' }),
  fail('V654-2', 2019, { multifamilyAffordableUnits: '3' }),
  pass('V655-1', 2020, { ...NOT_NATURAL, income: 'NA' }),
  pass('V655-1', 2020, { ...NOT_NATURAL, actionTaken: '6', applicationDate: 'NA' }),
  fail('V655-1', 2020, { ...NOT_NATURAL }),
  pass('V655-2', 2021, { ...CO_NOT_NATURAL, income: 'NA' }),
  fail('V655-2', 2021, { ...CO_NOT_NATURAL }),

  // Purchaser, rate spread, HOEPA, lien
  pass('V656-1', 2022, { purchaserType: '71' }),
  fail('V656-1', 2022, { purchaserType: '7' }),
  fail('V656-1', 2022, { purchaserType: '' }),
  pass('V656-2', 2023, { actionTaken: '3', purchaserType: '0' }),
  fail('V656-2', 2023, { actionTaken: '3', purchaserType: '1' }),
  pass('V657-1', 2024, { rateSpread: 'Exempt' }),
  pass('V657-1', 2024, { rateSpread: '-0.5' }),
  fail('V657-1', 2024, { rateSpread: '' }),
  fail('V657-1', 2024, { rateSpread: '0.4%' }),
  pass('V657-2', 2025, { actionTaken: '4', rateSpread: 'NA' }),
  fail('V657-2', 2025, { actionTaken: '4' }),
  pass('V657-3', 2026, { reverseMortgage: '1', rateSpread: 'Exempt' }),
  fail('V657-3', 2026, { reverseMortgage: '1' }),
  pass('V658-1', 2018, { hoepaStatus: '1' }),
  fail('V658-1', 2018, { hoepaStatus: '4' }),
  pass('V658-2', 2019, { actionTaken: '5', hoepaStatus: '3' }),
  fail('V658-2', 2019, { actionTaken: '5', hoepaStatus: '2' }),
  pass('V659', 2020, { lienStatus: '2' }),
  fail('V659', 2020, { lienStatus: '3' }),
  fail('V659', 2020, { lienStatus: '' }),
]

function inRange(id: string): boolean {
  const match = /^V(\d{3})/.exec(id)
  const n = match ? Number(match[1]) : 0
  return n >= 600 && n <= 659
}

describe('RULES_A', () => {
  it.each(CASES.map((c) => [c.id, c.year, c.passes ? 'passes' : 'fails', c] as const))(
    '%s (%i) %s',
    (_id, _year, _outcome, c) => {
      expect(run(c)).toBe(c.passes)
    },
  )

  it('has a passing and a failing case for every rule', () => {
    for (const rule of RULES_A) {
      const cases = CASES.filter((c) => c.id === rule.id)
      expect(
        cases.some((c) => c.passes),
        `${rule.id} passes somewhere`,
      ).toBe(true)
      expect(
        cases.some((c) => !c.passes),
        `${rule.id} fails somewhere`,
      ).toBe(true)
    }
  })

  it('lists every rule once, with the right record kind', () => {
    const ids = RULES_A.map((rule) => rule.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const rule of RULES_A) {
      expect(inRange(rule.id)).toBe(true)
      const number = Number(rule.id.slice(1, 4))
      expect(rule.record).toBe(number <= 607 ? 'ts' : 'lar')
    }
  })

  it('covers every V600–V659 validity edit of every year, annual and quarterly', () => {
    const implemented = new Set(RULES_A.map((rule) => rule.id))
    const notChecked = new Set(NOT_CHECKED_A.map((item) => item.id))
    for (const year of FILING_YEARS) {
      for (const quarterly of [false, true]) {
        for (const edit of editsFor(year, { category: 'validity', quarterly })) {
          if (!inRange(edit.id)) continue
          expect(
            implemented.has(edit.id) || notChecked.has(edit.id),
            `${edit.id} (${String(year)})`,
          ).toBe(true)
        }
      }
    }
  })

  it('implements no edit it also lists as not checked, and only catalogue edits', () => {
    const catalogueIds = new Set(
      FILING_YEARS.flatMap((year) => editsFor(year, { category: 'validity' })).map((e) => e.id),
    )
    for (const item of NOT_CHECKED_A) {
      expect(ruleById.has(item.id)).toBe(false)
      expect(catalogueIds.has(item.id)).toBe(true)
      expect(item.reason.length).toBeGreaterThan(0)
    }
    for (const rule of RULES_A) expect(catalogueIds.has(rule.id), rule.id).toBe(true)
  })

  it.each(FILING_YEARS.map((year) => [year]))(
    'passes the row builder’s default rows in %i',
    (year) => {
      const annual: RuleContext = { year, quarter: null }
      const ts = validTsValues(year)
      const lar = validLarValues(year)
      for (const rule of RULES_A) {
        const values = rule.record === 'ts' ? ts : lar
        expect(rule.check(values, annual), `${rule.id} (${String(year)})`).toBe(true)
      }
      if (year >= 2020) {
        const quarterlyTs = validTsValues(year, { calendarQuarter: '3' })
        const quarterly: RuleContext = { year, quarter: 3 }
        for (const rule of RULES_A) {
          const values = rule.record === 'ts' ? quarterlyTs : lar
          expect(rule.check(values, quarterly), `${rule.id} (${String(year)} Q3)`).toBe(true)
        }
      }
    },
  )

  it('reads a short row as missing fields without throwing', () => {
    const context: RuleContext = { year: 2024, quarter: null }
    for (const rule of RULES_A) expect(typeof rule.check([], context)).toBe('boolean')
  })
})

describe('hasValidCheckDigits (V609)', () => {
  it('agrees with isValidUli on values without surrounding spaces', () => {
    const loanIds = [
      'HMDATESTBANK00000137A',
      'HMDATESTBANK00000137ROWBUILDER',
      'hmdatestbank00000137x9',
    ]
    const ulis = [
      TEST_ULI,
      BAD_CHECK_DIGIT_ULI,
      TEST_ULI.toLowerCase(),
      `${TEST_ULI.slice(0, 30)}-${TEST_ULI.slice(30)}`,
      ...loanIds.map((id) => makeUli(id)),
      `${'A'.repeat(43)}00`,
      `${'1'.repeat(44)}0`,
      makeUli(`HMDATESTBANK00000137${'Z'.repeat(23)}`),
      `${TEST_ULI.slice(0, -2)}7A`,
    ]
    for (const uli of ulis) expect(hasValidCheckDigits(uli), uli).toBe(isValidUli(uli))
    expect(ulis.filter((uli) => hasValidCheckDigits(uli)).length).toBeGreaterThan(3)
  })
})
