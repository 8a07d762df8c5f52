import type { BatchCalculator } from '@/hmda/rateSpread'

/** Text pieces handed to the calculator at a time when the file cannot be streamed. */
const TEXT_PIECE = 256 * 1024

/** Lets the browser paint and handle input between pieces of work. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Feeds a CSV file to the batch calculator piece by piece (streamed where the browser can),
 * yielding to the browser between pieces and reporting progress after each. Stops reading once
 * the calculator has more loans than it takes (`calculator.tooMany`).
 */
export async function runBatchFile(
  file: Blob,
  calculator: BatchCalculator,
  onProgress: (rows: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const check = () => {
    if (signal?.aborted) throw new DOMException('The batch was cancelled.', 'AbortError')
  }
  if (typeof file.stream === 'function') {
    const reader = file.stream().getReader()
    const decoder = new TextDecoder('utf-8')
    try {
      for (;;) {
        check()
        const { done, value } = await reader.read()
        if (done) break
        calculator.push(decoder.decode(value, { stream: true }))
        onProgress(calculator.counts.rows)
        if (calculator.tooMany) break
        await yieldToBrowser()
      }
      if (calculator.tooMany) await reader.cancel()
    } finally {
      reader.releaseLock()
    }
    if (calculator.tooMany) return
    calculator.push(decoder.decode())
  } else {
    const text = (await file.text()).replace(/^\uFEFF/, '')
    for (let start = 0; start < text.length; start += TEXT_PIECE) {
      check()
      calculator.push(text.slice(start, start + TEXT_PIECE))
      onProgress(calculator.counts.rows)
      if (calculator.tooMany) return
      await yieldToBrowser()
    }
  }
  check()
  calculator.end()
  onProgress(calculator.counts.rows)
}
