/**
 * Offers content as a file download: the one place that turns text or a Blob into a saved file
 * (a temporary object URL on a hidden link, clicked, then revoked).
 *
 * The URL is revoked after a delay rather than at once: Chromium and Firefox start the download
 * from the click synchronously, but Safari reads the URL a moment later.
 */
export const CSV_TYPE = 'text/csv;charset=utf-8'
export const TEXT_TYPE = 'text/plain;charset=utf-8'

const REVOKE_AFTER_MS = 10_000

export function saveFile(fileName: string, content: string | Blob, type: string = CSV_TYPE): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content
  const url = URL.createObjectURL(blob)
  try {
    saveUrl(url, fileName)
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
  }
}

/**
 * Asks the browser to download what `url` points at (an object URL, a data URL, or a same-origin
 * file), under `fileName` or, when it is empty, the name the server gives.
 */
export function saveUrl(url: string, fileName = ''): void {
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
  }
}
