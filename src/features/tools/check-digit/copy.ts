/**
 * Copies text to the clipboard: the asynchronous Clipboard API where the browser allows it, else
 * the older copy command on a hidden text area. Resolves to false when neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Not allowed here (permissions, insecure context): try the fallback.
  }
  return copyWithCommand(text)
}

/** The fallback: select the text in an off-screen text area and run the copy command. */
function copyWithCommand(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  area.tabIndex = -1
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '-9999px'
  document.body.append(area)
  area.select()
  let copied: boolean
  try {
    copied = document.execCommand('copy')
  } catch {
    copied = false
  }
  area.remove()
  active?.focus()
  return copied
}

/** Selects the contents of an element, so that the user can copy them by hand. */
export function selectContents(element: HTMLElement): void {
  const selection = window.getSelection()
  if (!selection) return
  const range = document.createRange()
  range.selectNodeContents(element)
  selection.removeAllRanges()
  selection.addRange(range)
}
