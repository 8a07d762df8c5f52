/*
 * The Updates and Notes change log. Where the facts come from:
 * - Filing periods (opening dates, timely deadlines, closing dates): the timed guards in
 *   config/prod.json. Weekdays were checked with a calendar.
 * - Edit changes by year: the edit catalogue in src/hmda/edits (its `years`, `quarterlyYears`
 *   and `change` notes) and the code lists in src/hmda/schema. Edits of a data year are dated
 *   by the first filing period that checks that year's data (quarterly from 2020), and code
 *   changes by the first day of the collection year they apply to.
 * - Data publication years, the dataset definitions and the 2026 guide: config/prod.json and
 *   the Data Publication page; the release number: package.json (v3.2.20). Entries about this
 *   site's own content are dated by the repository's commit history (2026-11-21).
 * - Programme history: the 2015 HMDA final rule (issued October 15, 2015; most of it effective
 *   January 1, 2018; quarterly reporting from January 1, 2020) and the Economic Growth,
 *   Regulatory Relief, and Consumer Protection Act (signed May 24, 2018).
 * Descriptions use a small markdown subset: paragraphs, **bold**, [links](/path) and "- " lists.
 */

export const ENTRY_TYPES = ['announcement', 'release', 'update', 'correction'] as const
export type EntryType = (typeof ENTRY_TYPES)[number]

export const PRODUCTS = [
  'Modified LAR',
  'National Datasets',
  'Reports',
  'Documentation',
  'HMDA Tools',
  'HMDA Filing',
] as const
export type Product = (typeof PRODUCTS)[number]

export const TYPE_LABELS: Readonly<Record<EntryType, string>> = {
  announcement: 'Announcement',
  release: 'Release',
  update: 'Update',
  correction: 'Correction',
}

export interface ChangeLogEntry {
  /** Stable slug, also the entry's anchor on the page. */
  readonly id: string
  /** Calendar date, 'YYYY-MM-DD'. */
  readonly date: string
  readonly type: EntryType
  readonly product: Product
  /** Markdown subset: paragraphs, **bold**, [text](url) links and "- " bullet lists. */
  readonly description: string
}

const QUARTERLY_FILERS =
  'Quarterly filing applies to institutions that reported at least 60,000 covered loans and applications, combined, excluding purchased loans, for the preceding calendar year.'

/** Newest first (the page sorts again, so order here is only for reading). */
export const CHANGE_LOG: readonly ChangeLogEntry[] = [
  {
    id: 'site-release-v3-2-20',
    date: '2026-11-21',
    type: 'release',
    product: 'Documentation',
    description: `**Version 3.2.20** of this site. The version number is shown at the foot of every page.

- Updates and Notes can be filtered by type and product and searched by keyword. The address keeps the filters, so a filtered view can be bookmarked or shared.
- Every entry on this page has its own link.
- The [filing page](/filing) shows each filing period's status with its opening date, timely deadline and closing date, all in U.S. Eastern time.`,
  },
  {
    id: 'fig-2026-published',
    date: '2026-11-21',
    type: 'release',
    product: 'Documentation',
    description:
      'The online **Filing Instructions Guide** for data collected in 2026, and the supplement for quarterly filers, are published on this site. See [Documentation](/documentation/).',
  },
  {
    id: 'modified-lar-years-2017-2025',
    date: '2026-11-21',
    type: 'update',
    product: 'Modified LAR',
    description:
      "The [Data Publication](/data-publication/) page lists modified loan/application registers for data years 2017 to 2025. A modified LAR is an institution's register changed to protect applicant and borrower privacy; it is updated when the institution resubmits.",
  },
  {
    id: 'national-datasets-years-2017-2025',
    date: '2026-11-21',
    type: 'update',
    product: 'National Datasets',
    description: `The [Data Publication](/data-publication/) page lists these national loan-level datasets:

- **Dynamic** (refreshed weekly with resubmissions) and **Snapshot** datasets: 2017 to 2025.
- **One-Year** dataset: 2017 to 2024.
- **Three-Year** dataset: 2017 to 2022.

The [Data Browser](/data-browser/) covers 2018 to 2025.`,
  },
  {
    id: 'reports-years-2017-2025',
    date: '2026-11-21',
    type: 'update',
    product: 'Reports',
    description:
      'Aggregate Reports (lending activity by metropolitan area across all reporting institutions) and Disclosure Reports (the same tables for one institution in one area) are listed for data years 2017 to 2025 on the [Data Publication](/data-publication/) page.',
  },
  {
    id: 'tools-run-in-browser',
    date: '2026-11-21',
    type: 'update',
    product: 'HMDA Tools',
    description:
      'The [Platform Tools](/tools/) page describes when to use each tool: Rate Spread, Excel LAR Formatting, Online LAR Formatting, File Format Verification and Check Digit. The tools run in your browser, so the data you enter or open stays on your computer.',
  },
  {
    id: '2026-Q3-opened',
    date: '2026-10-03',
    type: 'announcement',
    product: 'HMDA Filing',
    description: `Filing of **third-quarter 2026** data opened October 3, 2026. The timely deadline is November 30, 2026; late submissions are accepted until December 31, 2026. See the [2026 third-quarter filing page](/filing/2026-Q3/).

${QUARTERLY_FILERS}`,
  },
  {
    id: '2026-Q2-opened',
    date: '2026-07-03',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'Filing of **second-quarter 2026** data opened July 3, 2026. The timely deadline is August 31, 2026; late submissions are accepted until October 2, 2026. See the [2026 second-quarter filing page](/filing/2026-Q2/).',
  },
  {
    id: '2026-Q1-opened',
    date: '2026-04-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'Filing of **first-quarter 2026** data opened April 1, 2026. May 30, 2026 falls on a Saturday, so the timely deadline is Monday, June 1, 2026; late submissions are accepted until July 2, 2026. See the [2026 first-quarter filing page](/filing/2026-Q1/).',
  },
  {
    id: 'edits-2026-nmlsr-id',
    date: '2026-04-01',
    type: 'update',
    product: 'Documentation',
    description: `Edits for 2026 data, which quarterly filers first submit in the period that opened April 1, 2026:

- In the 2026 **annual** edit list, validity edit **V695-3** narrows the NMLSR ID to **4 to 7 digits**, no greater than 3000000 (for 2025 it was 4 to 12 digits).
- The 2026 **quarterly** edit list still shows the 4-to-12-digit rule.
- Quality edit **Q621**, which checked the length of the NMLSR ID in 2025, is not listed for 2026.`,
  },
  {
    id: '2025-opened',
    date: '2026-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2025 annual** filing period opened January 1, 2026. March 1, 2026 falls on a Sunday, so the timely deadline is Monday, March 2, 2026. Late submissions and resubmissions of 2025 data are accepted until December 31, 2028. See the [2025 annual filing page](/filing/2025/).',
  },
  {
    id: '2022-closed',
    date: '2025-12-31',
    type: 'update',
    product: 'Modified LAR',
    description:
      'The filing period for **2022** data closed on December 31, 2025. Institutions can no longer resubmit 2022 data, so the 2022 modified LARs no longer change.',
  },
  {
    id: '2025-Q3-opened',
    date: '2025-10-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'Filing of **third-quarter 2025** data opened October 1, 2025. November 29, 2025 falls on a Saturday, so the timely deadline is Monday, December 1, 2025; late submissions are accepted until December 31, 2025. See the [2025 third-quarter filing page](/filing/2025-Q3/).',
  },
  {
    id: '2025-Q2-opened',
    date: '2025-07-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'Filing of **second-quarter 2025** data opened July 1, 2025. The timely deadline is August 29, 2025; late submissions are accepted until September 30, 2025. See the [2025 second-quarter filing page](/filing/2025-Q2/).',
  },
  {
    id: 'edits-2025-s303-to-q303',
    date: '2025-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `From 2025 data, the check that the federal agency code, tax ID and LEI on the transmittal sheet belong to the institution being filed for is quality edit **Q303** instead of syntactical edit **S303**.

A mismatch no longer blocks a submission: like other quality edits, it is corrected or confirmed as accurate. The change applies from the first-quarter 2025 filing period, which opened April 1, 2025, and to the 2025 annual filing.`,
  },
  {
    id: 'edits-2025-new-checks',
    date: '2025-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `New and changed edits for 2025 data, quarterly and annual:

- **Q616-3**: discount points, reported in dollars, are expected to be no more than 15% of the loan amount.
- **Q651-1** flags a combined loan-to-value ratio above 0 and below 1.5, a likely misplaced decimal point, and **Q651-2** flags a ratio of 150 or more.
- **V695-3**: an NMLSR ID must be 4 to 12 digits long.
- **Q621** now expects an NMLSR ID of 4 to 12 digits.`,
  },
  {
    id: '2025-Q1-opened',
    date: '2025-04-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'Filing of **first-quarter 2025** data opened April 1, 2025. The timely deadline is May 30, 2025; late submissions are accepted until June 30, 2025. See the [2025 first-quarter filing page](/filing/2025-Q1/).',
  },
  {
    id: 'cutoff-2023-one-year-2021-three-year',
    date: '2025-03-01',
    type: 'update',
    product: 'National Datasets',
    description: `Cut-off date for two static datasets, which show the national data as they stood on this date:

- the **2023 One-Year** National Loan-Level Dataset, one year after the 2023 timely deadline of March 1, 2024;
- the **2021 Three-Year** National Loan-Level Dataset, three years after the 2021 timely deadline of March 1, 2022. It is the last published version of the 2021 data.`,
  },
  {
    id: '2024-opened',
    date: '2025-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2024 annual** filing period opened January 1, 2025. March 1, 2025 falls on a Saturday, so the timely deadline is Monday, March 3, 2025. Late submissions and resubmissions of 2024 data are accepted until December 31, 2027. See the [2024 annual filing page](/filing/2024/).',
  },
  {
    id: 'login-gov-required',
    date: '2025-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'From January 1, 2025, every user of the HMDA Platform signs in with **Login.gov**, with multifactor authentication. Use the email address your institution registered for HMDA filing. See the [filing page](/filing) or [Login.gov](https://www.login.gov/) for help with an account.',
  },
  {
    id: '2021-closed',
    date: '2024-12-31',
    type: 'update',
    product: 'National Datasets',
    description:
      'The filing period for **2021** data closed on December 31, 2024. With resubmissions over, the 2021 records in the Dynamic National Loan-Level Dataset no longer change.',
  },
  {
    id: 'edits-2024-street-address',
    date: '2024-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `Four quality edits check the property's street address from 2024 data, starting with the first-quarter 2024 filing period that opened April 1, 2024:

- **Q660-1**: longer than 100 characters;
- **Q660-2**: contains a separator such as a semicolon, an ampersand or the word "and";
- **Q660-3**: contains special characters or the word "tbd";
- **Q660-4**: only digits or only letters.

Each may mean that the field holds more than one address, or no real address.`,
  },
  {
    id: 'edits-2024-credit-score-models',
    date: '2024-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `Edits for 2024 data accept the new credit scoring model codes 12 to 15 (**V660-2**, **V662-1**, **V665-2** and **V667-1**). Minimum scores:

- **V720-1** and **V720-2**: a score of at least 280 for models 1 to 6, 11 and now 12.
- **V720-3** and **V720-4** (new): a score of at least 300 for models 13, 14 and 15.`,
  },
  {
    id: 'cutoff-2022-one-year-2020-three-year',
    date: '2024-03-01',
    type: 'update',
    product: 'National Datasets',
    description: `Cut-off date for two static datasets, which show the national data as they stood on this date:

- the **2022 One-Year** National Loan-Level Dataset, one year after the 2022 timely deadline of March 1, 2023;
- the **2020 Three-Year** National Loan-Level Dataset, three years after the 2020 timely deadline of March 1, 2021.`,
  },
  {
    id: 'credit-score-models-2024',
    date: '2024-01-01',
    type: 'update',
    product: 'Documentation',
    description: `For data collected from January 1, 2024, four codes are added to **Name and Version of Credit Scoring Model**:

- 12: FICO Score 8
- 13: FICO Score 10
- 14: FICO Score 10T
- 15: VantageScore 4.0`,
  },
  {
    id: '2023-opened',
    date: '2024-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2023 annual** filing period opened January 1, 2024, with a timely deadline of March 1, 2024. Late submissions and resubmissions of 2023 data are accepted until December 31, 2026. See the [2023 annual filing page](/filing/2023/).',
  },
  {
    id: '2020-closed',
    date: '2023-12-31',
    type: 'update',
    product: 'Modified LAR',
    description:
      'The filing period for **2020** data closed on December 31, 2023. Institutions can no longer resubmit 2020 data, so the 2020 modified LARs no longer change.',
  },
  {
    id: 'edits-2023-institution-name',
    date: '2023-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description:
      "From 2023 data (first-quarter filing opened April 1, 2023), the institution's name on the transmittal sheet must contain letters, not only digits (**V719-1**), and must be its actual name rather than a copy of the LEI (**V719-2**).",
  },
  {
    id: '2022-opened',
    date: '2023-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2022 annual** filing period opened January 1, 2023, with a timely deadline of March 1, 2023. Late submissions and resubmissions of 2022 data are accepted until December 31, 2025. See the [2022 annual filing page](/filing/2022/).',
  },
  {
    id: '2019-closed',
    date: '2022-12-31',
    type: 'update',
    product: 'National Datasets',
    description:
      'The filing period for **2019** data closed on December 31, 2022. With resubmissions over, the 2019 records in the Dynamic National Loan-Level Dataset no longer change.',
  },
  {
    id: 'edits-2022-quarterly-and-identifiers',
    date: '2022-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `New and changed edits for 2022 data, from the first-quarter 2022 filing period that opened April 1, 2022:

- **S307**: a quarterly file must contain at least one record whose action taken date falls in the quarter being filed.
- **V721-1** and **V721-2**: an applicant's or co-applicant's age must be an actual age unless it is 8888 (or 9999 for no co-applicant).
- **V608-2** now states that a non-universal loan identifier may not be NA, Exempt or 1111.
- **Q658**: a loan term of more than 600 months is flagged.
- **Q659-1** and **Q659-2**: 888, 88888, 999 or 99999 in place of 8888 or 9999 is flagged as a likely typing error.`,
  },
  {
    id: 'edits-2022-q654-skips-na',
    date: '2022-04-01',
    type: 'correction',
    product: 'HMDA Filing',
    description:
      'Quality edit **Q654**, which expects a debt-to-income ratio between 0 and 80, no longer flags records whose ratio is NA or Exempt, from 2022 data.',
  },
  {
    id: 'credit-score-model-fico-9',
    date: '2022-01-01',
    type: 'update',
    product: 'Documentation',
    description: `For data collected from January 1, 2022, code **11 (FICO Score 9)** is added to **Name and Version of Credit Scoring Model**.

The validity edits on the scoring model (V660-2, V662-1, V665-2, V667-1) are updated for it, and new edits **V720-1** and **V720-2** require a credit score of at least 280 for models 1 to 6 and 11.`,
  },
  {
    id: '2021-opened',
    date: '2022-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2021 annual** filing period opened January 1, 2022, with a timely deadline of March 1, 2022. Late submissions and resubmissions of 2021 data are accepted until December 31, 2024. See the [2021 annual filing page](/filing/2021/).',
  },
  {
    id: '2018-closed',
    date: '2021-12-31',
    type: 'update',
    product: 'Modified LAR',
    description:
      'The filing period for **2018** data closed on December 31, 2021. Institutions can no longer resubmit 2018 data, so the 2018 modified LARs no longer change.',
  },
  {
    id: 'edits-2021-nmlsr-and-exemptions',
    date: '2021-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `Edits for 2021 data, from the first-quarter 2021 filing period that opened April 1, 2021:

- **V695-1**: the NMLSR ID must be a whole number, NA or Exempt (until 2020 it only had to be present), and **V695-2** rejects an ID of all zeros.
- **V719**: the institution's name must contain letters.
- **Q655**: multifamily affordable units are expected to be Exempt, 0 or a whole number for properties with 5 or more units.
- **Q656** and **Q657**: 1111 is flagged where a field's exemption value is the word Exempt, or where the field has no exemption code.`,
  },
  {
    id: 'edits-2021-zero-amounts',
    date: '2021-04-01',
    type: 'correction',
    product: 'HMDA Filing',
    description:
      'From 2021 data, quality edits **Q615** and **Q616**, which compare total loan costs or total points and fees with origination charges and discount points, are skipped when either amount is zero.',
  },
  {
    id: 'aus-internal-proprietary-system',
    date: '2021-01-01',
    type: 'update',
    product: 'Documentation',
    description:
      'For data collected from January 1, 2021, **Automated Underwriting System** code 7 (internal proprietary system) is added. Validity edit V696-1 accepts it.',
  },
  {
    id: '2020-opened',
    date: '2021-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2020 annual** filing period opened January 1, 2021, with a timely deadline of March 1, 2021. Late submissions and resubmissions of 2020 data are accepted until December 31, 2023. See the [2020 annual filing page](/filing/2020/).',
  },
  {
    id: 'edits-2020-quality-checks',
    date: '2020-04-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `Edits for 2020 data, most of them applied from the first quarterly filing period:

- **Q606**: the expected ceiling for income rises from $3 million to $10 million (reported as 10000, in thousands).
- **Q617**: the check that the combined loan-to-value ratio is at least the plain loan-to-value ratio applies to conventional loans only.
- New quality edits flag a likely misplaced decimal point in the interest rate (**Q650**), the combined loan-to-value ratio (**Q651**) and the debt-to-income ratio (**Q652**); **Q653** checks the range of the combined loan-to-value ratio.
- **Q648** expects the ULI to begin with the institution's LEI, and **Q649** expects credit scores between 300 and 900.
- New validity edits: the contact email on the transmittal sheet must be well formed (**V717**), and, in the annual edit list, the county must lie in the reported state (**V716**; quarterly from 2023 data).`,
  },
  {
    id: '2020-Q1-opened',
    date: '2020-04-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description: `The first quarterly filing period, for **first-quarter 2020** data, opened April 1, 2020. May 30, 2020 fell on a Saturday, so the timely deadline was Monday, June 1, 2020. See the [2020 first-quarter filing page](/filing/2020-Q1/).

${QUARTERLY_FILERS}`,
  },
  {
    id: 'quarterly-reporting-begins',
    date: '2020-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description: `From January 1, 2020, institutions with large volumes also report their data **quarterly**, as the 2015 HMDA rule provides. ${QUARTERLY_FILERS}

Data for the first three quarters of a year are due within 60 calendar days after the quarter ends; the fourth quarter is covered by the annual filing.`,
  },
  {
    id: '2019-opened',
    date: '2020-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2019 annual** filing period opened January 1, 2020, with a timely deadline of March 1, 2020. Late submissions and resubmissions of 2019 data are accepted until December 31, 2022. See the [2019 annual filing page](/filing/2019/).',
  },
  {
    id: 'edits-2019-corrections',
    date: '2020-01-01',
    type: 'correction',
    product: 'HMDA Filing',
    description: `Edits for 2019 data accept values that the 2018 edits rejected:

- **V677-1** accepts an interest rate of exactly 0.
- **V644-2** and **V648-2** accept flag value 3 (not applicable) for the sex visual observation or surname flag when the applicant or co-applicant selected both male and female.`,
  },
  {
    id: 'edits-2019-new-checks',
    date: '2020-01-01',
    type: 'update',
    product: 'HMDA Filing',
    description: `New edits for 2019 data, first applied in the 2019 annual filing that opened January 1, 2020:

- **Q600**: each ULI or NULI is expected to be unique within the file.
- **Q645-1** and **Q645-2**: the loan amount is expected to be at least $500, and at least $1,000 for home purchase loans.
- **Q646** and **Q647**: files that use exemption codes are flagged so the institution can confirm it qualifies for a partial exemption; non-depository institutions are not expected to use them.`,
  },
  {
    id: '2017-closed',
    date: '2019-12-31',
    type: 'update',
    product: 'Modified LAR',
    description:
      'The filing period for **2017** data closed on December 31, 2019. Institutions can no longer resubmit 2017 data, so the 2017 modified LARs no longer change.',
  },
  {
    id: 'aus-result-codes-2019',
    date: '2019-01-01',
    type: 'update',
    product: 'Documentation',
    description: `For data collected from January 1, 2019, seven **Automated Underwriting System Result** codes are added: 18 Accept/Eligible, 19 Accept/Ineligible, 20 Accept/Unable to Determine, 21 Refer with Caution/Eligible, 22 Refer with Caution/Ineligible, 23 Refer/Unable to Determine and 24 Refer with Caution/Unable to Determine.

Validity edits V696-2 and V699 accept them, and the expected results per system in quality edits Q632, Q633, Q643 and Q644 are revised.`,
  },
  {
    id: '2018-opened',
    date: '2019-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2018 annual** filing period opened January 1, 2019, with a timely deadline of March 1, 2019. It is the first filing with the data points of the 2015 HMDA rule. Late submissions and resubmissions of 2018 data are accepted until December 31, 2021. See the [2018 annual filing page](/filing/2018/).',
  },
  {
    id: 'partial-exemptions-egrrcpa',
    date: '2018-05-24',
    type: 'announcement',
    product: 'Documentation',
    description: `The Economic Growth, Regulatory Relief, and Consumer Protection Act, signed May 24, 2018, gives **partial exemptions** from many of the data points added by the 2015 HMDA rule to insured banks, savings associations and credit unions that originated fewer than 500 closed-end mortgage loans, or fewer than 500 open-end lines of credit, in each of the two preceding calendar years. Institutions with certain low Community Reinvestment Act ratings do not qualify.

Exempt data points are reported with an exemption code (Exempt or 1111) instead of a value.`,
  },
  {
    id: 'new-data-points-2018',
    date: '2018-01-01',
    type: 'announcement',
    product: 'Documentation',
    description: `Data collected from January 1, 2018 follow the 2015 HMDA rule, which adds and revises data points, including:

- a universal loan identifier (ULI) in place of the loan number;
- applicant age, credit score, debt-to-income ratio and combined loan-to-value ratio;
- property value, loan term, interest rate, total loan costs or points and fees, origination charges and discount points;
- the automated underwriting system used and its result, and the loan originator's NMLSR ID;
- ethnicity and race with detailed subcategories.

See the [Filing Instructions Guide](/documentation/) for every field.`,
  },
  {
    id: 'uli-check-digits',
    date: '2018-01-01',
    type: 'announcement',
    product: 'HMDA Tools',
    description:
      "From data collected in 2018, each loan and application is reported with a **universal loan identifier**: the institution's 20-character LEI, a loan number of up to 23 letters and digits, and two check digits computed with ISO/IEC 7064 MOD 97-10. The [Check Digit tool](/tools/check-digit) computes the check digits and checks a ULI.",
  },
  {
    id: 'rate-spread-all-loans',
    date: '2018-01-01',
    type: 'announcement',
    product: 'HMDA Tools',
    description:
      'From data collected in 2018, the rate spread (APR minus the average prime offer rate on the rate-set date) is reported for most loans and approved applications subject to Regulation Z, not only for loans priced above a threshold. The [Rate Spread tool](/tools/rate-spread) computes it.',
  },
  {
    id: 'modified-lar-notice',
    date: '2018-01-01',
    type: 'announcement',
    product: 'Modified LAR',
    description:
      "Beginning in 2018, an institution no longer hands out its modified loan/application register itself. It makes available a **notice** that its modified LAR can be obtained on the Consumer Financial Protection Bureau's website.",
  },
  {
    id: 'disclosure-statement-notice',
    date: '2018-01-01',
    type: 'announcement',
    product: 'Reports',
    description:
      "Beginning in 2018, an institution makes available a **notice** that its disclosure statement can be obtained on the FFIEC's website, instead of providing the statement itself.",
  },
  {
    id: '2017-opened',
    date: '2018-01-01',
    type: 'announcement',
    product: 'HMDA Filing',
    description:
      'The **2017 annual** filing period opened January 1, 2018, with a timely deadline of March 1, 2018. The 2017 data were collected in the format used before the new data points of the 2015 HMDA rule took effect. Late submissions and resubmissions were accepted until December 31, 2019.',
  },
  {
    id: 'hmda-rule-2015',
    date: '2015-10-15',
    type: 'announcement',
    product: 'Documentation',
    description: `The Consumer Financial Protection Bureau issued the **2015 HMDA rule**, amending Regulation C. Most of its changes apply to data collected from January 1, 2018, and its quarterly reporting for large-volume institutions from January 1, 2020.

Read [Regulation C](https://www.consumerfinance.gov/rules-policy/regulations/1003/).`,
  },
]
