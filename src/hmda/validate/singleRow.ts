/**
 * The checks of File Format Verification (./engine) applied to one row, for an editor that
 * shows them while the row is typed: the row's format (the same parser), the syntactical edits
 * one row can fail (S300, S301 against the transmittal sheet, S302 on the transmittal sheet)
 * and the year's validity edits for its record kind (the same rules, skipped while the row has
 * format errors, as the verifier skips them). Findings carry the engine's ids, so the two can be
 * compared (see singleRow.test.ts).
 *
 * The period's quality edits that one record decides (./quality/selection.ts, and from 2025 Q646
 * and Q647, ./macro/exemption.ts) run too, on a row without format errors, as the engine runs
 * them. Their findings have the stage `quality`: the platform asks the filer to verify them; they
 * are not errors and do not stop a row from being filed.
 *
 * Edits that need the whole file are not decided here: S304 (total entries against the LAR
 * rows), S305 (identical rows), S306 (a ULI on more than one row), S307 (a quarterly file's
 * dates), and those needing data from outside the file (S303 and some validity edits); they
 * are listed in `notChecked`, with the quality edits that need the whole file (Q600) or data
 * from outside it (Q303, Q603, Q604).
 */
import { compareEditIds, editsFor, QUARTERLY_EDIT_YEARS } from '../edits/lookup'
import type { EditDef } from '../edits/types'
import { createRowParser, recordKindOf, splitFields, type FormatError } from '../parse'
import { getFields, TS_INDEX } from '../schema'
import type { FieldDef, FilingYear, RecordKind } from '../types'
import { NOT_CHECKED, VALIDITY_RULES } from './allRules'
import { fieldIndexes, NEEDS_OUTSIDE_DATA } from './engine'
import { exemptionRowRules } from './macro/exemption'
import {
  kindOf,
  QUALITY_NOT_CHECKED,
  qualityEntriesFor,
  qualityRulesFor,
} from './quality/selection'
import type { Stage } from './stages'
import { SyntacticalChecker } from './syntactical'
import type { RuleContext, ValidityRule } from './types'

/** The syntactical edits decided over the whole file, never for one row. */
export const FILE_WIDE_EDITS: ReadonlySet<string> = new Set(['S304', 'S305', 'S306', 'S307'])

export interface RowFinding {
  readonly stage: Stage
  /** The engine's id: `format:<ts|lar>:<field index | count>`, "S301", "V608-1"… */
  readonly id: string
  /** The edit id, or for formatting the field's name. */
  readonly title: string
  readonly description: string
  /** The fields the finding is about (0-based; empty for the field count). */
  readonly fieldIndexes: readonly number[]
  readonly note?: string
  /** For formatting findings: the parser's error. */
  readonly format?: FormatError
}

export interface RowNotChecked {
  readonly id: string
  readonly description: string
  readonly reason: string
}

export interface RowCheck {
  readonly findings: readonly RowFinding[]
  /**
   * False when validity (and quality) edits were skipped because the row has format errors (or
   * S300).
   */
  readonly validityChecked: boolean
  /** Edits of the year and record kind that one row cannot decide, with the reason. */
  readonly notChecked: readonly RowNotChecked[]
}

export interface RowCheckInput {
  /** The filing year (the verifier reads it from the transmittal sheet). */
  readonly year: FilingYear
  readonly kind: RecordKind
  /** The row's text (pipe-delimited, no line break). */
  readonly row: string
  /** The filing's transmittal sheet, for a LAR row: its LEI (S301) and calendar quarter. */
  readonly ts?: string | null
  /** The filing year the file is meant for (S302 on a transmittal sheet). */
  readonly expectedYear?: number
}

export const WHOLE_FILE_REASON = 'Checked over the whole file, not one row.'
export const NEEDS_TS_REASON = 'Needs the transmittal sheet, which the filing does not have yet.'

/** The calendar quarter of a quarterly filing, as the engine reads it from the TS values. */
function quarterOf(year: number, tsValues: readonly string[] | null): 1 | 2 | 3 | null {
  const raw = tsValues?.[TS_INDEX.calendarQuarter] ?? ''
  return QUARTERLY_EDIT_YEARS.includes(year) && (raw === '1' || raw === '2' || raw === '3')
    ? (Number(raw) as 1 | 2 | 3)
    : null
}

interface PreparedRule {
  readonly rule: ValidityRule
  readonly edit: EditDef | undefined
  readonly fieldIndexes: readonly number[]
}

interface Prepared {
  readonly catalogue: readonly EditDef[]
  readonly fields: readonly FieldDef[]
  readonly rules: readonly (PreparedRule & { readonly edit: EditDef })[]
  /** The period's quality row rules of this record kind (Q646/Q647 are added per row). */
  readonly quality: readonly PreparedRule[]
  readonly syntacticalIds: ReadonlySet<string>
}

/** A quality rule with its catalogue entry (quality, or macro for Q646/Q647) and fields. */
function prepareQuality(
  rule: ValidityRule,
  catalogue: readonly EditDef[],
  fields: readonly FieldDef[],
): PreparedRule {
  const edit =
    catalogue.find(
      (e) => e.id === rule.id && (e.category === 'quality' || e.category === 'macro'),
    ) ?? catalogue.find((e) => e.id === rule.id)
  return { rule, edit, fieldIndexes: edit ? fieldIndexes(edit, rule, fields) : [] }
}

const prepared = new Map<string, Prepared>()

function prepare(year: FilingYear, kind: RecordKind, quarterly: boolean): Prepared {
  const key = `${String(year)}|${kind}|${quarterly ? 'q' : 'a'}`
  let p = prepared.get(key)
  if (!p) {
    const catalogue = editsFor(year, { quarterly })
    const fields = getFields(year, kind)
    const rules = []
    for (const rule of VALIDITY_RULES) {
      if (rule.record !== kind) continue
      const edit = catalogue.find((e) => e.id === rule.id && e.category === 'validity')
      if (edit) rules.push({ rule, edit, fieldIndexes: fieldIndexes(edit, rule, fields) })
    }
    const syntacticalIds = new Set(
      catalogue.filter((e) => e.category === 'syntactical').map((e) => e.id),
    )
    const quality = qualityRulesFor(year, quarterly)
      .filter((rule) => rule.record === kind)
      .map((rule) => prepareQuality(rule, catalogue, fields))
    p = { catalogue, fields, rules, quality, syntacticalIds }
    prepared.set(key, p)
  }
  return p
}

/** One checker for S301/S302 per transmittal sheet (its duplicate tables are never used). */
let checkerKey = ''
let checker: { instance: SyntacticalChecker; sink: { found: RowFinding[] } } | null = null

function syntacticalChecker(
  p: Prepared,
  year: FilingYear,
  quarter: 1 | 2 | 3 | null,
  tsValues: readonly string[],
  expectedYear: number | undefined,
): { instance: SyntacticalChecker; sink: { found: RowFinding[] } } {
  const key = `${String(year)}|${String(quarter)}|${String(expectedYear)}|${tsValues.join('|')}`
  if (checker && checkerKey === key) return checker
  const tsFields = getFields(year, 'ts')
  const larFields = getFields(year, 'lar')
  const byName = (fields: readonly FieldDef[], name: string) =>
    fields.find((f) => f.name === name)?.index
  const sink = { found: [] as RowFinding[] }
  const editIds = new Set([...p.syntacticalIds].filter((id) => !FILE_WIDE_EDITS.has(id)))
  const instance = new SyntacticalChecker(
    { editIds, year, quarter, expectedYear, tsRow: 1, tsValues, tsFields, larFields },
    {
      add(id, _row, _uli, fields, note) {
        const edit = p.catalogue.find((e) => e.id === id)
        const own = id === 'S302' ? tsFields : larFields
        const indexes = fields()
          .map((f) => byName(own, f.name))
          .filter((i): i is number => i !== undefined)
        sink.found.push({
          stage: 'syntactical',
          id,
          title: id,
          description: edit?.description ?? '',
          fieldIndexes: indexes,
          ...(note === undefined ? {} : { note }),
        })
      },
    },
  )
  checkerKey = key
  checker = { instance, sink }
  return checker
}

function formatFinding(kind: RecordKind, error: FormatError): RowFinding {
  const name = kind === 'ts' ? 'transmittal sheet' : 'LAR'
  return error.kind === 'fieldCount'
    ? {
        stage: 'formatting',
        id: `format:${kind}:count`,
        title: error.fieldName,
        description: `Each ${name} row must have ${error.expected.toLowerCase()}, separated by pipes (|).`,
        fieldIndexes: [],
        format: error,
      }
    : {
        stage: 'formatting',
        id: `format:${kind}:${String(error.fieldIndex)}`,
        title: error.fieldName,
        description: `Accepted: ${error.expected}`,
        fieldIndexes: [error.fieldIndex],
        format: error,
      }
}

/** Runs one row through the verifier's checks that one row can decide. */
export function checkRow(input: RowCheckInput): RowCheck {
  const { year, kind, row, expectedYear } = input
  const tsValues =
    kind === 'ts' ? splitFields(row) : input.ts == null ? null : splitFields(input.ts)
  const quarter = quarterOf(year, tsValues)
  const p = prepare(year, kind, quarter !== null)
  const findings: RowFinding[] = []

  const notChecked: RowNotChecked[] = []
  for (const edit of p.catalogue) {
    if (edit.category === 'syntactical') {
      const applies =
        kind === 'ts'
          ? edit.id === 'S302' || edit.id === 'S303' || edit.id === 'S304' || edit.id === 'S307'
          : edit.id !== 'S302'
      if (!applies || edit.id === 'S300') continue
      const reason = FILE_WIDE_EDITS.has(edit.id)
        ? WHOLE_FILE_REASON
        : edit.id === 'S303'
          ? 'Needs the institution’s registration data, which is not in the file.'
          : edit.id === 'S301' && tsValues === null
            ? NEEDS_TS_REASON
            : edit.id === 'S302' && expectedYear === undefined
              ? 'Needs the filing year the file is meant for.'
              : null
      if (reason) notChecked.push({ id: edit.id, description: edit.description, reason })
    } else if (edit.category === 'validity') {
      const implemented = VALIDITY_RULES.some((r) => r.id === edit.id)
      if (implemented) continue
      const own = NOT_CHECKED.find((n) => n.id === edit.id)
      // Edits not implemented are listed for the record kind whose fields they name.
      const fields = getFields(year, kind)
      if (!edit.fields.some((name) => fields.some((f) => f.name === name))) continue
      notChecked.push({
        id: edit.id,
        description: edit.description,
        reason: own?.reason ?? NEEDS_OUTSIDE_DATA,
      })
    }
  }
  for (const entry of qualityEntriesFor(year, quarter !== null)) {
    const entryKind = kindOf(entry)
    if (notChecked.some((n) => n.id === entry.id)) continue
    const description = p.catalogue.find((e) => e.id === entry.id)?.description ?? ''
    if (entryKind === 'not-checked' && entry.record === kind) {
      const reason = QUALITY_NOT_CHECKED.find((n) => n.id === entry.id)?.reason
      if (reason) notChecked.push({ id: entry.id, description, reason })
    } else if (entryKind === 'file' && kind === 'lar' && entry.id.startsWith('Q600')) {
      notChecked.push({ id: entry.id, description, reason: WHOLE_FILE_REASON })
    }
  }

  // S300: the verifier reads a row as TS or LAR by its first two characters.
  if (recordKindOf(row) !== kind) {
    const edit = p.catalogue.find((e) => e.id === 'S300')
    findings.push({
      stage: 'syntactical',
      id: 'S300',
      title: 'S300',
      description: edit?.description ?? '',
      fieldIndexes: [0],
      note: `A ${kind === 'ts' ? 'transmittal sheet row starts with 1|' : 'LAR row starts with 2|'}.`,
    })
    return { findings, validityChecked: false, notChecked }
  }

  const parsed = createRowParser(year, kind)(row)
  for (const error of parsed.errors) findings.push(formatFinding(kind, error))

  if (tsValues) {
    const c = syntacticalChecker(
      p,
      year,
      quarter,
      tsValues,
      kind === 'ts' ? expectedYear : undefined,
    )
    c.sink.found = []
    if (kind === 'ts') c.instance.checkTs()
    else c.instance.checkLar(1, row, 0, row.length, parsed.values)
    findings.push(...c.sink.found)
    c.sink.found = []
  }

  const validityChecked = parsed.errors.length === 0
  if (validityChecked) {
    const context: RuleContext = { year, quarter }
    for (const { rule, edit, fieldIndexes: indexes } of p.rules) {
      if (!rule.check(parsed.values, context)) {
        findings.push({
          stage: 'validity',
          id: edit.id,
          title: edit.id,
          description: edit.description,
          fieldIndexes: indexes,
        })
      }
    }
    const period: RuleContext = { year, quarter }
    const exemption = kind === 'lar' ? exemptionRowRules(period, tsValues) : []
    for (const { rule, edit, fieldIndexes: indexes } of [
      ...p.quality,
      ...exemption.map((rule) => prepareQuality(rule, p.catalogue, p.fields)),
    ]) {
      if (!rule.check(parsed.values, period)) {
        findings.push({
          stage: 'quality',
          id: rule.id,
          title: rule.id,
          description: edit?.description ?? '',
          fieldIndexes: indexes,
        })
      }
    }
  }
  return { findings: findings.sort(byStageThenId), validityChecked, notChecked }
}

const STAGE_ORDER: Readonly<Record<Stage, number>> = {
  formatting: 0,
  syntactical: 1,
  validity: 2,
  quality: 3,
  macro: 4,
}

function byStageThenId(a: RowFinding, b: RowFinding): number {
  return (
    STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage] ||
    (a.stage === 'formatting'
      ? (a.format?.fieldIndex ?? -1) - (b.format?.fieldIndex ?? -1)
      : compareEditIds(a.id, b.id))
  )
}
