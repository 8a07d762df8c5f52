// Long answers without starving the one event loop: text is produced a small chunk at a time,
// and every producer waits its turn in one queue that runs ONE chunk per turn of the event loop,
// so other requests — the site's pages, JSON APIs — are answered between chunks however many
// large downloads run at once. Streams also wait for the socket to
// drain (backpressure) and stop producing when the client goes away.

/** Rows per chunk: a few milliseconds of work for the heaviest row formats. */
export const CHUNK_ROWS = 100

const waiting = []
let scheduled = false

function runNext() {
  scheduled = false
  waiting.shift()?.()
  // An immediate queued while immediates run waits for the next turn: I/O is polled in between.
  if (waiting.length && !scheduled) {
    scheduled = true
    setImmediate(runNext)
  }
}

/**
 * Waits for this producer's turn: pending I/O (other requests) runs first, and producers take
 * turns in order, one per turn of the event loop, so 10 downloads cost a request one chunk's
 * time per turn, not ten.
 */
export function yieldToLoop() {
  return new Promise((resolve) => {
    waiting.push(resolve)
    if (!scheduled) {
      scheduled = true
      setImmediate(runNext)
    }
  })
}

/** Text of `rows` in chunks: `render(slice)` for every CHUNK_ROWS rows, `head` first if given. */
export function* chunkedRows(rows, render, head = '') {
  if (head) yield head
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) yield render(rows.slice(i, i + CHUNK_ROWS))
}

/**
 * Writes the chunks of `chunks` (a sync iterator of strings) to `res`, yielding to the event loop
 * between chunks, waiting for 'drain' when the socket's buffer is full, and stopping (without
 * producing the rest) when the client disconnects. The headers must have been written.
 * @returns {Promise<boolean>} true when everything was sent, false when the client went away.
 */
export async function streamChunks(res, chunks) {
  const gone = () => res.destroyed || res.writableEnded
  try {
    for (const chunk of chunks) {
      if (gone()) return false
      if (chunk && !res.write(chunk)) {
        await new Promise((resolve) => {
          const done = () => {
            res.off('drain', done)
            res.off('close', done)
            resolve()
          }
          res.on('drain', done)
          res.on('close', done)
        })
      }
      await yieldToLoop()
    }
  } catch (error) {
    res.destroy(error instanceof Error ? error : undefined)
    return false
  }
  if (gone()) return false
  res.end()
  return true
}

/** The whole text of `chunks`, built with a turn of the event loop between chunks. */
export async function buildText(chunks) {
  const parts = []
  for (const chunk of chunks) {
    parts.push(chunk)
    await yieldToLoop()
  }
  return parts.join('')
}
