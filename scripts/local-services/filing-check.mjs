// Checks an uploaded HMDA file for the local filing service, with the site's own checker
// (src/hmda, loaded by filing-engine.mjs), in the platform's order:
//
// - formatting (the platform's "parse errors"): our row parser, per row with errors;
// - syntactical and validity edits: our validator (every implemented S/V edit of the year), and
//   V718 (the transmittal sheet's quarter is the filing's: 1–3, or 4 for an annual filing);
// - the transmittal-sheet match with the institution record: S303 up to 2024 (syntactical), Q303
//   from 2025 in annual periods (quality), both done here as they need the institution;
// - only when no formatting, syntactical or validity edit was found, as on the platform: the
//   quality and macro stages of the same engine run (src/hmda/validate/engine.ts, as the browser
//   runs them: the period's quality row edits, from 2025 Q646/Q647, Q600 over the whole file, the
//   period's macro edits, reported when triggered). Q603 and Q604 need the Census Bureau's
//   county tables, which the engine does not hold: they are not run (filing-README.md).
//
// Edit descriptions and affected fields come from our edit catalogue (src/hmda/edits).

/** @typedef {import('../../src/lib/api/filing.ts').EditRow} EditRow */
/** @typedef {import('../../src/hmda/validate/engine.ts').EditFindings} EditFindings */
/**
 * An edit as the service lists it (the platform's wire form; `rows`: its detail rows).
 * @typedef {{ edit: string, description: string, transmittalSheet: boolean, rows: EditRow[] }} ServiceEdit
 */
/**
 * A row with formatting errors, as the platform sends it.
 * @typedef {{ rowNumber: number, estimatedULI: string,
 *   errorMessages: { fieldName: string, inputValue: string, validValues: string }[] }} ParseErrorRow
 */

/** @param {string} text */
const lines = (text) => {
  const out = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
  while (out.length && out[out.length - 1] === '') out.pop()
  return out
}

/** @param {string} line */
const estimatedUli = (line) => line.split('|')[2] ?? 'The ULI could not be identified.'

/**
 * @param {string} text the uploaded file
 * @param {{ year: number, quarter: string | null }} period the filing's (quarter 'Q1'–'Q3')
 * @param {{ agency: number, taxId?: string, lei: string }} institution the institution record
 *   for the year (filing-data.mjs)
 * @param {Pick<import('./filing-engine.mjs').FilingEngine, 'engine' | 'parse' | 'schema' | 'lookup'>} modules
 *   (filing-engine.mjs)
 */
export function checkFile(text, period, institution, modules) {
  const { engine, parse, schema, lookup } = modules
  const rows = lines(text)
  const result = engine.validateText(text, {
    expectedYear: period.year,
    maxExamplesPerEdit: 1_000_000,
    maxExamples: 10_000_000,
    // With the quality and macro stages (the default): the service reports them only when S and
    // V pass, as the platform runs them.
  })
  const year = result.year ?? period.year
  const quarterly = period.quarter !== null
  /** @param {string} id */
  const describe = (id) => lookup.getEdit(id, year, { quarterly })?.description ?? ''
  const tsValues = (rows[0] ?? '').split('|')
  const tsLei = tsValues[schema.TS_INDEX.lei] ?? ''

  // Formatting: each row with a parser error, re-parsed for the field, value and valid values.
  /** @type {Set<number>} */
  const formatRows = new Set()
  for (const edit of result.edits)
    if (edit.stage === 'formatting') for (const r of edit.examples) formatRows.add(r.row)
  /**
   * @param {number} rowNumber
   * @returns {ParseErrorRow}
   */
  const parseRow = (rowNumber) => {
    const line = rows[rowNumber - 1] ?? ''
    const parsed = parse.createRowParser(year, rowNumber === 1 ? 'ts' : 'lar')(line)
    return {
      rowNumber,
      estimatedULI: estimatedUli(line),
      errorMessages: parsed.errors.map((e) => ({
        fieldName: e.fieldName,
        inputValue: e.value,
        validValues: e.expected,
      })),
    }
  }
  let tsError = formatRows.has(1) ? parseRow(1) : null
  if (result.fatal && !tsError) {
    // No usable transmittal sheet (e.g. a calendar year we do not know): a TS formatting error.
    tsError = {
      rowNumber: 1,
      estimatedULI: estimatedUli(rows[0] ?? ''),
      errorMessages: [
        {
          fieldName: 'Calendar Year',
          inputValue: tsValues[schema.TS_INDEX.calendarYear] ?? '',
          validValues: String(period.year),
        },
      ],
    }
  }
  const larErrors = [...formatRows]
    .filter((r) => r !== 1)
    .sort((a, b) => a - b)
    .map(parseRow)
    .filter((r) => r.errorMessages.length > 0)
  const parseErrors = { ts: tsError, lar: larErrors }
  const hasParseErrors = Boolean(tsError) || larErrors.length > 0

  /**
   * @param {string} id
   * @param {EditRow[]} rowsOf
   * @param {boolean} transmittalSheet
   * @returns {ServiceEdit}
   */
  const edit = (id, rowsOf, transmittalSheet) => ({
    edit: id,
    description: describe(id),
    transmittalSheet,
    rows: rowsOf,
  })
  /** @type {Record<'syntactical' | 'validity' | 'quality' | 'macro', ServiceEdit[]>} */
  const groups = { syntactical: [], validity: [], quality: [], macro: [] }
  if (!hasParseErrors) {
    for (const e of result.edits) {
      // Quality and macro are decided below, once syntactical and validity pass.
      if (e.stage !== 'syntactical' && e.stage !== 'validity') continue
      const ts = e.examples.every((r) => r.row === 1)
      groups[e.stage].push(
        edit(
          e.id,
          e.examples.map((r) => ({
            id: r.row === 1 ? tsLei : r.uli,
            fields: r.fields.map((f) => ({ name: f.name, value: f.value })),
          })),
          ts,
        ),
      )
    }
    // V718 against the filing: our validator takes the quarter from the file itself, so only
    // the service knows which period the file was uploaded to (annual: quarter 4).
    const expectedQuarter = period.quarter ? String(period.quarter).replace(/^Q/, '') : '4'
    const tsQuarter = tsValues[schema.TS_INDEX.calendarQuarter] ?? ''
    const v718InForce = period.quarter ? year >= 2020 : year >= 2022
    if (
      v718InForce &&
      tsQuarter !== expectedQuarter &&
      !groups.validity.some((e) => e.edit === 'V718')
    )
      groups.validity.push(
        edit(
          'V718',
          [{ id: tsLei, fields: [{ name: 'Calendar Quarter', value: tsQuarter }] }],
          true,
        ),
      )
    // The transmittal sheet against the institution record: S303 here up to 2024; from 2025 it
    // is the quality edit Q303 (below).
    const provided = [
      ['Federal Agency', tsValues[schema.TS_INDEX.federalAgency] ?? '', String(institution.agency)],
      [
        'Federal Taxpayer Identification Number',
        tsValues[schema.TS_INDEX.taxId] ?? '',
        institution.taxId ?? '',
      ],
      ['Legal Entity Identifier (LEI)', tsLei, institution.lei],
    ]
    const providedFields = provided.map(([name, p, e]) => ({
      name,
      value: `Provided: ${p}, Expected: ${e}`,
    }))
    const mismatch = provided.some(([, p, e]) => p.toUpperCase() !== e.toUpperCase())
    if (year < 2025 && mismatch)
      groups.syntactical.push(edit('S303', [{ id: tsLei, fields: providedFields }], true))
    // The platform runs quality and macro only on a file that passed syntactical and validity.
    // They are the engine's quality and macro stages (the browser's), from the same run.
    if (groups.syntactical.length === 0 && groups.validity.length === 0) {
      for (const e of result.quality)
        groups.quality.push(
          edit(
            e.id,
            qualityRows(e, rows, tsLei),
            // Q600 is a file-wide edit, also when its detail row is the transmittal sheet's.
            !e.id.startsWith('Q600') && e.examples.every((r) => r.row === 1),
          ),
        )
      // Q303 needs the institution record, which the engine does not have: it lists it as not
      // checked in the periods that run it (annual, from 2025), and the service decides it here.
      if (result.notChecked.some((n) => n.id === 'Q303') && mismatch)
        groups.quality.push(edit('Q303', [{ id: tsLei, fields: providedFields }], true))
      for (const m of result.macro) if (m.triggered) groups.macro.push(edit(m.id, [], false))
    }
    for (const list of Object.values(groups)) list.sort((a, b) => (a.edit < b.edit ? -1 : 1))
  }

  const ts = {
    id: 1,
    institutionName: tsValues[schema.TS_INDEX.institutionName] ?? '',
    year: Number(tsValues[schema.TS_INDEX.calendarYear]) || 0,
    quarter: Number(tsValues[schema.TS_INDEX.calendarQuarter]) || 0,
    contact: {
      name: tsValues[schema.TS_INDEX.contactName] ?? '',
      phone: tsValues[schema.TS_INDEX.contactPhone] ?? '',
      email: tsValues[schema.TS_INDEX.contactEmail] ?? '',
      address: {
        street: tsValues[schema.TS_INDEX.contactStreetAddress] ?? '',
        city: tsValues[schema.TS_INDEX.contactCity] ?? '',
        state: tsValues[schema.TS_INDEX.contactState] ?? '',
        zipCode: tsValues[schema.TS_INDEX.contactZipCode] ?? '',
      },
    },
    agency: Number(tsValues[schema.TS_INDEX.federalAgency]) || 0,
    totalLines: Number(tsValues[schema.TS_INDEX.totalEntries]) || 0,
    taxId: tsValues[schema.TS_INDEX.taxId] ?? '',
    LEI: tsLei,
  }
  return { parseErrors, hasParseErrors, groups, ts, larRows: Math.max(rows.length - 1, 0) }
}

/**
 * The detail rows of one of the engine's quality edits: per failing record its ULI (the
 * transmittal sheet's LEI for a TS edit) and the engine's fields. Q600 with repeated ULIs: one row
 * per repeated ULI with every row that carries it (the platform adds such a list to this edit);
 * Q600 otherwise, and Q600-warning: the transmittal sheet's entries against the distinct count.
 * @param {EditFindings} e
 * @param {string[]} rows
 * @param {string} tsLei
 * @returns {EditRow[]}
 */
function qualityRows(e, rows, tsLei) {
  if (e.id === 'Q600' && e.examples.some((r) => r.row !== 1)) {
    /** @type {Map<string, { key: string, rows: number[] }>} */
    const byUli = new Map()
    for (const r of e.examples) {
      const key = r.uli.toUpperCase()
      const group = byUli.get(key) ?? { key, rows: [] }
      group.rows.push(r.row)
      byUli.set(key, group)
    }
    return [...byUli.values()].map((g) => {
      // The first record with the ULI (the engine's examples are the records that repeat it);
      // the file passed formatting, so every LAR row counted.
      const first = rows.findIndex((line, i) => i > 0 && uliOf(line).toUpperCase() === g.key)
      const uli = uliOf(rows[first] ?? '')
      return {
        id: uli,
        fields: [
          { name: 'Universal Loan Identifier (ULI)', value: uli },
          { name: 'Rows with the same ULI', value: [first + 1, ...g.rows].join(', ') },
        ],
      }
    })
  }
  if (e.id === 'Q600' || e.id === 'Q600-warning') {
    const example = e.examples[0]
    const distinct = /has ([\d,]+) distinct/.exec(example?.note ?? '')?.[1]?.replace(/,/g, '')
    const what =
      e.id === 'Q600'
        ? 'Distinct ULIs in File'
        : 'Distinct LEI, ULI, Action Taken and Action Taken Date Combinations in File'
    return [
      {
        id: tsLei,
        fields: [
          {
            name: 'Entries Reported in Transmittal Sheet',
            value: example?.fields[0]?.value ?? '',
          },
          { name: what, value: distinct ?? example?.note ?? '' },
        ],
      },
    ]
  }
  return e.examples.map((r) => ({
    id: r.row === 1 ? tsLei : r.uli,
    fields: r.fields.map((f) => ({ name: f.name, value: f.value })),
  }))
}

/** @param {string} line */
const uliOf = (line) => line.split('|')[2] ?? ''
