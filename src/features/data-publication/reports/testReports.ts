/** Report files in the published shapes, with numbers of our own, for the unit tests. */

const LOAN_TYPES = [
  'FHA, FSA/RHS & VA (A)',
  'Conventional (B)',
  'Refinancings (C)',
  'Home Improvement Loans (D)',
  'Loans on Dwellings For 5 or More Families (E)',
  'Nonoccupant Loans from Columns A, B, C ,& D (F)',
  'Loans On Manufactured Home Dwellings From Columns A, B, C & D (G)',
]
const DISPOSITIONS = [
  'Loans Originated',
  'Applications Approved but not Accepted',
  'Applications Denied by Financial Institution',
  'Applications Withdrawn by Applicant',
  'File Closed for Incompleteness',
]
const LETTERS = 'ABCDEFGHIJ'

const head = (table: string, description: string) => ({
  table,
  type: 'Aggregate',
  description,
  year: '2024',
  reportDate: '06/20/2025 09:15 AM',
  msa: { id: '19124', name: 'Dallas-Plano-Irving, TX', state: '', stateName: '' },
})

/** n(i) gives the count of the i-th value; amounts are count × 205,000. */
type N = (i: number) => number

const pairs = (names: string[], key: string, n: N, start = 0) =>
  names.map((name, i) => ({ [key]: name, count: n(start + i), value: n(start + i) * 205000 }))

export function report1(
  n: N = (i) => i,
  tracts = ['Dallas County/Texas/000200', 'collin County/Texas/031101'],
) {
  const all = [...DISPOSITIONS, 'Applications Received']
  return {
    ...head('1', 'Disposition of loan applications, by location of property and type of loan'),
    tracts: tracts.map((tract, t) => ({
      tract,
      // Listed out of order on purpose: the model sorts by the letter.
      dispositions: all
        .map((title, d) => ({
          title,
          values: pairs(LOAN_TYPES, 'dispositionName', n, t * 100 + d * 10).reverse(),
          titleForSorting: `${title} - (${LETTERS[d]})`,
        }))
        .reverse(),
    })),
  }
}

export function report2(n: N = (i) => i) {
  return {
    ...head('2', 'Loans purchased, by location of property and type of loan'),
    tracts: ['Dallas County/Texas/000200', 'NA/NA/NA'].map((tract, t) => ({
      tract,
      values: pairs(LOAN_TYPES, 'dispositionName', n, t * 10),
    })),
  }
}

const D6 = [...DISPOSITIONS, 'Purchased Loans']
const disp6 = (n: N, start: number) =>
  D6.map((d, i) => ({
    disposition: d,
    count: n(start + i),
    value: n(start + i) * 1000,
    dispositionForSorting: `${d} - (${LETTERS[i]})`,
  }))

export function report3(n: N = (i) => i) {
  const races = ['White', 'Asian']
  const sortOf: Record<string, string> = { White: '(E)', Asian: '(B)' }
  return {
    ...head('3', 'Disposition of loan applications, by race and sex of applicant'),
    races: races.map((race, r) => ({
      race,
      dispositions: disp6(n, r * 100),
      gender: ['Female', 'Male'].map((gender, g) => ({
        gender,
        dispositions: disp6(n, r * 100 + (g + 1) * 10),
        genderForSorting: gender === 'Male' ? '(A)' : '(B)',
      })),
      raceForSorting: sortOf[race],
    })),
  }
}

export function report4(n: N = (i) => i) {
  return {
    ...head('4', 'Disposition of loan applications, by ethnicity and sex of applicant'),
    ethnicities: ['Hispanic or Latino'].map((ethnicityName, e) => ({
      ethnicityName,
      dispositions: disp6(n, e * 100),
      gender: [{ gender: 'Male', dispositions: disp6(n, 10), genderForSorting: '(A)' }],
      ethnicityNameForSorting: '(A)',
    })),
  }
}

const N7 = ['Applications Received', ...DISPOSITIONS, 'Purchased Loans']
const disp7 = (n: N, start: number) =>
  N7.map((name, i) => ({
    name,
    count: n(start + i),
    value: n(start + i) * 1000,
    nameForSorting: `${name} - (${LETTERS[i]})`,
  }))

export function report5(n: N = (i) => i) {
  const incomes = ['50-79% OF MSA/MD MEDIAN', 'LESS THAN 50% OF MSA/MD MEDIAN']
  return {
    ...head('5', 'Disposition of applications by income, race, and ethnicity of applicant'),
    applicantIncomes: incomes.map((applicantIncome, a) => ({
      applicantIncome,
      borrowerCharacteristics: {
        race: {
          characteristic: 'Race',
          races: [{ race: 'Asian', dispositions: disp7(n, a * 100), raceForSorting: '(B)' }],
        },
        ethnicity: {
          characteristic: 'Ethnicity',
          ethnicities: [
            {
              ethnicityName: 'Hispanic or Latino',
              dispositions: disp7(n, a * 100 + 10),
              ethnicityForSorting: '(A)',
            },
          ],
        },
      },
      applicantIncomeSorting: a === 0 ? '(B)' : '(A)',
    })),
  }
}

export function report9(n: N = (i) => i) {
  const six = ['Applications Received', ...DISPOSITIONS]
  return {
    ...head(
      '9',
      'Disposition of loan applications, by median age of homes in census tract in which property is located and type of loan',
    ),
    characteristic: 'Census Tracts by Median Age of Homes',
    medianAges: [
      { medianAge: '2000 - 2010', ageForSorting: '(B)' },
      { medianAge: '2011 - Present', ageForSorting: '(A)' },
    ].map((age, a) => ({
      medianAge: age.medianAge,
      loanCategories: LOAN_TYPES.slice(0, 2).map((loanCategory, c) => ({
        loanCategory,
        dispositions: six.map((disposition, d) => ({
          disposition,
          count: n(a * 100 + c * 10 + d),
          value: n(a * 100 + c * 10 + d) * 1000,
        })),
      })),
      ageForSorting: age.ageForSorting,
    })),
  }
}

export function reportI() {
  return {
    ...head(
      'I',
      'List of financial institutions whose data make up the 2024 MSA/MD aggregate report',
    ),
    institutions: ['ZETA SAVINGS BANK', 'ALPHA CREDIT UNION'],
  }
}

export function disclosure1(n: N = (i) => i) {
  return {
    lei: '549300EXAMPLE0000001',
    institutionName: 'EXAMPLE BANK',
    ...report1(n),
    type: 'Disclosure',
  }
}
