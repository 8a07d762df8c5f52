import { useSyncExternalStore } from 'react'

/**
 * Whether any answer so far came from the local sample services (header `X-HMDA-Sample-Data: 1`).
 * Once set it stays set for the page's life: the screens then show the "sample data" notice.
 */

export const SAMPLE_DATA_HEADER = 'X-HMDA-Sample-Data'

let sample = false
const listeners = new Set<() => void>()

export function markSampleData(): void {
  if (sample) return
  sample = true
  for (const listener of listeners) listener()
}

/** Marks the store when `response` carries the sample-data header. */
export function noteSampleResponse(response: Response): void {
  if (response.headers.get(SAMPLE_DATA_HEADER) === '1') markSampleData()
}

export function isSampleData(): boolean {
  return sample
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useSampleData(): boolean {
  return useSyncExternalStore(subscribe, isSampleData, () => false)
}
