/** "About 2 minutes left", from the share of bytes read so far. */
export function timeLeft(bytes: number, totalBytes: number, elapsedMs: number): string {
  if (bytes <= 0 || elapsedMs < 500 || totalBytes <= bytes) return 'Estimating time left…'
  const seconds = Math.ceil(((totalBytes - bytes) / bytes) * (elapsedMs / 1000))
  if (seconds < 60) return `About ${String(seconds)} ${seconds === 1 ? 'second' : 'seconds'} left`
  const minutes = Math.round(seconds / 60)
  return `About ${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'} left`
}
