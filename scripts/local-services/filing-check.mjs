// Checks an uploaded HMDA file for the local filing service, with the site's own checker
// (src/hmda, loaded by filing-engine.mjs):
//
// - formatting (the platform's "parse errors"): our row parser, per row with errors;
// - syntactical and validity edits: our validator (every implemented S/V edit of the year), and
//   V718 (the transmittal sheet's quarter is the filing's: 1–3, or 4 for an annual filing);
// - the transmittal-sheet match with the institution record (S303 up to 2024, Q303 from 2025),
//   which needs the institution and so is done here;
// - quality and macro: our engine has no such rules, so this service runs a small, documented,
//   deterministic subset (QUALITY_SUBSET, MACRO_SUBSET below; scripts/local-services/filing-README.md).
//
// Edit descriptions and affected fields come from our edit catalogue (src/hmda/edits).

/** Quality edits this service checks, per LAR row (values by LAR field key). */
export const QUALITY_SUBSET = [
  {
    id: 'Q630',
    fields: [
      ['Total Units', 'totalUnits'],
      ['HOEPA Status', 'hoepaStatus'],
    ],
    fails: (v) => Number(v.totalUnits) >= 5 && v.hoepaStatus !== '3',
  },
  {
    id: 'Q631',
    fields: [
      ['Loan Type', 'loanType'],
      ['Total Units', 'totalUnits'],
    ],
    fails: (v) => ['2', '3', '4'].includes(v.loanType) && Number(v.totalUnits) > 4,
  },
]

/** Macro edits this service checks over the whole file (shares of action taken codes). */
export const MACRO_SUBSET = [
  { id: 'Q635', fails: (n) => n.all > 0 && n.action['2'] / n.all > 0.15 },
  { id: 'Q636', fails: (n) => n.all > 0 && n.action['4'] / n.all > 0.3 },
  { id: 'Q637', fails: (n) => n.all > 0 && n.action['5'] / n.all > 0.15 },
  {
    id: 'Q638',
    fails: (n) => {
      const decided = ['1', '2', '3', '4', '5', '6'].reduce((s, k) => s + n.action[k], 0)
      return decided > 0 && n.action['1'] / decided < 0.2
    },
  },
]

const lines = (text) => {
  const out = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
  while (out.length && out[out.length - 1] === '') out.pop()
  return out
}

const estimatedUli = (line) => line.split('|')[2] ?? 'The ULI could not be identified.'

/**
 * @param {string} text the uploaded file
 * @param {{ year: number, quarter: string | null }} period the filing's (quarter 'Q1'–'Q3')
 * @param {object} institution the institution record for the year (filing-data.mjs)
 * @param {{ engine, parse, schema, lookup }} modules (filing-engine.mjs)
 */
export function checkFile(text, period, institution, modules) {
  const { engine, parse, schema, lookup } = modules
  const rows = lines(text)
  const result = engine.validateText(text, {
    expectedYear: period.year,
    maxExamplesPerEdit: 1_000_000,
    maxExamples: 10_000_000,
  })
  const year = result.year ?? period.year
  const quarterly = period.quarter !== null
  const describe = (id) => lookup.getEdit(id, year, { quarterly })?.description ?? ''
  const tsValues = (rows[0] ?? '').split('|')
  const tsLei = tsValues[schema.TS_INDEX.lei] ?? ''

  // Formatting: each row with a parser error, re-parsed for the field, value and valid values.
  const formatRows = new Set()
  for (const edit of result.edits)
    if (edit.stage === 'formatting') for (const r of edit.examples) formatRows.add(r.row)
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

  const edit = (id, rowsOf, transmittalSheet) => ({
    edit: id,
    description: describe(id),
    transmittalSheet,
    rows: rowsOf,
  })
  const groups = { syntactical: [], validity: [], quality: [], macro: [] }
  if (!hasParseErrors) {
    for (const e of result.edits) {
      if (e.stage === 'formatting') continue
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
    // The transmittal sheet against the institution record.
    const matchId = year >= 2025 ? 'Q303' : 'S303'
    const provided = [
      ['Federal Agency', tsValues[schema.TS_INDEX.federalAgency] ?? '', String(institution.agency)],
      [
        'Federal Taxpayer Identification Number',
        tsValues[schema.TS_INDEX.taxId] ?? '',
        institution.taxId,
      ],
      ['Legal Entity Identifier (LEI)', tsLei, institution.lei],
    ]
    if (provided.some(([, p, e]) => p.toUpperCase() !== e.toUpperCase())) {
      const fields = provided.map(([name, p, e]) => ({
        name,
        value: `Provided: ${p}, Expected: ${e}`,
      }))
      groups[year >= 2025 ? 'quality' : 'syntactical'].push(
        edit(matchId, [{ id: tsLei, fields }], true),
      )
    }
    const inForce = new Set(lookup.editsFor(year, { quarterly }).map((d) => d.id))
    const larIndex = schema.LAR_INDEX
    const counts = { all: 0, action: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0, 7: 0, 8: 0 } }
    const qualityRows = new Map(QUALITY_SUBSET.map((q) => [q.id, []]))
    for (let i = 1; i < rows.length; i++) {
      const values = rows[i].split('|')
      const v = (key) => values[larIndex[key]] ?? ''
      const byKey = new Proxy({}, { get: (_t, key) => v(key) })
      counts.all++
      if (v('actionTaken') in counts.action) counts.action[v('actionTaken')]++
      for (const q of QUALITY_SUBSET) {
        if (!inForce.has(q.id) || !q.fails(byKey)) continue
        qualityRows.get(q.id).push({
          id: v('uli'),
          fields: q.fields.map(([name, key]) => ({ name, value: v(key) })),
        })
      }
    }
    for (const [id, list] of qualityRows)
      if (list.length) groups.quality.push(edit(id, list, false))
    for (const m of MACRO_SUBSET)
      if (inForce.has(m.id) && m.fails(counts)) groups.macro.push(edit(m.id, [], false))
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
