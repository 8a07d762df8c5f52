// Fixed data of the local filing service: the test institutions, the submission status strings
// the platform returns (API data: every status object carries them). Which periods are open
// follows the site's configuration (filing.mjs, acceptsFiling). See scripts/local-services/filing-README.md.

/** @typedef {import('../../src/lib/api/helpAdmin.ts').AdminInstitution} AdminInstitution */

/**
 * An institution of the local services. `records`: what the admin service (helpAdmin.mjs) wrote
 * per year (null: deleted); `adminOnly`: created there, so absent from years it has no record of;
 * `hmdaFiler`: per year, as the admin service set it.
 * @typedef {{ lei: string, name: string, agency: number, taxId: string, emailDomains: string[],
 *   state: string, city: string, quarterlyFiler: boolean,
 *   records?: Map<number, AdminInstitution | null>, adminOnly?: boolean,
 *   hmdaFiler?: Record<number, boolean> }} TestInstitution
 */

/** Years the institutions API knows (the platform's 2018–2026). */
export const INSTITUTION_YEARS = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]

/**
 * The institutions of the test users (oidc.mjs). HMDATESTBANK00000137 is the LEI of the files
 * our generator writes (src/hmda/testing), with the same name, agency and tax ID, so a generated
 * file passes the transmittal-sheet match; the other two are made up (valid check digits).
 */
/** @type {TestInstitution[]} */
export const TEST_INSTITUTIONS = [
  {
    lei: 'HMDATESTBANK00000137',
    name: 'Example Community Bank',
    agency: 9,
    taxId: '12-3456789',
    emailDomains: ['lakeside.test'],
    state: 'IL',
    city: 'Springfield',
    quarterlyFiler: true,
  },
  {
    lei: '549300LAKESIDEMTGE92',
    name: 'Lakeside Mortgage Company',
    agency: 9,
    taxId: '36-2000451',
    emailDomains: ['lakeside.test'],
    state: 'WI',
    city: 'Madison',
    quarterlyFiler: false,
  },
  {
    lei: '549300LAKESIDETRST08',
    name: 'Lakeside Trust Bank',
    agency: 3,
    taxId: '36-2000452',
    emailDomains: ['lakeside.test'],
    state: 'WI',
    city: 'Green Bay',
    quarterlyFiler: false,
  },
]

/** A few public e-mail domains (the platform keeps a longer list): no institutions for them. */
export const PUBLIC_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'aol.com',
  'icloud.com',
]

/** The platform's submission status objects (code → message, description). */
/** @type {Record<number, [string, string]>} */
export const SUBMISSION_STATUS = {
  1: [
    'No data has been uploaded yet.',
    'The filing period is open and available to accept HMDA data. Make sure your data is in a pipe-delimited text file.',
  ],
  2: ['Your file is uploading.', 'Your file is currently being uploaded to the HMDA Platform.'],
  3: ['Your file has been uploaded.', 'Your data is ready to be analyzed.'],
  4: [
    'Checking the formatting of your data.',
    'Your file is being analyzed to ensure that it meets formatting requirements specified in the HMDA Filing Instructions Guide.',
  ],
  5: [
    'Your data has formatting errors.',
    'Review these errors and update your file. Then, upload the corrected file.',
  ],
  6: [
    'Your data is formatted correctly.',
    'Your file meets the formatting requirements specified in the HMDA Filing Instructions Guide. Your data will now be analyzed for any edits.',
  ],
  7: [
    'Your data is being analyzed.',
    'Your data has been uploaded and is being checked for any edits.',
  ],
  8: [
    'Your data has been analyzed for Syntactical and Validity Errors.',
    'Your file has been analyzed and does not contain any Syntactical or Validity errors.',
  ],
  9: [
    'Your data has syntactical and/or validity edits that need to be reviewed.',
    'Your file has been uploaded, but the filing process may not proceed until the file is corrected and re-uploaded.',
  ],
  10: [
    'Your data has been analyzed for Quality Edits.',
    'Your file has been analyzed, and does not contain quality edits.',
  ],
  11: [
    'Your data has quality edits that need to be reviewed.',
    'Your file has been uploaded, but the filing process may not proceed until edits are verified or the file is corrected and re-uploaded.',
  ],
  12: [
    'Your data has been analyzed for macro errors.',
    'Your file has been analyzed, and does not contain macro errors.',
  ],
  13: [
    'Your data has macro edits that need to be reviewed.',
    'Your file has been uploaded, but the filing process may not proceed until edits are verified or the file is corrected and re-uploaded.',
  ],
  14: [
    'Your data is ready for submission.',
    'Your financial institution has certified that the data is correct, but it has not been submitted yet.',
  ],
  15: [
    'Your submission has been accepted.',
    'This completes your HMDA filing process for this year. If you need to upload a new HMDA file, the previously completed filing will not be overridden until all edits have been cleared and verified, and the new file has been submitted.',
  ],
  '-1': ['An error occurred while submitting the data.', 'Please re-upload your file.'],
}

/**
 * @param {number} code
 * @returns {import('../../src/lib/api/filing.ts').StatusInfo}
 */
export const statusObject = (code) => {
  const [message, description] = SUBMISSION_STATUS[code]
  return { code, message, description }
}

/**
 * The institution record of `inst` for `year`, every key present, as the platform encodes it.
 * @param {TestInstitution} inst
 * @param {number} year
 * @returns {AdminInstitution | null}
 */
export function institutionRecord(inst, year) {
  // From 2024 the read routes blank these fields (the platform's field nullifier).
  const blank = year >= 2024
  // Records written by the admin service (helpAdmin.mjs): null = deleted for that year.
  const stored = inst.records?.get(year)
  if (stored === null || (stored === undefined && inst.adminOnly)) return null
  if (stored) {
    const none = { idRssd: -1, name: '' }
    return {
      ...stored,
      ...(blank && { institutionType: -1, rssd: -1, assets: -1, otherLenderCode: -1 }),
      ...(blank && { parent: none, topHolder: none }),
      hmdaFiler: inst.hmdaFiler?.[year] ?? stored.hmdaFiler,
    }
  }
  return {
    activityYear: year,
    lei: inst.lei,
    agency: inst.agency,
    institutionType: blank ? -1 : 1,
    institutionId2017: '',
    taxId: inst.taxId,
    rssd: blank ? -1 : 100000 + INSTITUTION_YEARS.indexOf(year),
    emailDomains: [...inst.emailDomains],
    respondent: { name: inst.name, state: inst.state, city: inst.city },
    parent: { idRssd: -1, name: '' },
    assets: blank ? -1 : 250000,
    otherLenderCode: blank ? -1 : 0,
    topHolder: { idRssd: -1, name: '' },
    hmdaFiler: inst.hmdaFiler?.[year] ?? false,
    quarterlyFiler: inst.quarterlyFiler,
    quarterlyFilerHasFiledQ1: false,
    quarterlyFilerHasFiledQ2: false,
    quarterlyFilerHasFiledQ3: false,
    notes: '',
  }
}
