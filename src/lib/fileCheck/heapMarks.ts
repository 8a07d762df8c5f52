/**
 * Heap marks for the bench (scripts/bench.mjs, validator suite): the bench measures the heap of
 * each file-check worker through the DevTools protocol (`performance.memory` does not exist in
 * workers), and needs the worker to stand still at known row counts while it does. It sets
 * `self.__hmdaHeapMarks = { every }` in the worker; the check then stops after the piece in which
 * its part (`head`, `tail` or `whole`) passes each multiple of `every` rows, and at the part's
 * end, logs `hmda-heap-mark <part> [end] <rows>` and waits until the bench calls `resume()`.
 *
 * Without the bench's object this is one property read per piece of the file read (4 MB).
 */
export interface HeapMarks {
  /** A mark every this many rows of a part. */
  readonly every: number
  /** Set while the check waits at a mark: the bench calls it once it has measured. */
  resume?: () => void
  /** The next row count to stop at, per part. */
  next?: Record<string, number>
}

interface HeapMarkScope {
  __hmdaHeapMarks?: HeapMarks
}

/**
 * A promise to wait for when the bench asked for marks and `rows` (of `part`) reached the next
 * one, or when `end` is true; otherwise undefined.
 */
export function heapMark(part: string, rows: number, end = false): Promise<void> | undefined {
  const marks = (globalThis as HeapMarkScope).__hmdaHeapMarks
  if (marks === undefined) return undefined
  const next = (marks.next ??= {})
  const due = next[part] ?? marks.every
  if (!end && rows < due) return undefined
  if (!end) next[part] = (Math.floor(rows / marks.every) + 1) * marks.every
  return new Promise<void>((resolve) => {
    marks.resume = () => {
      marks.resume = undefined
      resolve()
    }
    console.log(`hmda-heap-mark ${part} ${end ? 'end ' : ''}${String(rows)}`)
  })
}
