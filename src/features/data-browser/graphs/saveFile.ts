/** Offers `content` (text or a data URL's target) as a file download named `fileName`. */
export function saveFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }))
  saveUrl(url, fileName)
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Offers the resource at `url` (an object or data URL) as a file download. */
export function saveUrl(url: string, fileName: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
}
