/**
 * Streaming validator of HMDA files: text goes in chunk by chunk (`push`), results come out at
 * `end`. Three stages run on every row as it arrives:
 *
 * 1. formatting — the row parser (`createRowParser`): field count, types, codes;
 * 2. syntactical — S300–S307 (see ./syntactical);
 * 3. validity — the year's catalogue validity edits that have an implementation (`rules`), run
 *    only on rows without formatting errors;
 * 4. quality — the quality edits the platform runs in the period that can be decided from one
 *    record (./quality/selection.ts; from 2025 also Q646/Q647, ./macro/exemption.ts) and Q600
 *    (distinct ULIs against the transmittal sheet's entries, ./macro/fileWideQuality.ts);
 * 5. macro — the macro edits of the period over the whole file (./macro/macroCheck.ts), which
 *    keep counters, not rows.
 *
 * The platform runs quality and macro edits only once a file passes the syntactical and validity
 * edits; a checking tool shows the filer everything at once, so here they run on every row
 * without formatting errors (and macro over those rows) whatever else failed. Their findings are
 * kept apart from the errors (`quality`, `macro` of the result): they are edits the platform asks
 * the filer to verify.
 *
 * The filing year and quarter come from the transmittal sheet. Per edit only a count and the
 * first `maxExamplesPerEdit` failing rows are kept (and at most `maxExamples` in all), so memory
 * does not grow with the file beyond those and the compact duplicate keys.
 */
import { compareEditIds, editsFor, QUARTERLY_EDIT_YEARS } from '../edits/lookup'
import type { EditDef } from '../edits/types'
import {
  createByteRangeParser,
  createRangeParser,
  createRowParser,
  hashAsciiBytes,
  rowHashOf,
  splitFields,
  type ParsedRow,
} from '../parse'
import { getFields, isFilingYear, LAR_INDEX, TS_INDEX } from '../schema'
import { FILING_YEARS, type FieldDef, type FilingYear, type RecordKind } from '../types'
import { NOT_CHECKED, VALIDITY_RULES, type NotCheckedEdit } from './allRules'
import { describeMacroFinding } from './macro/describe'
import { exemptionRowRules } from './macro/exemption'
import {
  createFileWideQualityCheck,
  tableCapacity,
  type FileWideQualityCheck,
  type FileWideQualityFinding,
} from './macro/fileWideQuality'
import {
  createMacroCheck,
  type CounterName,
  type MacroCheck,
  type MacroFinding,
} from './macro/macroCheck'
import {
  kindOf,
  QUALITY_NOT_CHECKED,
  qualityEntriesFor,
  qualityRulesFor,
} from './quality/selection'
import {
  DEFERRED_WORDS,
  DeferredReader,
  KeyTable,
  SyntacticalChecker,
  type DeferredRows,
  type DeferredTexts,
} from './syntactical'
import type { RuleContext, ValidityRule } from './types'

import { STAGES, STAGE_NAMES, VERIFY_STAGES, type Stage } from './stages'
export { STAGES, STAGE_NAMES, VERIFY_STAGES, type Stage } from './stages'
export { isAsciiText } from '../parse'

export interface FieldValue {
  readonly name: string
  readonly value: string
}

/** One failing row of an edit. */
export interface FindingRow {
  /** 1-based line number in the file. */
  readonly row: number
  /** The row's ULI (empty for the transmittal sheet or when unknown). */
  readonly uli: string
  readonly fields: readonly FieldValue[]
  /** A short explanation, e.g. "Identical to row 12." */
  readonly note?: string
}

/** All findings of one edit (or, for formatting, of one field). */
export interface EditFindings {
  readonly stage: Stage
  /** Edit id ("S301", "V608-1"); for formatting `format:<ts|lar>:<field index or count>`. */
  readonly id: string
  /** What is shown as the edit's name: the id, or for formatting the field's name. */
  readonly title: string
  readonly description: string
  /** Rows that failed. */
  readonly count: number
  /** The first failing rows, in file order (at most `maxExamplesPerEdit`). */
  readonly examples: readonly FindingRow[]
}

export interface StageSummary {
  readonly stage: Stage
  /** Edits (or fields, for formatting) with at least one failing row. */
  readonly edits: number
  /** Failing rows summed over those edits. */
  readonly findings: number
  /** Edits of this stage that ran (formatting: 1 when any row was parsed). */
  readonly checked: number
}

export interface NotCheckedItem {
  readonly id: string
  readonly description: string
  readonly reason: string
}

/** One macro edit run over the file, reported (`triggered`) or not. */
export interface MacroEditResult {
  readonly id: string
  /** The catalogue's description of the edit. */
  readonly description: string
  /** True when the platform would ask the filer to verify the figure. */
  readonly triggered: boolean
  /** The measured figure against the platform's threshold, in words. */
  readonly sentence: string
  readonly finding: MacroFinding
}

export interface ValidationResult {
  /** The filing year read from the transmittal sheet, or null when there was none usable. */
  readonly year: FilingYear | null
  readonly quarter: 1 | 2 | 3 | null
  /** Lines read, blank ones included (a blank last line excepted). */
  readonly rows: number
  readonly larRows: number
  /** A problem that stopped the check (no usable transmittal sheet...), or null. */
  readonly fatal: string | null
  /** Formatting, syntactical and validity. */
  readonly stages: readonly StageSummary[]
  /** Quality and macro (macro: `edits` and `findings` count the edits reported). */
  readonly verifyStages: readonly StageSummary[]
  /** Edits with findings: formatting, then syntactical, then validity; by id in each. */
  readonly edits: readonly EditFindings[]
  /**
   * Quality edits with findings (stage `quality`), by id: rows the platform would ask the filer
   * to verify. Run on every row without formatting errors, whatever else failed.
   */
  readonly quality: readonly EditFindings[]
  /** Every macro edit run over the rows without formatting errors, in id order. */
  readonly macro: readonly MacroEditResult[]
  /** A note on which macro edits ran (e.g. for a year the platform has not set them for), or null. */
  readonly macroNote: string | null
  readonly notChecked: readonly NotCheckedItem[]
  /** True when some failing rows were counted but not kept as examples. */
  readonly truncated: boolean
  readonly maxExamplesPerEdit: number
}

export interface ValidatorProgress {
  readonly rows: number
  readonly larRows: number
  readonly findings: number
}

export interface ValidatorOptions {
  /** Validity rules to run (default: all implemented ones, `VALIDITY_RULES`). */
  readonly rules?: readonly ValidityRule[]
  /** Edits without an implementation, with the reason (default: `NOT_CHECKED`). */
  readonly notChecked?: readonly NotCheckedEdit[]
  /** The filing year the file is meant for; enables S302. */
  readonly expectedYear?: number
  readonly maxExamplesPerEdit?: number
  readonly maxExamples?: number
  /** Whether to run the quality and macro edits (default true). */
  readonly quality?: boolean
  /** Called every `progressEvery` rows. */
  readonly onProgress?: (progress: ValidatorProgress) => void
  readonly progressEvery?: number
  /** About how many LAR rows the file has, when known (sizes the duplicate-key tables). */
  readonly expectedLarRows?: number
  /**
   * For a file checked in two parts at once (split at a line break): `head` is the part from
   * the start of the file, `tail` the rest, read with the file's first line (`tsLine`, the
   * transmittal sheet) as context. See `PartOutput` and `Validator.endWith`. A tail created
   * with `keepTexts: false` keeps only fixed-size words per row (no text): the head then needs
   * the rows named by `tailRowsToRead`, read again from the file, to merge it.
   */
  readonly part?:
    | { readonly role: 'head' }
    | { readonly role: 'tail'; readonly tsLine: string; readonly keepTexts?: boolean }
}

/**
 * Rows of a tail part read again from the file for the merge (see `Validator.tailRowsToRead`):
 * `lines[k]` is the text, without its line break, of the deferred row `indexes[k]`.
 */
export interface TailRowTexts {
  readonly indexes: Int32Array
  readonly lines: readonly string[]
}

/** The findings of one edit in a part of a file (examples with the part's row numbers). */
export interface PartGroup {
  readonly stage: Stage
  readonly id: string
  readonly title: string
  readonly description: string
  readonly order: number
  readonly count: number
  readonly examples: readonly FindingRow[]
}

/** What the `tail` part of a file gives back, to be merged into the head's result. */
export interface PartOutput {
  /** Lines read (trailing blank lines excepted) and LAR rows among them. */
  readonly rows: number
  readonly larRows: number
  readonly fatal: string | null
  readonly groups: readonly PartGroup[]
  /** The inputs of S305–S307, or null when the transmittal sheet gave no usable year. */
  readonly deferred: DeferredRows | null
  /** The part's macro counters (rows without formatting errors), or null when not run. */
  readonly macroCounts: Readonly<Record<CounterName, number>> | null
  /** Row numbers (in the part) of LAR rows with formatting errors: left out of Q600. */
  readonly unparsedRows: readonly number[]
}

export interface Validator {
  /**
   * The next piece of the file. `bytes`, when given, are its UTF-8 bytes and it is ASCII
   * (`bytes[i]` is `text.charCodeAt(i)`; see `isAsciiText` in ../parse): rows are then read from
   * the bytes, which is faster. The result is the same with or without them.
   */
  push(text: string, bytes?: Uint8Array): void
  end(): ValidationResult
  /** For a `tail` part: its findings and the inputs of the file-wide edits. */
  endPart(): PartOutput
  /**
   * For a `head` part: the result of the whole file, the tail's rows read after the head's,
   * exactly as one validator reading the whole file would give it; or null when the split
   * cannot give that result (a fatal problem in a part, more examples than `maxExamples`, a
   * head not ending at the end of a non-blank line…): then check the file in one piece.
   */
  endWith(tail: PartOutput, reread?: TailRowTexts): ValidationResult | null
  /**
   * For a `head` part, once its text is all pushed: the indexes (ascending) of the tail's
   * deferred rows whose ULI and action taken the merge needs as text, to be read again from the
   * file and given to `endWith`: the rows whose ULI (and so also whose whole text) is on an
   * earlier row of the file (in a year without S306, of the head's rows only those the merge
   * compares with: identical rows and rows without formatting errors). Empty when the tail kept
   * its texts or cannot be merged.
   */
  tailRowsToRead(tail: PartOutput): Int32Array
}

/** Where a deferred row of a tail part is: its first byte in the part and its length in characters. */
export function deferredRowPlace(
  rows: DeferredRows,
  index: number,
): { readonly offset: number; readonly length: number } {
  const at = index * DEFERRED_WORDS
  return { offset: (rows.hashes[at + 7] as number) >>> 0, length: rows.hashes[at + 2] as number }
}

/** UTF-8 bytes of `text.slice(from, to)` (a lone surrogate counts as U+FFFD, 3 bytes). */
function utf8Length(text: string, from: number, to: number): number {
  let n = to - from
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) continue
    if (c < 0x800) n += 1
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 2
        i++
      } else n += 2
    } else n += 2
  }
  return n
}

/** Longest row accepted (a LAR row is well under 3,000 characters). */
export const MAX_ROW_CHARS = 100_000
export const DEFAULT_MAX_EXAMPLES_PER_EDIT = 1_000
export const DEFAULT_MAX_EXAMPLES = 100_000

export const NEEDS_OUTSIDE_DATA = 'Needs data from outside the file.'

const FIRST_YEAR = FILING_YEARS[0]
const LAST_YEAR = FILING_YEARS[FILING_YEARS.length - 1] ?? FIRST_YEAR
const STAGE_ORDER: Readonly<Record<Stage, number>> = {
  formatting: 0,
  syntactical: 1,
  validity: 2,
  quality: 3,
  macro: 4,
}
const ULI = LAR_INDEX.uli

/**
 * LAR rows are checked in batches of this many: each validity rule runs over the rows of a
 * batch in turn (one rule's code and branches stay hot), and the findings are then recorded row
 * by row, in the order a row-by-row check gives them.
 */
const BATCH = 64

interface Accumulator {
  stage: Stage
  id: string
  title: string
  description: string
  /** Sort key of formatting groups (TS before LAR, then by field position). */
  order: number
  count: number
  lastRow: number
  examples: FindingRow[]
}

/** A rule ready to run: its catalogue entry and where its fields are. */
interface PreparedRule {
  readonly rule: ValidityRule
  /** `rule.check`, one load nearer. */
  readonly check: ValidityRule['check']
  readonly acc: Accumulator
  readonly fieldIndexes: readonly number[]
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export function fieldIndexes(
  edit: EditDef,
  rule: ValidityRule,
  fields: readonly FieldDef[],
): readonly number[] {
  if (rule.showFields) {
    return rule.showFields
      .map((key) => fields.findIndex((f) => f.key === key))
      .filter((i) => i >= 0)
  }
  const byName = new Map(fields.map((f) => [f.name.toLowerCase(), f.index]))
  const indexes: number[] = []
  for (const name of edit.fields) {
    const index = byName.get(name.toLowerCase())
    if (index !== undefined && !indexes.includes(index)) indexes.push(index)
  }
  return indexes
}

/**
 * The platform's macro flow selects edits by year and has no case for 2026 yet, while the 2026
 * edit list names Q634–Q640: 2026 files get 2025's macro edits (see ./macro/periods.ts), and the
 * result says so.
 */
function macroNoteFor(year: FilingYear): string | null {
  return year === 2026
    ? 'The platform has not yet set its macro edits for 2026; the 2025 macro edits (Q634–Q640), which the 2026 edit list names, were run.'
    : null
}

/**
 * A copy of `s` that does not share memory with a longer string (V8 keeps a substring of 13 or
 * more characters as a slice of its parent, which keeps the parent alive).
 */
function own(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1)
}

/**
 * `recordKindOf(text.slice(from, to))` without cutting the row out: `ts` for a row starting with
 * `1|`, `lar` for `2|` (after an optional BOM), otherwise null.
 */
function recordKindAt(text: string, from: number, to: number): RecordKind | null {
  const start = text.charCodeAt(from) === 0xfeff ? from + 1 : from
  if (start + 1 >= to || text.charCodeAt(start + 1) !== 124) return null // '|'
  const c = text.charCodeAt(start)
  return c === 49 ? 'ts' : c === 50 ? 'lar' : null
}

/** Creates a validator for one file. */
export function createValidator(options: ValidatorOptions = {}): Validator {
  const rules = options.rules ?? VALIDITY_RULES
  const notCheckedReasons = new Map(
    (options.notChecked ?? NOT_CHECKED).map((item) => [item.id, item.reason]),
  )
  const maxPerEdit = options.maxExamplesPerEdit ?? DEFAULT_MAX_EXAMPLES_PER_EDIT
  const part = options.part
  // A part keeps every example an edit has room for: the cap over all edits is applied when
  // the parts are merged (see `endWith`).
  const maxExamples = part ? Infinity : (options.maxExamples ?? DEFAULT_MAX_EXAMPLES)
  const mergedMaxExamples = options.maxExamples ?? DEFAULT_MAX_EXAMPLES
  const progressEvery = options.progressEvery ?? 20_000
  const runQuality = options.quality !== false
  const { onProgress, expectedYear } = options

  const groups = new Map<string, Accumulator>()
  let kept = 0
  let truncated = false
  let findings = 0

  // Line splitting.
  let carry = ''
  let started = false
  let stopped = false
  let rowNo = 0
  /** Blank lines not yet known to be in the middle of the file: first row and count. */
  let blankFrom = 0
  let blanks = 0
  /** A tail part: where the next line starts in the part, in bytes (UTF-8). */
  const trackBytes = part?.role === 'tail'
  let lineByte = 0
  let lastLineRead = false

  // Set once the transmittal sheet is read.
  let fatal: string | null = null
  let year: FilingYear | null = null
  let quarter: 1 | 2 | 3 | null = null
  let larRows = 0
  let tsFields: readonly FieldDef[] = []
  let larFields: readonly FieldDef[] = []
  let parseLar: ((text: string, from: number, to: number) => ParsedRow) | null = null
  let parseLarBytes:
    ((text: string, bytes: Uint8Array, from: number, to: number) => ParsedRow) | null = null
  /** The piece being read and its bytes, when it is ASCII (see `push`). */
  let pieceText = ''
  let pieceBytes: Uint8Array | null = null
  let syntactical: SyntacticalChecker | null = null
  let larRules: readonly PreparedRule[] = []
  /** The validity rules come first in `larRules`; the quality rules follow from this index. */
  let larValidityCount = 0
  let context: RuleContext | null = null
  let catalogue: readonly EditDef[] = []
  let ranSyntactical = 0
  let ranValidity = 0
  let ranQuality = 0
  let macroCheck: MacroCheck | null = null
  /** Q600 (head or whole file only: a tail part's ULIs are added from its `deferred` rows). */
  let fileWide: FileWideQualityCheck | null = null
  let tsTotalEntries = ''
  /** A tail part's LAR rows with formatting errors (left out of Q600 when merged). */
  const unparsedRows: number[] = []

  function group(stage: Stage, id: string, title: string, description: string, order = 0) {
    let acc = groups.get(id)
    if (!acc) {
      acc = { stage, id, title, description, order, count: 0, lastRow: 0, examples: [] }
      groups.set(id, acc)
    }
    return acc
  }

  function describe(id: string): string {
    return catalogue.find((e) => e.id === id)?.description ?? ''
  }

  /** Counts a failing row (once per row and edit) and keeps it while there is room. */
  function add(
    acc: Accumulator,
    row: number,
    uli: string,
    fields: () => readonly FieldValue[],
    note?: string,
  ): void {
    if (acc.lastRow === row && acc.count > 0) return
    acc.lastRow = row
    acc.count++
    findings++
    if (acc.examples.length < maxPerEdit && kept < maxExamples) {
      kept++
      // Values read from the file may be slices of a whole piece of it: copied, a kept example
      // does not keep the piece (about 1 MB) in memory.
      const values = fields().map((f) => ({ name: f.name, value: own(f.value) }))
      const id = own(uli)
      acc.examples.push(
        note === undefined
          ? { row, uli: id, fields: values }
          : { row, uli: id, fields: values, note },
      )
    } else {
      truncated = true
    }
  }

  const syntacticalSink = {
    add(id: string, row: number, uli: string, fields: () => readonly FieldValue[], note?: string) {
      add(group('syntactical', id, id, describe(id)), row, uli, fields, note)
    },
  }

  function s300(row: number, line: string, note: string) {
    const description =
      describe('S300') ||
      'The first row must be the transmittal sheet (starting 1|) and every other row a LAR record (starting 2|).'
    const start = line.slice(0, 20)
    add(
      group('syntactical', 'S300', 'S300', description),
      row,
      '',
      () => [{ name: 'Record Identifier', value: start.split('|')[0] ?? '' }],
      note,
    )
  }

  function formatting(kind: RecordKind, row: number, uli: string, parsed: ParsedRow) {
    const fields = kind === 'ts' ? tsFields : larFields
    for (const error of parsed.errors) {
      const order = (kind === 'ts' ? 0 : 1000) + (error.fieldIndex < 0 ? -1 : error.fieldIndex)
      const acc =
        error.kind === 'fieldCount'
          ? group(
              'formatting',
              `format:${kind}:count`,
              error.fieldName,
              `Each ${kind === 'ts' ? 'transmittal sheet' : 'LAR'} row must have ${error.expected.toLowerCase()}, separated by pipes (|).`,
              order,
            )
          : group(
              'formatting',
              `format:${kind}:${String(error.fieldIndex)}`,
              `${kind === 'ts' ? 'Transmittal sheet' : 'LAR'}: ${error.fieldName}`,
              `Accepted: ${error.expected}`,
              order,
            )
      const value = error.value
      const name =
        error.kind === 'fieldCount'
          ? 'Number of fields'
          : (fields[error.fieldIndex]?.name ?? error.fieldName)
      add(acc, row, uli, () => [{ name, value }])
    }
  }

  function prepareRules(kind: RecordKind, fields: readonly FieldDef[]): PreparedRule[] {
    const prepared: PreparedRule[] = []
    for (const rule of rules) {
      if (rule.record !== kind) continue
      const edit = catalogue.find((e) => e.id === rule.id && e.category === 'validity')
      if (!edit) continue
      prepared.push({
        rule,
        check: rule.check,
        acc: group('validity', edit.id, edit.id, edit.description),
        fieldIndexes: fieldIndexes(edit, rule, fields),
      })
    }
    return prepared
  }

  /** The period's quality rules of one record kind (row edits; Q646/Q647 from 2025). */
  function prepareQualityRules(
    kind: RecordKind,
    fields: readonly FieldDef[],
    tsValues: readonly string[],
  ): PreparedRule[] {
    const ctx = context
    if (!runQuality || !ctx) return []
    const prepared: PreparedRule[] = []
    const all: readonly ValidityRule[] = [
      ...qualityRulesFor(ctx.year, ctx.quarter !== null),
      ...exemptionRowRules(ctx, tsValues),
    ]
    for (const rule of all) {
      if (rule.record !== kind) continue
      const edit =
        catalogue.find(
          (e) => e.id === rule.id && (e.category === 'quality' || e.category === 'macro'),
        ) ?? catalogue.find((e) => e.id === rule.id)
      prepared.push({
        rule,
        check: rule.check,
        acc: group('quality', rule.id, rule.id, edit?.description ?? ''),
        fieldIndexes: edit ? fieldIndexes(edit, rule, fields) : [],
      })
    }
    return prepared
  }

  /** Q600 (and Q600-warning) as quality findings: the repeated ULIs, or the transmittal sheet. */
  function fileWideFound(found: readonly FileWideQualityFinding[]) {
    for (const f of found) {
      if (!f.triggered) continue
      const acc = group('quality', f.id, f.id, describe(f.id))
      if (f.id === 'Q600' && f.repeats.length > 0) {
        const name = larFields[ULI]?.name ?? 'ULI'
        for (const r of f.repeats) {
          add(
            acc,
            r.row,
            r.uli,
            () => [{ name, value: r.uli }],
            `The ULI is also on row ${r.firstRow.toLocaleString('en-US')}.`,
          )
        }
        // Every record whose ULI repeats an earlier one; the examples may be fewer.
        const repeated = f.records - f.distinct
        if (repeated > acc.count) {
          findings += repeated - acc.count
          acc.count = repeated
          truncated = true
        }
      } else {
        const what =
          f.id === 'Q600' ? 'distinct ULIs' : 'distinct LEI, ULI, action and date combinations'
        add(
          acc,
          1,
          '',
          () => [
            {
              name: tsFields[TS_INDEX.totalEntries]?.name ?? 'Total Number of Entries',
              value: tsTotalEntries,
            },
          ],
          `The file has ${f.distinct.toLocaleString('en-US')} ${what}.`,
        )
      }
    }
  }

  // The batch of LAR rows read but not yet checked (see BATCH): parse results, row numbers,
  // row hashes and lengths; after `runBatchRules`, which rules failed on which row.
  const batchParsed: ParsedRow[] = []
  const batchRows = new Int32Array(BATCH)
  const batchHashes = new Int32Array(BATCH * 2)
  const batchLengths = new Int32Array(BATCH)
  const batchOffsets = new Int32Array(BATCH)
  const batchFailures = new Int32Array(BATCH)
  let batchFailed = new Uint8Array(0)
  const rowHash = new Int32Array(2)

  /** Checks the rows of the batch and records their findings, in row order. */
  function flush() {
    const count = batchParsed.length
    if (count === 0) return
    const ctx = context
    const prepared = larRules
    const ruleCount = prepared.length
    if (batchFailed.length < BATCH * ruleCount) batchFailed = new Uint8Array(BATCH * ruleCount)
    const failed = batchFailed
    batchFailures.fill(0)
    if (ctx) {
      // Validity: rule by rule over the batch.
      const validityCount = larValidityCount
      for (let r = 0; r < validityCount; r++) {
        const check = (prepared[r] as PreparedRule).check
        for (let k = 0; k < count; k++) {
          const parsed = batchParsed[k] as ParsedRow
          if (parsed.errors.length > 0) continue
          if (!check(parsed.values, ctx)) {
            failed[k * ruleCount + r] = 1
            batchFailures[k] = (batchFailures[k] as number) + 1
          }
        }
      }
      // Quality: row by row, so that the numbers of a row that several quality edits read are
      // converted once (the caches of ./quality/numbers.ts keep the last text of each field).
      if (validityCount < ruleCount) {
        for (let k = 0; k < count; k++) {
          const parsed = batchParsed[k] as ParsedRow
          if (parsed.errors.length > 0) continue
          const values = parsed.values
          const at = k * ruleCount
          for (let r = validityCount; r < ruleCount; r++) {
            if (!(prepared[r] as PreparedRule).check(values, ctx)) {
              failed[at + r] = 1
              batchFailures[k] = (batchFailures[k] as number) + 1
            }
          }
        }
      }
    }
    for (let k = 0; k < count; k++) {
      const parsed = batchParsed[k] as ParsedRow
      const row = batchRows[k] as number
      const values = parsed.values
      const uli = values[ULI] ?? ''
      if (parsed.errors.length > 0) {
        formatting('lar', row, uli, parsed)
        if (part?.role === 'tail') unparsedRows.push(row)
      } else if (macroCheck) {
        macroCheck.add(values)
        fileWide?.add(values, row)
      }
      rowHash[0] = batchHashes[2 * k] as number
      rowHash[1] = batchHashes[2 * k + 1] as number
      syntactical?.checkLar(
        row,
        '',
        0,
        batchLengths[k] as number,
        values,
        rowHash,
        batchOffsets[k] as number,
      )
      if ((batchFailures[k] as number) > 0) {
        const at = k * ruleCount
        for (let r = 0; r < ruleCount; r++) {
          if (failed[at + r] === 1) {
            failed[at + r] = 0
            ruleFailed(prepared[r] as PreparedRule, larFields, row, uli, values)
          }
        }
      }
    }
    batchParsed.length = 0
  }

  function runRules(
    prepared: readonly PreparedRule[],
    fields: readonly FieldDef[],
    row: number,
    uli: string,
    values: readonly string[],
  ) {
    const ctx = context
    if (!ctx) return
    // Nothing in this loop is captured by a closure: a captured loop variable would cost an
    // allocation per rule and row.
    for (let i = 0; i < prepared.length; i++) {
      const p = prepared[i] as PreparedRule
      if (!p.check(values, ctx)) ruleFailed(p, fields, row, uli, values)
    }
  }

  function ruleFailed(
    p: PreparedRule,
    fields: readonly FieldDef[],
    row: number,
    uli: string,
    values: readonly string[],
  ) {
    add(p.acc, row, uli, () =>
      p.fieldIndexes.map((index) => ({
        name: fields[index]?.name ?? '',
        value: values[index] ?? '',
      })),
    )
  }

  function transmittalSheet(row: number, line: string, report = true) {
    const values = splitFields(line)
    const rawYear = (values[TS_INDEX.calendarYear] ?? '').trim()
    const y = Number(rawYear)
    if (rawYear === '' || !isFilingYear(y)) {
      fatal =
        `The transmittal sheet (row ${String(row)}) gives the calendar year “${rawYear.slice(0, 20)}”. ` +
        `This tool checks files for the filing years ${String(FIRST_YEAR)} to ${String(LAST_YEAR)}; ` +
        'correct the calendar year (field 3 of row 1) and check the file again.'
      stopped = true
      return
    }
    year = y
    const rawQuarter = values[TS_INDEX.calendarQuarter] ?? ''
    const quarterly =
      QUARTERLY_EDIT_YEARS.includes(y) &&
      (rawQuarter === '1' || rawQuarter === '2' || rawQuarter === '3')
    quarter = quarterly ? (Number(rawQuarter) as 1 | 2 | 3) : null
    context = { year: y, quarter }
    catalogue = editsFor(y, { quarterly })
    tsFields = getFields(y, 'ts')
    larFields = getFields(y, 'lar')
    parseLar = createRangeParser(y, 'lar')
    parseLarBytes = createByteRangeParser(y, 'lar')

    const editIds = new Set(catalogue.filter((e) => e.category === 'syntactical').map((e) => e.id))
    ranSyntactical = [...editIds].filter((id) =>
      SyntacticalChecker.decides(id, quarter, expectedYear),
    ).length
    syntactical = new SyntacticalChecker(
      {
        editIds,
        year: y,
        quarter,
        expectedYear,
        tsRow: row,
        tsValues: values,
        tsFields,
        larFields,
        defer: !report,
        keepTexts: part?.role === 'tail' ? part.keepTexts !== false : true,
        expectedRows: options.expectedLarRows,
      },
      syntacticalSink,
    )
    const tsRules = prepareRules('ts', tsFields)
    larRules = prepareRules('lar', larFields)
    ranValidity = new Set([...tsRules, ...larRules].map((p) => p.rule.id)).size
    const tsQuality = prepareQualityRules('ts', tsFields, values)
    const larQuality = prepareQualityRules('lar', larFields, values)
    larValidityCount = larRules.length
    larRules = [...larRules, ...larQuality]
    if (runQuality) {
      macroCheck = createMacroCheck(context)
      if (report) {
        fileWide = createFileWideQualityCheck(context, {
          maxExamples: maxPerEdit,
          expectedRecords: options.expectedLarRows,
        })
        fileWide.addTs(values)
        macroCheck.addTs(values)
      }
      tsTotalEntries = values[TS_INDEX.totalEntries] ?? ''
      ranQuality =
        new Set([...tsQuality, ...larQuality].map((p) => p.rule.id)).size +
        (fileWide?.edits.length ?? 0)
    }
    if (!report) return

    if (row !== 1) s300(row, line, 'The transmittal sheet must be the first row of the file.')
    const parsed = createRowParser(y, 'ts')(line)
    formatting('ts', row, '', parsed)
    syntactical.checkTs()
    if (parsed.errors.length === 0) {
      runRules(tsRules, tsFields, row, '', parsed.values)
      runRules(tsQuality, tsFields, row, '', parsed.values)
    }
  }

  /**
   * A LAR row: `text.slice(from, to)`, which is only cut out when it is malformed. It joins the
   * batch, checked when full or before anything else is recorded (see `flush`).
   */
  function larRow(row: number, text: string, from: number, to: number, offset: number) {
    larRows++
    const bytes = pieceBytes !== null && text === pieceText ? pieceBytes : null
    let parsed: ParsedRow
    if (bytes !== null && parseLarBytes !== null) {
      parsed = parseLarBytes(text, bytes, from, to)
      hashAsciiBytes(bytes, from, to, rowHash)
    } else {
      parsed = (parseLar as (text: string, from: number, to: number) => ParsedRow)(text, from, to)
      rowHashOf(text, from, to, rowHash)
    }
    const k = batchParsed.length
    batchParsed.push(parsed)
    batchRows[k] = row
    batchHashes[2 * k] = rowHash[0] as number
    batchHashes[2 * k + 1] = rowHash[1] as number
    batchLengths[k] = to - from
    batchOffsets[k] = offset | 0
    if (k + 1 === BATCH) flush()
  }

  /** One line of the file: `text.slice(from, to)`, without its line feed. */
  function handleLine(text: string, from: number, to: number) {
    rowNo++
    const offset = lineByte
    if (trackBytes) {
      const ascii = pieceBytes !== null && text === pieceText
      lineByte += (ascii ? to - from : utf8Length(text, from, to)) + 1
    }
    if (to > from && text.charCodeAt(to - 1) === 13) to--
    if (to === from) {
      if (blanks === 0) blankFrom = rowNo
      blanks++
      return
    }
    if (blanks > 0) {
      flush()
      // Blank lines followed by a row are in the middle of the file: they break S300.
      for (let r = blankFrom; r < blankFrom + blanks; r++) s300(r, '', 'The row is empty.')
      blanks = 0
    }
    const kind = recordKindAt(text, from, to)
    if (kind !== 'lar') flush()
    if (year === null) {
      if (kind === 'ts') transmittalSheet(rowNo, text.slice(from, to))
      else s300(rowNo, text.slice(from, to), 'The row comes before the transmittal sheet.')
    } else if (kind === 'lar') {
      larRow(rowNo, text, from, to, offset)
    } else if (kind === 'ts') {
      const note = 'A second transmittal sheet: only row 1 may start with 1|.'
      s300(rowNo, text.slice(from, to), note)
    } else {
      s300(rowNo, text.slice(from, to), 'The row does not start with 2|.')
    }
    if (onProgress && rowNo % progressEvery === 0) {
      flush()
      onProgress({ rows: rowNo, larRows, findings })
    }
  }

  function tooLong() {
    flush()
    fatal = `Row ${String(rowNo + 1)} is longer than ${MAX_ROW_CHARS.toLocaleString('en-US')} characters: this does not look like a HMDA file (rows end with a line break).`
    stopped = true
    carry = ''
  }

  function push(text: string, bytes?: Uint8Array): void {
    readPiece(text, bytes)
    pieceText = ''
    pieceBytes = null
  }

  function readPiece(text: string, bytes?: Uint8Array): void {
    if (stopped || text === '') return
    if (!started) {
      started = true
      if (text.charCodeAt(0) === 0xfeff && part?.role !== 'tail') text = text.slice(1)
    }
    // (A text that starts with a byte-order mark is not ASCII: never given with bytes.)
    pieceText = text
    pieceBytes = bytes !== undefined && bytes.length === text.length ? bytes : null
    let start = 0
    if (carry !== '') {
      const nl = text.indexOf('\n')
      if (nl < 0) {
        carry += text
        if (carry.length > MAX_ROW_CHARS) tooLong()
        return
      }
      const line = carry + text.slice(0, nl)
      carry = ''
      handleLine(line, 0, line.length)
      start = nl + 1
    }
    for (let nl = text.indexOf('\n', start); nl >= 0 && !stopped; nl = text.indexOf('\n', start)) {
      handleLine(text, start, nl)
      start = nl + 1
    }
    if (stopped) return
    carry = text.slice(start)
    if (carry.length > MAX_ROW_CHARS) tooLong()
  }

  function notChecked(): NotCheckedItem[] {
    if (year === null) return []
    const implemented = new Set(rules.map((r) => r.id))
    const items: NotCheckedItem[] = []
    for (const edit of catalogue) {
      if (edit.category === 'syntactical') {
        if (SyntacticalChecker.decides(edit.id, quarter, expectedYear)) continue
        const reason =
          edit.id === 'S302'
            ? 'Compares the calendar year with the filing year chosen when a submission starts; choose the filing year above to check it.'
            : edit.id === 'S307'
              ? 'Applies to quarterly filings only (calendar quarter 1 to 3); this is an annual file.'
              : 'Needs the institution’s registration data (federal agency, tax ID, LEI), which is not in the file.'
        items.push({ id: edit.id, description: edit.description, reason })
      } else if (edit.category === 'validity' && !implemented.has(edit.id)) {
        items.push({
          id: edit.id,
          description: edit.description,
          reason: notCheckedReasons.get(edit.id) ?? NEEDS_OUTSIDE_DATA,
        })
      }
    }
    if (runQuality) {
      const listed = new Set<string>()
      for (const entry of qualityEntriesFor(year, quarter !== null)) {
        const reason = QUALITY_NOT_CHECKED.find((item) => item.id === entry.id)?.reason
        if (kindOf(entry) !== 'not-checked' || reason === undefined || listed.has(entry.id))
          continue
        listed.add(entry.id)
        items.push({ id: entry.id, description: describe(entry.id), reason })
      }
    }
    return items
  }

  /** Reads the last line; trailing blank lines are not part of the file's content. */
  function readLastLine() {
    if (lastLineRead) return
    lastLineRead = true
    if (!stopped && carry !== '') handleLine(carry, 0, carry.length)
    flush()
    carry = ''
    rowNo -= blanks
  }

  function end(): ValidationResult {
    readLastLine()
    blanks = 0
    if (!stopped && year === null && fatal === null) {
      fatal =
        rowNo === 0
          ? 'The file is empty.'
          : 'The file has no transmittal sheet: its first row must start with 1| and give the calendar year. Without it the filing year, and so the format to check against, is unknown.'
    }
    if (!stopped && syntactical) syntactical.finish(larRows)
    if (!stopped && fatal === null && fileWide) fileWideFound(fileWide.finish())
    stopped = true

    const found: EditFindings[] = [...groups.values()]
      .filter((g) => g.count > 0)
      .sort(
        (a, b) =>
          STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage] ||
          (a.stage === 'formatting' ? a.order - b.order : compareEditIds(a.id, b.id)),
      )
      .map(({ stage, id, title, description, count, examples }) => ({
        stage,
        id,
        title,
        description,
        count,
        examples,
      }))
    const edits = found.filter((e) => e.stage !== 'quality')
    const quality = found.filter((e) => e.stage === 'quality')
    const macro: MacroEditResult[] =
      macroCheck && fatal === null
        ? macroCheck.finish().map((finding) => ({
            id: finding.id,
            description: describe(finding.id),
            triggered: finding.triggered,
            sentence: describeMacroFinding(finding),
            finding,
          }))
        : []
    const parsedAny = year !== null
    const ran: Readonly<Record<Stage, number>> = {
      formatting: parsedAny ? 1 : 0,
      syntactical: ranSyntactical,
      validity: ranValidity,
      quality: ranQuality,
      macro: macro.length,
    }
    const summary = (stage: Stage): StageSummary => {
      if (stage === 'macro') {
        const triggered = macro.filter((m) => m.triggered).length
        return { stage, edits: triggered, findings: triggered, checked: ran.macro }
      }
      const of = found.filter((e) => e.stage === stage)
      return {
        stage,
        edits: of.length,
        findings: of.reduce((sum, e) => sum + e.count, 0),
        checked: ran[stage],
      }
    }
    onProgress?.({ rows: rowNo, larRows, findings })
    return {
      year,
      quarter,
      rows: rowNo,
      larRows,
      fatal,
      stages: STAGES.map(summary),
      verifyStages: VERIFY_STAGES.map(summary),
      edits,
      quality,
      macro,
      macroNote: macro.length > 0 && year !== null ? macroNoteFor(year) : null,
      notChecked: notChecked(),
      truncated,
      maxExamplesPerEdit: maxPerEdit,
    }
  }

  function endPart(): PartOutput {
    readLastLine()
    blanks = 0
    stopped = true
    return {
      rows: rowNo,
      larRows,
      fatal,
      groups: [...groups.values()].map(
        ({ stage, id, title, description, order, count, examples }) => ({
          stage,
          id,
          title,
          description,
          order,
          count,
          examples,
        }),
      ),
      deferred: syntactical && fatal === null ? syntactical.deferred() : null,
      macroCounts: macroCheck && fatal === null ? macroCheck.counts() : null,
      unparsedRows,
    }
  }

  /** Whether `endWith` can merge `tail` at all (before any state is changed). */
  function canMerge(tail: PartOutput): boolean {
    readLastLine()
    if (stopped || fatal !== null || blanks > 0 || year === null || !syntactical) return false
    return tail.fatal === null && tail.deferred !== null
  }

  function tailRowsToRead(tail: PartOutput): Int32Array {
    const rows = tail.deferred
    const checker = syntactical
    if (!canMerge(tail) || !rows || !checker || rows.blocks.length > 0) return new Int32Array(0)
    const { hashes, count } = rows
    // The tail's own ULIs seen so far (row numbers are not needed: 1 for every key).
    const tailUlis = new KeyTable(true, tableCapacity(count))
    const uliComplete = checker.keepsEveryUli
    const wanted: number[] = []
    for (let i = 0; i < count; i++) {
      const at = i * DEFERRED_WORDS
      const a = hashes[at + 4] as number
      const b = hashes[at + 5] as number
      const length = (hashes[at + 6] as number) & 0xffffff
      // An identical row has the same ULI: rows the tail repeats are found by their ULI. With
      // S306, every non-empty ULI of the head is in its table (a row left out as an exact copy
      // has the ULI of the row it copies), so that one lookup is enough.
      const earlier =
        tailUlis.getOrAddHashed(a, b, length, 1) !== 0 ||
        (uliComplete && length > 0
          ? checker.seenUli(a, b, length)
          : checker.seenUli(a, b, length) ||
            (fileWide?.hasHashed(a, b, length) ?? false) ||
            checker.seenRow(
              hashes[at] as number,
              hashes[at + 1] as number,
              hashes[at + 2] as number,
            ))
      if (earlier) wanted.push(i)
    }
    return Int32Array.from(wanted)
  }

  /**
   * The ULI and action taken of the re-read rows of `rows`, once each line is found to be the
   * row the tail read (same length and row hash); null when one is not (the file changed).
   */
  function rereadTexts(rows: DeferredRows, reread: TailRowTexts): RereadTexts | null {
    const parse = parseLar
    if (!parse || reread.lines.length !== reread.indexes.length) return null
    const hash = new Int32Array(2)
    const at = new Map<number, number>()
    const ulis: string[] = []
    const actions: string[] = []
    for (let k = 0; k < reread.indexes.length; k++) {
      const index = reread.indexes[k] as number
      const line = reread.lines[k] as string
      const w = index * DEFERRED_WORDS
      if (index < 0 || index >= rows.count || line.length !== rows.hashes[w + 2]) return null
      rowHashOf(line, 0, line.length, hash)
      if (hash[0] !== rows.hashes[w] || hash[1] !== rows.hashes[w + 1]) return null
      const values = parse(line, 0, line.length).values
      at.set(index, k)
      ulis.push(own(values[ULI] ?? ''))
      actions.push(own(values[LAR_INDEX.actionTaken] ?? ''))
    }
    return new RereadTexts(at, ulis, actions)
  }

  function endWith(tail: PartOutput, reread?: TailRowTexts): ValidationResult | null {
    if (!canMerge(tail) || !syntactical || !tail.deferred) return null
    let texts: DeferredTexts = new DeferredReader(tail.deferred)
    let rereadFrom: RereadTexts | null = null
    if (reread || (tail.deferred.blocks.length === 0 && tail.deferred.count > 0)) {
      rereadFrom = rereadTexts(tail.deferred, reread ?? { indexes: new Int32Array(0), lines: [] })
      if (!rereadFrom) return null
      texts = rereadFrom
    }
    // Q600-warning (2020 annual) needs more of each tail row than the part keeps.
    if (fileWide && fileWide.edits.length > 1) return null
    if (macroCheck) {
      const tailCounts = tail.macroCounts
      if (!tailCounts) return null
      try {
        macroCheck.merge(tailCounts)
      } catch {
        return null
      }
    }
    // The tail's rows follow the head's: shift its row numbers and append its findings.
    const offset = rowNo
    for (const g of tail.groups) {
      const acc = group(g.stage, g.id, g.title, g.description, g.order)
      acc.count += g.count
      findings += g.count
      if (g.count > g.examples.length) truncated = true
      for (const example of g.examples) {
        if (acc.examples.length < maxPerEdit) {
          kept++
          acc.examples.push({ ...example, row: example.row + offset })
        } else {
          truncated = true
        }
      }
    }
    syntactical.replay(tail.deferred, offset, texts)
    if (fileWide) addTailUlis(fileWide, tail.deferred, tail.unparsedRows, offset, texts)
    // A text the merge needed and was not given: the result cannot be trusted.
    if (rereadFrom?.missing) return null
    larRows += tail.larRows
    rowNo += tail.rows
    // Blank lines ending the tail are the file's trailing blank lines (already left out).
    const result = end()
    // With at most `maxExamples` examples in all, the cap never dropped one in a single pass.
    return kept > mergedMaxExamples ? null : result
  }

  if (part?.role === 'tail') {
    let line = part.tsLine
    if (line.charCodeAt(0) === 0xfeff) line = line.slice(1)
    if (line.endsWith('\r')) line = line.slice(0, -1)
    transmittalSheet(1, line, false)
  }

  return { push, end, endPart, endWith, tailRowsToRead }
}

/** The ULI and action taken of the tail rows read again from the file, by deferred index. */
class RereadTexts implements DeferredTexts {
  /** Set when a row not read again was asked for. */
  missing = false
  private readonly at: ReadonlyMap<number, number>
  private readonly ulis: readonly string[]
  private readonly actions: readonly string[]

  constructor(
    at: ReadonlyMap<number, number>,
    ulis: readonly string[],
    actions: readonly string[],
  ) {
    this.at = at
    this.ulis = ulis
    this.actions = actions
  }

  private value(values: readonly string[], index: number): string {
    const k = this.at.get(index)
    if (k === undefined) {
      this.missing = true
      return ''
    }
    return values[k] ?? ''
  }

  uli(index: number): string {
    return this.value(this.ulis, index)
  }

  action(index: number): string {
    return this.value(this.actions, index)
  }
}

/** The ULIs of a tail part's rows without formatting errors, for Q600, in file order. */
function addTailUlis(
  check: FileWideQualityCheck,
  rows: DeferredRows,
  unparsed: readonly number[],
  offset: number,
  reader: DeferredTexts,
): void {
  const { hashes, count } = rows
  // `unparsed` is in row order, as the rows are.
  let next = 0
  for (let i = 0; i < count; i++) {
    const at = i * DEFERRED_WORDS
    const row = hashes[at + 3] as number
    while (next < unparsed.length && (unparsed[next] as number) < row) next++
    if (next < unparsed.length && unparsed[next] === row) continue
    check.addHashed(
      hashes[at + 4] as number,
      hashes[at + 5] as number,
      (hashes[at + 6] as number) & 0xffffff,
      row + offset,
      reader,
      i,
    )
  }
}

/** Validates a whole text at once (tests, small files). */
export function validateText(text: string, options?: ValidatorOptions): ValidationResult {
  const validator = createValidator(options)
  validator.push(text)
  return validator.end()
}

/** "2 syntactical edits failed on 14 rows"-style summary of one stage. */
export function describeStage(summary: StageSummary): string {
  if (summary.findings === 0) return `${STAGE_NAMES[summary.stage]}: no problems found.`
  const what =
    summary.stage === 'formatting'
      ? plural(summary.edits, 'field', 'fields')
      : plural(summary.edits, 'edit', 'edits')
  return `${STAGE_NAMES[summary.stage]}: ${what} with problems, ${plural(summary.findings, 'finding', 'findings')} in all.`
}
