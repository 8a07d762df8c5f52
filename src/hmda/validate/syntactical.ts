/**
 * The syntactical edits (S3xx) as a streaming check: rows are seen once, in file order, and only
 * compact per-row keys are kept (for S305 and S306), so memory grows with the number of distinct
 * rows, never with the file's text.
 *
 * Duplicate detection keeps, per distinct key, two independent 32-bit hashes of the text, its
 * length and the row number of its first occurrence, side by side in one typed array (open
 * addressing, 16 bytes a slot, a quarter to half of the slots used: 32–64 bytes per distinct row;
 * 1,000,000 rows ≈ 32 MB). Two rows count as duplicates when both hashes and the length agree. A
 * false match needs a 64-bit collision of rows of equal length: for a file of n distinct rows the
 * chance is below n² / 2^65 (3 in 100 million for a million rows). To let a filer confirm any
 * candidate, every finding names the row of the first occurrence (“Identical to row 12”).
 *
 * Rules per year (from the platform's published edit lists):
 * - S300: row 1 is the transmittal sheet (`1|`), every other row a LAR record (`2|`) — all years.
 *   Handled by the engine, which classifies rows.
 * - S301: a LAR record's LEI equals the TS LEI (compared ignoring case) — all years.
 * - S302: the TS calendar year equals the filing year chosen for the submission — all years.
 *   Checked only when that year is given (`expectedYear`); otherwise the year comes from the TS.
 * - S303: needs the institution's registration data — never checked here (2018–2024).
 * - S304: the TS total number of entries equals the number of LAR rows — all years.
 * - S305: no two LAR rows identical in every field — all years.
 * - S306 (annual 2020+, quarterly 2021+): “If Action Taken equals 1, a duplicate ULI cannot be
 *   reported”: a ULI (compared ignoring case) on more than one record, at least one of which has
 *   action taken 1, fails on every record that carries it. Rows already reported by S305 (exact
 *   copies) are not counted again.
 * - S307 (2022+): a quarterly file must have at least one record whose action taken date falls in
 *   the quarter filed. It is listed for annual files too, but names “the quarter being reported”,
 *   so it is checked for quarterly files (TS calendar quarter 1–3) only.
 */
import { hashRange } from '../parse'
import { LAR_INDEX, TS_INDEX } from '../schema'
import type { FieldDef } from '../types'
import type { FieldValue } from './engine'

/** Receives one failing row of an edit; `fields` is only called when the example is kept. */
export interface SyntacticalSink {
  add(
    id: string,
    row: number,
    uli: string,
    fields: () => readonly FieldValue[],
    note?: string,
  ): void
}

/** Scratch space for row hashes. */
const SCRATCH = new Int32Array(2)

/** Int32 words per slot: hash 1, hash 2, length (low 24 bits) and tag (high 8), row. */
const SLOT = 4
const LENGTH_MASK = 0xffffff

/**
 * The hash of `text.slice(from, to)` with a-z read as A-Z (the ULI tables' key hash) into
 * `out[0]` and `out[1]`: FNV-1a and a multiply-rotate hash with different constants, in one pass.
 */
export function hashIgnoringCase(text: string, from: number, to: number, out: Int32Array): void {
  let a = 0x811c9dc5
  let b = 0x9747b28c
  for (let i = from; i < to; i++) {
    let c = text.charCodeAt(i)
    if (c >= 97 && c <= 122) c -= 32
    a = Math.imul(a ^ c, 0x01000193)
    b = Math.imul(b ^ c, 0x5bd1e995)
    b = (b << 13) | (b >>> 19)
  }
  a ^= a >>> 16
  a = Math.imul(a, 0x7feb352d)
  a ^= a >>> 15
  b = Math.imul(b ^ (b >>> 15), 0x85ebca6b)
  out[0] = a | 0
  out[1] = (b ^ (b >>> 13)) | 0
}

/** The last whole key hashed ignoring case by a key table, and its hash. */
const memo = { text: '', a: 0, b: 0 }
{
  hashIgnoringCase('', 0, 0, SCRATCH)
  memo.a = SCRATCH[0] as number
  memo.b = SCRATCH[1] as number
}

/**
 * A hash table of string keys (stored only as two 32-bit hashes and a length) to positive row
 * numbers. `foldCase` treats a-z as A-Z (for ULIs). The four words of a slot sit side by side in
 * one typed array, so a lookup touches one cache line.
 */
export class KeyTable {
  private slots: Int32Array
  private mask: number
  private size = 0
  private readonly foldCase: boolean
  /** Hashes of the last key hashed (set by `hash`). */
  a = 0
  b = 0
  /** The tag stored with the key found by the last `getOrAdd` that returned a row. */
  foundTag = 0

  constructor(foldCase = false, initialCapacity = 1 << 14) {
    let capacity = 16
    while (capacity < initialCapacity) capacity <<= 1
    this.slots = new Int32Array(capacity * SLOT)
    this.mask = capacity - 1
    this.foldCase = foldCase
  }

  /** Number of distinct keys stored. */
  get count(): number {
    return this.size
  }

  /** Bytes held by the table (for tests of the memory bound). */
  get bytes(): number {
    return this.slots.byteLength
  }

  /**
   * Hashes `text` from `from` (inclusive) to `to` (exclusive) into `a` and `b`: without
   * `foldCase`, the row hash (`hashRange` of ../parse, which the engine takes from a row's bytes
   * with `hashAsciiBytes` when it has them).
   */
  hash(text: string, from: number, to: number): void {
    if (!this.foldCase) {
      hashRange(text, from, to, SCRATCH)
      this.a = SCRATCH[0] as number
      this.b = SCRATCH[1] as number
      return
    }
    if (from === 0 && to === text.length && text === memo.text) {
      // The same key as the last one hashed (e.g. a row's ULI, for S306 and then Q600).
      this.a = memo.a
      this.b = memo.b
      return
    }
    hashIgnoringCase(text, from, to, SCRATCH)
    this.a = SCRATCH[0] as number
    this.b = SCRATCH[1] as number
    if (from === 0 && to === text.length) {
      memo.text = text
      memo.a = this.a
      memo.b = this.b
    }
  }

  /**
   * The row stored for `key`, or, when the key is new, stores `row` and returns 0. Row numbers
   * must be positive (below 2^31); `tag` (0–255) is kept with a new key.
   */
  getOrAdd(key: string, row: number, tag = 0): number {
    return this.getOrAddRange(key, 0, key.length, row, tag)
  }

  /** `getOrAdd` for the key `text.slice(from, to)`, without cutting it out. */
  getOrAddRange(text: string, from: number, to: number, row: number, tag = 0): number {
    this.hash(text, from, to)
    return this.getOrAddHashed(this.a, this.b, to - from, row, tag)
  }

  /** `getOrAdd` for a key already hashed (`a`, `b` from `hash`, `length` its length). */
  getOrAddHashed(a: number, b: number, length: number, row: number, tag = 0): number {
    const n = length & LENGTH_MASK
    const slots = this.slots
    const mask = this.mask
    let slot = (a ^ Math.imul(b, 0x27d4eb2d)) & mask
    for (;;) {
      const at = slot * SLOT
      const stored = slots[at + 3] as number
      if (stored === 0) {
        slots[at] = a
        slots[at + 1] = b
        slots[at + 2] = n | (tag << 24)
        slots[at + 3] = row
        this.size++
        if (this.size * 2 > mask + 1) this.grow()
        return 0
      }
      const word = slots[at + 2] as number
      if (slots[at] === a && slots[at + 1] === b && (word & LENGTH_MASK) === n) {
        this.foundTag = word >>> 24
        return stored
      }
      slot = (slot + 1) & mask
    }
  }

  /** Whether a key already hashed (`a`, `b` from `hash`, `length` its length) is stored. */
  has(a: number, b: number, length: number): boolean {
    const n = length & LENGTH_MASK
    const slots = this.slots
    const mask = this.mask
    let slot = (a ^ Math.imul(b, 0x27d4eb2d)) & mask
    for (;;) {
      const at = slot * SLOT
      if (slots[at + 3] === 0) return false
      if (
        slots[at] === a &&
        slots[at + 1] === b &&
        ((slots[at + 2] as number) & LENGTH_MASK) === n
      ) {
        return true
      }
      slot = (slot + 1) & mask
    }
  }

  private grow(): void {
    const old = this.slots
    const capacity = ((this.mask + 1) * 2) | 0
    const slots = new Int32Array(capacity * SLOT)
    const mask = capacity - 1
    for (let at = 0; at < old.length; at += SLOT) {
      if (old[at + 3] === 0) continue
      const a = old[at] as number
      const b = old[at + 1] as number
      let slot = (a ^ Math.imul(b, 0x27d4eb2d)) & mask
      while (slots[slot * SLOT + 3] !== 0) slot = (slot + 1) & mask
      const to = slot * SLOT
      slots[to] = a
      slots[to + 1] = b
      slots[to + 2] = old[at + 2] as number
      slots[to + 3] = old[at + 3] as number
    }
    this.slots = slots
    this.mask = mask
  }
}

/** Rows sharing one ULI (kept only for ULIs seen more than once). */
interface UliGroup {
  readonly uli: string
  readonly rows: number[]
  readonly actions: string[]
}

/**
 * What the later part of a file split in two keeps of its LAR rows so that S305, S306 and Q600
 * can be decided exactly afterwards, as if the rows had been read after the first part's: per
 * row the two hashes and length of its text, its row number (in the part), the hash of its ULI
 * (ignoring case), the ULI's length and its action taken code, and where the row starts in the
 * part (in bytes). Optionally also its ULI and action taken as text (joined by pipes in blocks:
 * flat strings, so the part's text is not kept alive); without them (`keepTexts: false`) the
 * rows whose text the merge needs are read again from the file (see `tailRowsToRead` of the
 * engine), so the part keeps only typed arrays, whatever the file's size.
 */
export interface DeferredRows {
  /**
   * `DEFERRED_WORDS` words a row: row hash 1, row hash 2, row length, row number in the part,
   * ULI hash 1, ULI hash 2 (`hashIgnoringCase`), ULI length (low 24 bits) with the action taken
   * code 1–9 (high 8 bits; 0 for any other value), the row's first byte in the part (unsigned).
   */
  readonly hashes: Int32Array
  readonly count: number
  /**
   * `uli|action|uli|action|…`, 2 values a row, in blocks of `DEFERRED_BLOCK` rows; empty when
   * the texts were not kept.
   */
  readonly blocks: readonly string[]
  /** Whether a row had an action taken date in the quarter filed (S307). */
  readonly sawRowInQuarter: boolean
}

export const DEFERRED_WORDS = 8
const DEFERRED_BLOCK = 8_192

/** The action taken code kept with a ULI: 1–9, or 0 for any other value. */
function actionTag(action: string): number {
  const code = action.length === 1 ? action.charCodeAt(0) - 48 : 0
  return code >= 1 && code <= 9 ? code : 0
}

class DeferredRecorder {
  private hashes = new Int32Array(DEFERRED_WORDS * 65_536)
  private count = 0
  private parts: string[] = []
  private readonly blocks: string[] = []
  private readonly keepTexts: boolean
  private finished: DeferredRows | null = null

  constructor(keepTexts: boolean) {
    this.keepTexts = keepTexts
  }

  /** `hash`: the row hash of `text.slice(from, to)` (see `hashRange`). */
  add(
    row: number,
    hash: Int32Array,
    length: number,
    uli: string,
    action: string,
    offset: number,
  ): void {
    if (this.count * DEFERRED_WORDS === this.hashes.length) {
      const bigger = new Int32Array(this.hashes.length * 2)
      bigger.set(this.hashes)
      this.hashes = bigger
    }
    const at = this.count * DEFERRED_WORDS
    const hashes = this.hashes
    hashes[at] = hash[0] as number
    hashes[at + 1] = hash[1] as number
    hashes[at + 2] = length
    hashes[at + 3] = row
    hashIgnoringCase(uli, 0, uli.length, SCRATCH)
    hashes[at + 4] = SCRATCH[0] as number
    hashes[at + 5] = SCRATCH[1] as number
    hashes[at + 6] = (uli.length & LENGTH_MASK) | (actionTag(action) << 24)
    hashes[at + 7] = offset | 0
    this.count++
    if (!this.keepTexts) return
    const parts = this.parts
    parts.push(uli, action)
    if (parts.length === DEFERRED_BLOCK * 2) {
      this.blocks.push(parts.join('|'))
      this.parts = []
    }
  }

  finish(sawRowInQuarter: boolean): DeferredRows {
    if (this.finished) return this.finished
    if (this.parts.length > 0) this.blocks.push(this.parts.join('|'))
    this.parts = []
    const hashes = this.hashes.slice(0, this.count * DEFERRED_WORDS)
    // The recorder is done: its larger buffer is not kept beside the copy.
    this.hashes = new Int32Array(0)
    this.finished = { hashes, count: this.count, blocks: this.blocks, sawRowInQuarter }
    return this.finished
  }
}

/** The ULI and action taken of deferred rows, by index (as the merge reads them). */
export interface DeferredTexts {
  uli(index: number): string
  action(index: number): string
}

/** The ULI and action taken of deferred rows by index, a block cut up only when asked. */
export class DeferredReader implements DeferredTexts {
  private readonly rows: DeferredRows
  private block = -1
  private values: readonly string[] = []

  constructor(rows: DeferredRows) {
    this.rows = rows
  }

  private value(index: number, k: number): string {
    const block = Math.floor(index / DEFERRED_BLOCK)
    if (block !== this.block) {
      this.values = (this.rows.blocks[block] ?? '').split('|')
      this.block = block
    }
    return this.values[(index - block * DEFERRED_BLOCK) * 2 + k] ?? ''
  }

  uli(index: number): string {
    return this.value(index, 0)
  }

  action(index: number): string {
    return this.value(index, 1)
  }
}

export interface SyntacticalOptions {
  /** The syntactical edit ids in force for the file's year and kind (annual or quarterly). */
  readonly editIds: ReadonlySet<string>
  readonly year: number
  /** Calendar quarter of a quarterly filing, or null for an annual one. */
  readonly quarter: 1 | 2 | 3 | null
  /** The filing year the file is meant for, when known (for S302). */
  readonly expectedYear?: number
  /** The TS row's number in the file and its values. */
  readonly tsRow: number
  readonly tsValues: readonly string[]
  /** The year's TS and LAR fields (for field names). */
  readonly tsFields: readonly FieldDef[]
  readonly larFields: readonly FieldDef[]
  /**
   * For the later part of a split file: S305 and S306 are not decided but their inputs kept
   * (`deferred`), to be replayed after the earlier part (`replay`).
   */
  readonly defer?: boolean
  /**
   * With `defer`: whether the deferred rows keep their ULI and action taken as text (default
   * true); without, the merge needs them from elsewhere (see `DeferredRows`).
   */
  readonly keepTexts?: boolean
  /**
   * About how many LAR rows the file has, when known: the duplicate-key tables are made that
   * large at once instead of growing (each growth rehashes every key).
   */
  readonly expectedRows?: number
}

const field = (fields: readonly FieldDef[], index: number, values: readonly string[]) => ({
  name: fields[index]?.name ?? `Field ${String(index + 1)}`,
  value: values[index] ?? '',
})

const ULI = LAR_INDEX.uli
const LEI = LAR_INDEX.lei
const ACTION = LAR_INDEX.actionTaken
const ACTION_DATE = LAR_INDEX.actionTakenDate

/** S301, S302, S304–S307 for one file; S300 is decided by the engine as it classifies rows. */
export class SyntacticalChecker {
  private readonly options: SyntacticalOptions
  private readonly sink: SyntacticalSink
  private readonly tsLei: string
  private readonly s301: boolean
  private readonly s305: boolean
  private readonly s306: boolean
  private readonly s307: boolean
  private readonly rowKeys: KeyTable
  private readonly uliKeys: KeyTable
  /** Row of the first occurrence → the group of rows sharing that ULI. */
  private readonly uliGroups = new Map<number, UliGroup>()
  /** `YYYYMM` bounds of the quarter (S307). */
  private readonly quarterFrom: string
  private readonly quarterTo: string
  private sawRowInQuarter = false
  private readonly recorder: DeferredRecorder | null

  constructor(options: SyntacticalOptions, sink: SyntacticalSink) {
    this.options = options
    this.sink = sink
    const ids = options.editIds
    this.tsLei = (options.tsValues[TS_INDEX.lei] ?? '').toUpperCase()
    this.s301 = ids.has('S301')
    this.s305 = ids.has('S305')
    this.s306 = ids.has('S306')
    this.s307 = ids.has('S307') && options.quarter !== null
    const q = options.quarter ?? 4
    const y = String(options.year)
    this.quarterFrom = `${y}${String(q * 3 - 2).padStart(2, '0')}`
    this.quarterTo = `${y}${String(q * 3).padStart(2, '0')}`
    this.recorder =
      options.defer === true ? new DeferredRecorder(options.keepTexts !== false) : null
    // A table grows once more than half full: room for twice the rows expected (at most 2^24).
    const capacity = Math.min(Math.max(2 * Math.ceil(options.expectedRows ?? 0), 1 << 14), 1 << 24)
    this.rowKeys = new KeyTable(false, capacity)
    this.uliKeys = new KeyTable(true, capacity)
  }

  /** Whether S302 and S307 can be decided here (they are listed as not checked otherwise). */
  static decides(id: string, quarter: 1 | 2 | 3 | null, expectedYear?: number): boolean {
    if (id === 'S302') return expectedYear !== undefined
    if (id === 'S307') return quarter !== null
    return id !== 'S303'
  }

  /** The checks on the transmittal sheet alone (S302). */
  checkTs(): void {
    const { options } = this
    if (!options.editIds.has('S302') || options.expectedYear === undefined) return
    const values = options.tsValues
    if ((values[TS_INDEX.calendarYear] ?? '') !== String(options.expectedYear)) {
      this.sink.add(
        'S302',
        options.tsRow,
        '',
        () => [field(options.tsFields, TS_INDEX.calendarYear, values)],
        `The filing year chosen is ${String(options.expectedYear)}.`,
      )
    }
  }

  /**
   * The checks on one LAR row: the row's text without its line break is `text.slice(from, to)`;
   * `hash`, when given, is its row hash (`hashRange`), e.g. taken from its bytes by the engine;
   * `offset` where the row starts in the part, in bytes (kept by a checker created with `defer`).
   */
  checkLar(
    row: number,
    text: string,
    from: number,
    to: number,
    values: readonly string[],
    hash?: Int32Array,
    offset = 0,
  ): void {
    if (!hash) {
      hashRange(text, from, to, SCRATCH)
      hash = SCRATCH
    }
    const uli = values[ULI] ?? ''
    const { larFields } = this.options
    if (this.s301) {
      const lei = values[LEI] ?? ''
      if (lei !== this.tsLei && lei.toUpperCase() !== this.tsLei) {
        this.sink.add('S301', row, uli, () => [
          field(larFields, LEI, values),
          {
            name: 'LEI on the transmittal sheet',
            value: this.options.tsValues[TS_INDEX.lei] ?? '',
          },
        ])
      }
    }
    if (this.recorder) {
      this.recorder.add(row, hash, to - from, uli, values[ACTION] ?? '', offset)
    } else {
      this.checkDuplicates(row, hash, to - from, values)
    }
    if (this.s307 && !this.sawRowInQuarter) {
      const date = values[ACTION_DATE] ?? ''
      const month = date.slice(0, 6)
      if (date.length === 8 && month >= this.quarterFrom && month <= this.quarterTo) {
        this.sawRowInQuarter = true
      }
    }
  }

  private checkDuplicates(
    row: number,
    hash: Int32Array,
    length: number,
    values: readonly string[],
  ): void {
    const uli = values[ULI] ?? ''
    const { larFields } = this.options
    let duplicate = false
    if (this.s305) {
      const first = this.rowKeys.getOrAddHashed(hash[0] as number, hash[1] as number, length, row)
      if (first !== 0) {
        duplicate = true
        this.sink.add(
          'S305',
          row,
          uli,
          () => [field(larFields, ULI, values)],
          `Identical to row ${first.toLocaleString('en-US')}.`,
        )
      }
    }
    if (this.s306 && !duplicate && uli !== '') this.trackUli(row, uli, values[ACTION] ?? '')
  }

  /** The inputs of S305–S307 kept by a checker created with `defer`. */
  deferred(): DeferredRows {
    if (!this.recorder) throw new Error('The checker was not created with defer.')
    return this.recorder.finish(this.sawRowInQuarter)
  }

  /** Whether every non-empty ULI of the rows seen is in the S306 table (`seenUli`). */
  get keepsEveryUli(): boolean {
    return this.s306 && this.recorder === null
  }

  /** Whether a row with this row hash and length was seen (and kept for S305). */
  seenRow(a: number, b: number, length: number): boolean {
    return this.s305 && this.rowKeys.has(a, b, length)
  }

  /** Whether a ULI with this hash (`hashIgnoringCase`) and length was kept for S306. */
  seenUli(a: number, b: number, length: number): boolean {
    return this.s306 && this.uliKeys.has(a, b, length)
  }

  /**
   * Decides S305 and S306 for the rows of a later part (`deferred` of its checker) as if they
   * followed the rows seen so far; their row numbers are shifted by `rowOffset`. The ULI and
   * action taken of a row are read from `texts` only for a row whose row or ULI was seen before.
   */
  replay(
    rows: DeferredRows,
    rowOffset: number,
    reader: DeferredTexts = new DeferredReader(rows),
  ): void {
    const { hashes, count } = rows
    const larFields = this.options.larFields
    const uliName = larFields[ULI]?.name ?? `Field ${String(ULI + 1)}`
    for (let i = 0; i < count; i++) {
      const at = i * DEFERRED_WORDS
      const row = (hashes[at + 3] as number) + rowOffset
      let duplicate = false
      if (this.s305) {
        const first = this.rowKeys.getOrAddHashed(
          hashes[at] as number,
          hashes[at + 1] as number,
          hashes[at + 2] as number,
          row,
        )
        if (first !== 0) {
          duplicate = true
          const uli = reader.uli(i)
          this.sink.add(
            'S305',
            row,
            uli,
            () => [{ name: uliName, value: uli }],
            `Identical to row ${first.toLocaleString('en-US')}.`,
          )
        }
      }
      const uliWord = hashes[at + 6] as number
      if (this.s306 && !duplicate && (uliWord & LENGTH_MASK) !== 0) {
        const first = this.uliKeys.getOrAddHashed(
          hashes[at + 4] as number,
          hashes[at + 5] as number,
          uliWord & LENGTH_MASK,
          row,
          uliWord >>> 24,
        )
        if (first !== 0) this.addToGroup(first, row, reader.uli(i), reader.action(i))
      }
    }
    if (rows.sawRowInQuarter) this.sawRowInQuarter = true
  }

  private trackUli(row: number, uli: string, action: string): void {
    // Action taken codes are 1–8; anything else is kept as 0 and shown as found later on.
    const first = this.uliKeys.getOrAdd(uli, row, actionTag(action))
    if (first !== 0) this.addToGroup(first, row, uli, action)
  }

  /** A row whose ULI was first on row `first` (as found by the last lookup of `uliKeys`). */
  private addToGroup(first: number, row: number, uli: string, action: string): void {
    let group = this.uliGroups.get(first)
    if (!group) {
      const tag = this.uliKeys.foundTag
      group = { uli, rows: [first], actions: [tag === 0 ? '' : String(tag)] }
      this.uliGroups.set(first, group)
    }
    group.rows.push(row)
    group.actions.push(action)
  }

  /** The checks that need the whole file (S304, S306, S307), after the last row. */
  finish(larRows: number): void {
    const { options, sink } = this
    const ts = options.tsValues
    if (options.editIds.has('S304')) {
      const declared = ts[TS_INDEX.totalEntries] ?? ''
      if (declared !== String(larRows)) {
        sink.add(
          'S304',
          options.tsRow,
          '',
          () => [field(options.tsFields, TS_INDEX.totalEntries, ts)],
          `The file has ${larRows.toLocaleString('en-US')} LAR ${larRows === 1 ? 'row' : 'rows'}.`,
        )
      }
    }
    if (this.s306) {
      const failing: { row: number; uli: string; action: string; others: number }[] = []
      for (const group of this.uliGroups.values()) {
        if (!group.actions.includes('1')) continue
        group.rows.forEach((row, i) => {
          failing.push({
            row,
            uli: group.uli,
            action: group.actions[i] ?? '',
            others: group.rows.length - 1,
          })
        })
      }
      failing.sort((x, y) => x.row - y.row)
      for (const f of failing) {
        sink.add(
          'S306',
          f.row,
          f.uli,
          () => [
            { name: options.larFields[ULI]?.name ?? 'ULI', value: f.uli },
            { name: options.larFields[ACTION]?.name ?? 'Action Taken', value: f.action },
          ],
          `The ULI is on ${f.others.toLocaleString('en-US')} other ${f.others === 1 ? 'row' : 'rows'}.`,
        )
      }
    }
    if (this.s307 && !this.sawRowInQuarter) {
      sink.add(
        'S307',
        options.tsRow,
        '',
        () => [
          field(options.tsFields, TS_INDEX.calendarQuarter, ts),
          field(options.tsFields, TS_INDEX.calendarYear, ts),
        ],
        'No record has an action taken date in the quarter being reported.',
      )
    }
  }
}
