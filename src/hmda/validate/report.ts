/**
 * The CSV report of a validation: one line per kept finding and field (stage, edit, description,
 * row, ULI, field, value, note), a total line after each edit; then the quality edits the same
 * way and each reported macro edit with its measured figure (row "File"); then the edits not
 * checked here.
 * UTF-8 with a byte-order mark and CRLF line breaks, so that spreadsheets open it as it is.
 */
import { csvCode, csvRow, type CsvCode } from '@/lib/csv'
import type { EditFindings, MacroEditResult, ValidationResult } from './engine'
import { STAGE_NAMES } from './stages'

export const REPORT_COLUMNS = [
  'stage',
  'edit',
  'description',
  'row',
  'uli',
  'field',
  'value',
  'note',
] as const

const BOM = '\ufeff'
const EOL = '\r\n'
/** Lines are joined into one string per this many before they join the output. */
const LINES_PER_CHUNK = 5_000

/** Values come from the checked file: csvRow keeps a spreadsheet from running them as formulas. */
const line = (values: readonly (string | CsvCode)[]) => csvRow(values) + EOL

/**
 * Identifiers echoed from the file (ULI, LEI, census tract, county and state codes, ZIP codes):
 * letters and digits with at least one digit. They are written as codes (csvCode), so a
 * spreadsheet keeps leading zeros and does not round long digit strings; other values as they are.
 */
const CODE_LIKE = /^(?=[A-Za-z]*\d)[A-Za-z0-9]{1,45}$/
const asText = (value: string): string | CsvCode => (CODE_LIKE.test(value) ? csvCode(value) : value)

function editLines(edit: EditFindings, out: string[]): void {
  const stage = STAGE_NAMES[edit.stage]
  for (const finding of edit.examples) {
    const row = String(finding.row)
    const note = finding.note ?? ''
    if (finding.fields.length === 0) {
      out.push(line([stage, edit.title, edit.description, row, asText(finding.uli), '', '', note]))
    }
    for (const field of finding.fields) {
      out.push(
        line([
          stage,
          edit.title,
          edit.description,
          row,
          asText(finding.uli),
          field.name,
          asText(field.value),
          note,
        ]),
      )
    }
  }
  const listed = edit.examples.length
  const total =
    listed < edit.count
      ? `${String(edit.count)} rows in all; the first ${String(listed)} are listed above.`
      : `${String(edit.count)} ${edit.count === 1 ? 'row' : 'rows'} in all.`
  out.push(
    line([stage, edit.title, edit.description, 'Total', '', 'Rows', String(edit.count), total]),
  )
}

/** A macro finding's figure in short: "172 of 1000", "0 denied of 1200 requests". */
function macroFigure(m: MacroEditResult): string {
  const f = m.finding
  switch (f.kind) {
    case 'share':
      return `${String(f.count)} of ${String(f.of)}`
    case 'preapproval':
      return `${String(f.denied)} denied of ${String(f.requested)} requests`
    case 'exemption':
      return `${String(f.exemptRecords)} records with exemption codes`
  }
}

/** The report as text chunks (for a Blob), the header first. */
export function reportChunks(result: ValidationResult): string[] {
  const chunks: string[] = [BOM + csvRow(REPORT_COLUMNS) + EOL]
  let pending: string[] = []
  const flush = () => {
    if (pending.length > 0) chunks.push(pending.join(''))
    pending = []
  }
  if (result.fatal) pending.push(line(['File', '', result.fatal, '', '', '', '', '']))
  for (const edit of result.edits) {
    editLines(edit, pending)
    if (pending.length >= LINES_PER_CHUNK) flush()
  }
  for (const edit of result.quality) {
    editLines(edit, pending)
    if (pending.length >= LINES_PER_CHUNK) flush()
  }
  const macro = STAGE_NAMES.macro
  for (const m of result.macro) {
    if (!m.triggered) continue
    pending.push(
      line([macro, m.id, m.description, 'File', '', 'Measured', macroFigure(m), m.sentence]),
    )
  }
  if (result.macroNote) pending.push(line([macro, '', result.macroNote, '', '', '', '', '']))
  for (const item of result.notChecked) {
    pending.push(line(['Not checked here', item.id, item.description, '', '', '', '', item.reason]))
  }
  flush()
  return chunks
}

/** The whole report as one string (tests, small results). */
export function reportText(result: ValidationResult): string {
  return reportChunks(result).join('')
}

/** The report's file name: "<file name without extension>-verification.csv". */
export function reportFileName(original: string): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `${base || 'hmda-file'}-verification.csv`
}
