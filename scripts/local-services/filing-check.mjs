// Checks an uploaded HMDA file for the local filing service, with the site's own checker
// (src/hmda, loaded by filing-engine.mjs), in the platform's order:
//
// - formatting (the platform's "parse errors"): our row parser, per row with errors;
// - syntactical and validity edits: our validator (every implemented S/V edit of the year), and
//   V718 (the transmittal sheet's quarter is the filing's: 1–3, or 4 for an annual filing);
// - the transmittal-sheet match with the institution record: S303 up to 2024 (syntactical, done
//   here as it needs the institution), Q303 from 2025 (quality, the site's rule given the record);
// - only when no formatting, syntactical or validity edit was found, as on the platform:
//   quality, with the site's rule modules (src/hmda/validate/quality: every row rule the
//   platform runs in the period; from 2025 Q646/Q647 as row edits; Q600 over the whole file),
//   and macro (src/hmda/validate/macro: the period's edits, reported when triggered).
//   Q603 and Q604 need the Census Bureau's county tables, which this service does not hold:
//   they are not run (scripts/local-services/filing-README.md).
//
// Edit descriptions and affected fields come from our edit catalogue (src/hmda/edits).

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
    // Quality and macro run below, only when S and V pass, as on the platform.
    quality: false,
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
    // is the quality edit Q303, run with the other quality rules below.
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
    if (year < 2025 && provided.some(([, p, e]) => p.toUpperCase() !== e.toUpperCase()))
      groups.syntactical.push(edit('S303', [{ id: tsLei, fields: providedFields }], true))
    // The platform runs quality and macro only on a file that passed syntactical and validity.
    if (groups.syntactical.length === 0 && groups.validity.length === 0) {
      const found = qualityAndMacro(rows, tsValues, year, period, institution, modules)
      for (const q of found.quality) {
        // Q303 shows each value against the record's, as S303 does (the platform's detail).
        const rowsOf = q.rows.map((r) => ({
          id: r.id,
          fields: q.id === 'Q303' ? providedFields : r.fields(),
        }))
        groups.quality.push(edit(q.id, rowsOf, q.transmittalSheet))
      }
      for (const id of found.macro) groups.macro.push(edit(id, [], false))
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
 * The quality and macro stages of a file that passed formatting, syntactical and validity, with
 * the site's rule modules: every quality row rule of the period (TS and LAR; Q303 with the
 * institution record), from 2025 Q646/Q647 on each record, Q600 (and Q600-warning in 2020) over
 * the whole file, and the macro edits of the period that trigger.
 *
 * @returns {{ quality: { id: string, transmittalSheet: boolean,
 *   rows: { id: string, fields: (row) => { name: string, value: string }[] }[] }[],
 *   macro: string[] }}
 */
function qualityAndMacro(rows, tsValues, year, period, institution, modules) {
  const { engine, parse, schema, lookup, quality, macro, exemption, fileWide } = modules
  const quarterly = period.quarter !== null
  const context = {
    year,
    quarter: quarterly ? Number(String(period.quarter).replace(/^Q/, '')) : null,
  }
  const facts = {
    institution: {
      lei: institution.lei,
      agency: institution.agency,
      taxId: institution.taxId ?? null,
    },
  }
  const rules = [
    ...quality.qualityRulesFor(year, quarterly, facts),
    ...exemption.exemptionRowRules(context, tsValues),
  ]
  const fieldsOf = { ts: schema.getFields(year, 'ts'), lar: schema.getFields(year, 'lar') }
  // Per rule: its findings, and where the catalogue's affected fields are in the record.
  const runs = rules.map((rule) => {
    const def = lookup.getEdit(rule.id, year, { quarterly })
    const indexes = def ? engine.fieldIndexes(def, rule, fieldsOf[rule.record]) : []
    const fields = (values) =>
      indexes.map((index) => ({
        name: fieldsOf[rule.record][index]?.name ?? '',
        value: values[index] ?? '',
      }))
    return { rule, rows: [], fields }
  })
  const found = (run, id, values) => run.rows.push({ id, values })

  const tsLei = tsValues[schema.TS_INDEX.lei] ?? ''
  for (const run of runs)
    if (run.rule.record === 'ts' && !run.rule.check(tsValues, context)) found(run, tsLei, tsValues)

  const parseLar = parse.createRowParser(year, 'lar')
  const larRuns = runs.filter((r) => r.rule.record === 'lar')
  const macroCheck = macro.createMacroCheck(context)
  const fileCheck = fileWide.createFileWideQualityCheck(context, { maxExamples: rows.length })
  macroCheck.addTs(tsValues)
  fileCheck.addTs(tsValues)
  for (let i = 1; i < rows.length; i++) {
    const parsed = parseLar(rows[i])
    // As on the platform, a record that does not parse counts in no quality or macro edit.
    if (parsed.errors.length > 0) continue
    const values = parsed.values
    const uli = values[schema.LAR_INDEX.uli] ?? ''
    for (const run of larRuns) if (!run.rule.check(values, context)) found(run, uli, values)
    macroCheck.add(values)
    fileCheck.add(values, i + 1)
  }

  const qualityFound = runs
    .filter((run) => run.rows.length > 0)
    .map((run) => ({
      id: run.rule.id,
      transmittalSheet: run.rule.record === 'ts',
      rows: run.rows.map((r) => ({ id: r.id, fields: () => run.fields(r.values) })),
    }))
  for (const f of fileCheck.finish()) {
    if (!f.triggered) continue
    qualityFound.push({ id: f.id, transmittalSheet: false, rows: fileWideRows(f, rows, tsLei) })
  }
  const macroFound = macroCheck
    .finish()
    .filter((f) => f.triggered)
    .map((f) => f.id)
  return { quality: qualityFound, macro: macroFound }
}

/**
 * Detail rows of a file-wide quality edit. Q600: one row per ULI found on more than one record,
 * with the rows that carry it (the platform adds such a list to this edit); otherwise, and for
 * Q600-warning, one row with the transmittal sheet's entries and the distinct count.
 */
function fileWideRows(f, rows, tsLei) {
  if (f.id === 'Q600' && f.repeats.length > 0) {
    const byUli = new Map()
    for (const r of f.repeats) {
      const key = r.uli.toUpperCase()
      const group = byUli.get(key) ?? { firstRow: r.firstRow, rows: [r.firstRow] }
      group.rows.push(r.row)
      byUli.set(key, group)
    }
    return [...byUli.values()].map((g) => {
      const uli = (rows[g.firstRow - 1] ?? '').split('|')[2] ?? ''
      return {
        id: uli,
        fields: () => [
          { name: 'Universal Loan Identifier (ULI)', value: uli },
          { name: 'Rows with the same ULI', value: g.rows.join(', ') },
        ],
      }
    })
  }
  const what =
    f.id === 'Q600'
      ? 'Distinct ULIs in File'
      : 'Distinct LEI, ULI, Action Taken and Action Taken Date Combinations in File'
  return [
    {
      id: tsLei,
      fields: () => [
        { name: 'Entries Reported in Transmittal Sheet', value: String(f.totalEntries) },
        { name: what, value: String(f.distinct) },
      ],
    },
  ]
}
