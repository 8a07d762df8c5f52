// Long answers without starving the one event loop: text is produced a small chunk at a time,
// and producers wait their turn in one queue, so other requests — the site's pages, JSON APIs —
// are answered between slices however many large downloads run at once. A turn is a time slice
// (SLICE_MS) rather than one chunk, so a download costs little more than building it at once;
// and the oldest producer goes first, so each answer comes as early as it did when they were
// built one after the other (a page asking for 30 file sizes gets the first ones first).
// Streams also wait for the socket to drain (backpressure) and stop producing when the client
// goes away.

/** Rows per chunk: a few milliseconds of work for the heaviest row formats. */
export const CHUNK_ROWS = 100
/** How long a producer may run before other requests get their turn (ms). */
export const SLICE_MS = 12

/** Producers waiting for a turn, oldest (lowest ticket) first. */
/** @type {{ ticket: number, resolve: () => void }[]} */
const waiting = []
let scheduled = false
let sliceStart = -Infinity
let lastTicket = 0

/** A place in the queue for a new producer: later than every producer before it. */
export const newTicket = () => ++lastTicket

function runNext() {
  scheduled = false
  const next = waiting.shift()
  if (next) {
    sliceStart = performance.now()
    next.resolve()
  }
  // An immediate queued while immediates run waits for the next turn: I/O is polled in between.
  if (waiting.length && !scheduled) {
    scheduled = true
    setImmediate(runNext)
  }
}

/**
 * Lets other work run if the current slice is used up: pending I/O (other requests) runs first,
 * then the oldest waiting producer. Within a slice it continues at once. `ticket` (newTicket())
 * keeps a producer's place; without one it queues as the newest.
 */
export function yieldToLoop(ticket = newTicket()) {
  if (performance.now() - sliceStart < SLICE_MS) return Promise.resolve()
  /** @type {Promise<void>} */
  const turn = new Promise((resolve) => {
    let at = waiting.length
    while (at > 0 && /** @type {{ ticket: number }} */ (waiting[at - 1]).ticket > ticket) at--
    waiting.splice(at, 0, { ticket, resolve })
    if (!scheduled) {
      scheduled = true
      setImmediate(runNext)
    }
  })
  return turn
}

/**
 * Text of `rows` in chunks: `render(slice)` for every CHUNK_ROWS rows, `head` first if given.
 * @template T
 * @param {T[]} rows
 * @param {(slice: T[]) => string} render
 * @param {string} [head]
 * @returns {Generator<string>}
 */
export function* chunkedRows(rows, render, head = '') {
  if (head) yield head
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) yield render(rows.slice(i, i + CHUNK_ROWS))
}

/**
 * Writes the chunks of `chunks` (a sync iterator of strings) to `res`, yielding to the event loop
 * between chunks, waiting for 'drain' when the socket's buffer is full, and stopping (without
 * producing the rest) when the client disconnects. The headers must have been written.
 * @param {import('node:http').ServerResponse} res
 * @param {Iterable<string>} chunks
 * @returns {Promise<boolean>} true when everything was sent, false when the client went away.
 */
export async function streamChunks(res, chunks) {
  const ticket = newTicket()
  const gone = () => res.destroyed || res.writableEnded
  try {
    for (const chunk of chunks) {
      if (gone()) return false
      if (chunk && !res.write(chunk)) {
        /** @type {Promise<void>} */
        const drained = new Promise((resolve) => {
          const done = () => {
            res.off('drain', done)
            res.off('close', done)
            resolve()
          }
          res.on('drain', done)
          res.on('close', done)
        })
        await drained
      }
      await yieldToLoop(ticket)
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined)
    return false
  }
  if (gone()) return false
  res.end()
  return true
}

/**
 * The whole text of `chunks`, built with a turn of the event loop between chunks.
 * @param {Iterable<string>} chunks
 */
export async function buildText(chunks) {
  const ticket = newTicket()
  /** @type {string[]} */
  const parts = []
  for (const chunk of chunks) {
    parts.push(chunk)
    await yieldToLoop(ticket)
  }
  return parts.join('')
}
