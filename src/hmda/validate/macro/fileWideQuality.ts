/**
 * The quality edits of the LAR set that need more than one record: both compare the
 * transmittal sheet's total number of entries with a count of distinct records, so they are
 * decided once the whole file has been read. They are quality edits (the filer confirms or
 * corrects), not syntactical or validity ones. From the platform's record-set engines
 * (`engine/<year>/TsLarEngine…`) and the way it counts distinct records:
 *
 * - Q600 (annual 2018–2026, quarterly 2020–2026): the entries on the transmittal sheet equal the
 *   number of distinct ULIs, a ULI compared ignoring letter case. With S304 (entries = records)
 *   passing, it reports exactly the files where some ULI is on more than one record.
 * - Q600-warning (annual 2020 only): the entries equal the number of distinct combinations of
 *   LEI (letter case kept), ULI (case ignored), action taken and action taken date.
 *
 * Memory grows with the number of distinct keys (the definition needs them), kept as two 32-bit
 * hashes, a length and a row number each (`KeyTable` of ../syntactical.ts: 32–64 bytes a key),
 * never the keys' text; the examples of repeated ULIs are capped.
 */
import { LAR_INDEX, TS_INDEX } from '../../schema'
import { KeyTable } from '../syntactical'
import { javaInt } from './javaInt'
import type { MacroPeriod } from './periods'

export type FileWideQualityEditId = 'Q600' | 'Q600-warning'

/** A record whose ULI was already on an earlier record. */
export interface RepeatedUli {
  /** Row number of this record (as given to `add`). */
  readonly row: number
  /** Row number of the first record with the same ULI. */
  readonly firstRow: number
  readonly uli: string
}

export interface FileWideQualityFinding {
  readonly id: FileWideQualityEditId
  /** True when the platform would report the edit. */
  readonly triggered: boolean
  /** The transmittal sheet's total number of entries (NaN when it is not a whole number). */
  readonly totalEntries: number
  /** LAR records counted. */
  readonly records: number
  /** Distinct ULIs (Q600) or distinct LEI/ULI/action/date combinations (Q600-warning). */
  readonly distinct: number
  /** Q600: the first records whose ULI repeats an earlier one (at most `maxExamples`). */
  readonly repeats: readonly RepeatedUli[]
}

export interface FileWideQualityCheck {
  readonly edits: readonly FileWideQualityEditId[]
  /** The transmittal sheet: its total number of entries is what the counts are compared with. */
  addTs(values: readonly string[]): void
  /** One LAR record and its row number in the file (positive). */
  add(values: readonly string[], row: number): void
  /**
   * A LAR record given by its ULI's hash (`hashIgnoringCase` of ../syntactical.ts) and length,
   * for Q600 alone (Q600-warning needs more of the record); its ULI is read
   * (`source.uli(index)`) only when the record is kept as an example.
   */
  addHashed(
    a: number,
    b: number,
    length: number,
    row: number,
    source: { uli(index: number): string },
    index: number,
  ): void
  /** Whether a ULI with this hash (`hashIgnoringCase`) and length was counted for Q600. */
  hasHashed(a: number, b: number, length: number): boolean
  /** One finding per edit; none when no transmittal sheet was given (nothing to compare with). */
  finish(): FileWideQualityFinding[]
  /** Bytes held by the key tables (for tests of the memory bound). */
  readonly bytes: number
}

export interface FileWideQualityOptions {
  /** Most repeated ULIs kept as examples (default 1,000). */
  readonly maxExamples?: number
  /**
   * About how many LAR records the file has, when known: the key tables are then sized once for
   * that many keys instead of growing (and rehashing) as the file is read.
   */
  readonly expectedRecords?: number
}

/** Slots for `expected` keys at most half full (at least 2^14, at most 2^24). */
export function tableCapacity(expected: number | undefined): number {
  const wanted = 2 * Math.ceil(expected !== undefined && expected > 0 ? expected : 0)
  return Math.min(Math.max(wanted, 1 << 14), 1 << 24)
}

const ULI = LAR_INDEX.uli
const LEI = LAR_INDEX.lei
const ACTION = LAR_INDEX.actionTaken
const ACTION_DATE = LAR_INDEX.actionTakenDate

/** The file-wide quality edits the platform runs in a period. */
export function fileWideQualityEditsFor(period: MacroPeriod): readonly FileWideQualityEditId[] {
  if (period.quarter !== null && period.year < 2020) {
    throw new RangeError(`There is no quarterly filing period in ${String(period.year)}.`)
  }
  return period.year === 2020 && period.quarter === null ? ['Q600', 'Q600-warning'] : ['Q600']
}

export function createFileWideQualityCheck(
  period: MacroPeriod,
  options: FileWideQualityOptions = {},
): FileWideQualityCheck {
  const edits = fileWideQualityEditsFor(period)
  const maxExamples = options.maxExamples ?? 1000
  const capacity = tableCapacity(options.expectedRecords)
  const ulis = new KeyTable(true, capacity)
  const combinations = edits.includes('Q600-warning') ? new KeyTable(false, capacity) : null
  const repeats: RepeatedUli[] = []
  let records = 0
  let totalEntries: number | null = null

  return {
    edits,
    addTs(values) {
      totalEntries = javaInt(values[TS_INDEX.totalEntries])
    },
    add(values, row) {
      if (!(row >= 1)) throw new RangeError('Row numbers start at 1.')
      records++
      const uli = values[ULI] ?? ''
      const firstRow = ulis.getOrAdd(uli, row)
      if (firstRow !== 0 && repeats.length < maxExamples) repeats.push({ row, firstRow, uli })
      if (combinations !== null) {
        // The platform joins the four values without a separator; the LEI keeps its case.
        const key = `${values[LEI] ?? ''}${uli.toUpperCase()}${values[ACTION] ?? ''}${values[ACTION_DATE] ?? ''}`
        combinations.getOrAdd(key, row)
      }
    },
    addHashed(a, b, length, row, source, index) {
      if (combinations !== null) throw new Error('Q600-warning needs the whole record.')
      if (!(row >= 1)) throw new RangeError('Row numbers start at 1.')
      records++
      const firstRow = ulis.getOrAddHashed(a, b, length, row)
      if (firstRow !== 0 && repeats.length < maxExamples)
        repeats.push({ row, firstRow, uli: source.uli(index) })
    },
    hasHashed(a, b, length) {
      return ulis.has(a, b, length)
    },
    finish() {
      const entries = totalEntries
      if (entries === null) return []
      return edits.map((id) => {
        const distinct = id === 'Q600' ? ulis.count : (combinations?.count ?? 0)
        return {
          id,
          triggered: entries !== distinct,
          totalEntries: entries,
          records,
          distinct,
          repeats: id === 'Q600' ? repeats.slice() : [],
        }
      })
    },
    get bytes() {
      return ulis.bytes + (combinations?.bytes ?? 0)
    },
  }
}
