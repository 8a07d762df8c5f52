/**
 * Makes the open phone drawer modal (loaded when it first opens, to keep it out of the first
 * load): everything outside `drawer` but the overlay that closes it becomes inert (not
 * focusable, not clickable, hidden from assistive technology), and Tab cycles inside the
 * drawer. Returns the undo.
 */
export function makeModal(drawer: HTMLElement): () => void {
  const made: Element[] = []
  for (let node = drawer; node.parentElement && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && !sibling.matches('[inert],.usa-overlay,script,style')) {
        sibling.setAttribute('inert', '')
        made.push(sibling)
      }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return
    const stops = [
      ...drawer.querySelectorAll<HTMLElement>('a[href],button:not([disabled])'),
    ].filter((element) => element.getClientRects().length > 0)
    const [first, last] = [stops[0], stops.at(-1)]
    if (event.target === (event.shiftKey ? first : last)) {
      event.preventDefault()
      ;(event.shiftKey ? last : first)?.focus()
    }
  }
  drawer.addEventListener('keydown', onKeyDown)
  return () => {
    drawer.removeEventListener('keydown', onKeyDown)
    for (const element of made) element.removeAttribute('inert')
  }
}
